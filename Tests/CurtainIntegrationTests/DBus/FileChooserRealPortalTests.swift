import CurtainTestSupport
import Foundation
import Testing

/// `curtain --file-selection` against the file chooser a GNOME session runs: xdg-desktop-portal 1.16 hands the
/// call to its GTK backend, which shows GTK 3's own file chooser dialog on the test's weston, and keys typed through
/// weston's seat choose, as a user would. The services are activated on a private session bus on first call, with
/// at-spi2-core's accessibility bus beside them: GTK reports there which widget has the focus and what its entry
/// holds, so each step waits for what the one before did, however loaded the machine.
///
/// The stand-in portal (`FileSelectionPortalTests`) stays for what this one cannot show: every option of the call,
/// answers a test names, a portal that never answers, and none at all.
@Suite("file selection through the real FileChooser portal", .serialized, .integrationTimeLimit, .blocking)
struct FileChooserRealPortalTests: CommandSuite {
    /// The services a GNOME session's bus activates for the file chooser: the portal, its GTK backend and the
    /// permission store the portal opens; dconf, where GTK keeps the chooser's settings; and the accessibility bus
    /// GTK registers its dialog on.
    static let services = [
        "org.freedesktop.portal.Desktop", "org.freedesktop.impl.portal.desktop.gtk",
        "org.freedesktop.impl.portal.PermissionStore", "ca.desrt.dconf", "org.a11y.Bus",
    ]

    /// How long the dialog may take to map: the first call activates the portal, which activates its backend,
    /// which starts GTK.
    static let dialogTimeout: Duration = .seconds(30)

    let fixture: CommandFixture
    let bus: PrivateBus
    /// The services' `HOME`, with the XDG folders inside it: GTK's recent files and settings stay the test's.
    let home: String
    /// A folder of known files in that home, which the dialog chooses among.
    let folder: String

    init() throws {
        fixture = try CommandFixture()
        home = NSTemporaryDirectory() + "curtain-chooser-home-\(UUID().uuidString.prefix(8))"
        folder = home + "/Documents"
        let environment = fixture.weston.clientEnvironment.merging([
            "PATH": "/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home + "/.config",
            "XDG_DATA_HOME": home + "/.local/share", "XDG_CACHE_HOME": home + "/.cache", "LANG": "C.UTF-8",
            // xdg-desktop-portal 1.16 chooses its backends by the desktop's name (gtk.portal says UseIn=gnome).
            "XDG_CURRENT_DESKTOP": "GNOME", "GDK_BACKEND": "wayland",
        ]) { $1 }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // No name is the start of another, so GTK's inline completion never lengthens a name typed in full.
            for name in ["notes.txt", "quarterly report.txt"] {
                try Data(name.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            }
            bus = try PrivateBus(activating: Self.services, environment: environment)
        } catch {
            try? FileManager.default.removeItem(atPath: home)
            throw error
        }
    }

    /// Stops the bus (the portal, its backend and the accessibility bus leave with it) and weston, and removes
    /// the home.
    private func stop() {
        bus.stop()
        weston.stop()
        try? FileManager.default.removeItem(atPath: home)
    }

    /// Starts `curtain --file-selection` with `arguments` on the test's bus.
    private func fileSelection(_ arguments: [String], title: String) throws -> CurtainProcess {
        try CurtainProcess(
            ["--file-selection", "--title=\(title)"] + arguments, on: weston,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    }

    /// Waits until the portal's GTK dialog for `run` takes keys: weston maps the backend's window with the title
    /// curtain asked for, then GTK reports the window active on the accessibility bus.
    ///
    /// - Returns: The pyatspi probe listening to the backend, which the caller closes.
    private func dialog(
        of run: CurtainProcess, titled title: String,
        shownBy isShower: (MappedView) -> Bool = { $0.appID == "xdg-desktop-portal-gtk" }
    ) throws -> AccessibilityProbeSession {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.dialogTimeout)
        var window: MappedView?
        var seen: [MappedView] = []
        // Each list answers after weston's next repaint, so this loop waits, not spins.
        while window == nil, run.process.isRunning, clock.now < deadline {
            seen = try input.views()
            window = seen.first { $0.role == "xdg_toplevel" && isShower($0) && $0.title == title }
        }
        guard let window else {
            run.stop()
            let result = try run.finish()
            throw CurtainProcess.Missing(
                description: "GTK's file chooser never mapped (views: \(seen)); curtain exited \(result.status) "
                    + "with \(result.stderr.debugDescription)")
        }
        let chooser = try AccessibilityBus.serve(
            onBus: bus.address, pid: window.pid, waitRoles: ["file chooser"], timeout: .seconds(20))
        let windows = (chooser.first["tree"] as? [String: Any])?["children"] as? [[String: Any]] ?? []
        let isActive = windows.contains { ($0["states"] as? [String])?.contains("active") == true }
        if !isActive,
            chooser.waitForEvent(timeout: .seconds(10), where: { $0["type"] as? String == "window:activate" }) == nil
        {
            chooser.close()
            throw CurtainProcess.Missing(description: "GTK's file chooser mapped but never became active")
        }
        return chooser
    }

    /// Waits until the widget with the keyboard focus is a text field that satisfies `matches` (GTK reports each
    /// key's edit, and its completion may add and take back text between keys).
    ///
    /// - Returns: The field as the probe describes it (`text`, and its `parent`'s role and name), or nil when no
    ///   such field had the focus within 10 s.
    private func focusedField(in chooser: AccessibilityProbeSession, where matches: (Field) -> Bool) throws -> Field? {
        var field: Field?
        let isFound = try waitUntil(timeout: .seconds(10), interval: .milliseconds(20)) {
            let node = try chooser.send(["op": "focused"]) as? [String: Any]
            field = node?["role"] as? String == "text" ? Field(node ?? [:]) : nil
            return field.map(matches) ?? false
        }
        return isFound ? field : nil
    }

    /// A text field of GTK's dialog, as the probe describes it.
    private struct Field {
        var text: String
        /// The name of the widget that holds the field: GTK's location entry sits in the "Location Layer".
        var parent: String

        init(_ node: [String: Any]) {
            text = node["text"] as? String ?? ""
            parent = (node["parent"] as? [String: Any])?["name"] as? String ?? ""
        }

        var isLocationEntry: Bool { parent == "Location Layer" }
    }

    /// Waits until the dialog's default button (the one Return presses) is sensitive. In an open dialog it is not
    /// until GTK takes in the typed location, on a timer that each change of the entry restarts; a Return before
    /// then does nothing, as it would for a user that quick.
    private func defaultButtonTakesReturn(in chooser: AccessibilityProbeSession) throws -> Bool {
        try waitUntil(timeout: .seconds(10), interval: .milliseconds(20)) {
            let button = try chooser.send(["op": "node", "role": "push button", "state": "is-default"]) as? [String: Any]
            return (button?["states"] as? [String])?.contains("sensitive") == true
        }
    }

    /// Waits until weston shows no window titled `title`: the backend has closed its dialog.
    private func waitUntilClosed(titled title: String) throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        repeat {
            // Each list answers after weston's next repaint, so this loop waits, not spins.
            if try !input.views().contains(where: { $0.title == title }) { return true }
        } while clock.now < deadline
        return false
    }

    /// Waits for curtain to exit and returns what it printed; if it does not exit, the failure says what weston
    /// shows and which widget of GTK's dialog has the focus.
    private func finish(_ run: CurtainProcess, chooser: AccessibilityProbeSession) throws -> CurtainProcess.Result {
        if !waitUntil(timeout: .seconds(20), { !run.process.isRunning }) {
            let views = (try? input.views()) ?? []
            let focus = (try? chooser.send(["op": "focused"])) ?? nil
            Issue.record("curtain did not exit; weston shows \(views); GTK's focus: \(focus.map { "\($0)" } ?? "none")")
        }
        return try run.finish(timeout: .zero)
    }

    // MARK: - Keys, beside zenity

    /// `--file-selection --save`'s keys, each case run by zenity 3.44, which shows GTK 3's file chooser itself, and
    /// by curtain, whose portal shows the same chooser through its GTK backend, both on `--filename`'s name in the
    /// folder of known files: their stdout and exit status must be the same. Each is a cell of docs/command.md's
    /// keyboard table. The open dialog has no row: xdg-desktop-portal 1.16's `OpenFile` takes no `current_folder`,
    /// so the portal's chooser cannot open on the folder zenity's opens on.
    static let cases: [ZenityCase] = [
        ZenityCase(
            name: "save: Return", row: "--file-selection --save", arguments: save, steps: [.key(.enter)], witness: .return),
        ZenityCase(
            name: "save: Space, Return", row: "--file-selection --save", arguments: save, steps: [.key(.space), .key(.enter)],
            witness: .space),
        ZenityCase(
            name: "save: Escape", row: "--file-selection --save", arguments: save, steps: [.key(.escape)], witness: .escape),
        ZenityCase(
            name: "save: Tab, Return, Escape", row: "--file-selection --save", arguments: save,
            steps: [.key(.tab), .key(.enter), .key(.escape), .key(.escape)], witness: .tab),
        ZenityCase(
            name: "save: Shift+Tab, Return, Escape", row: "--file-selection --save", arguments: save,
            steps: [.key(.tab, holding: [.leftShift]), .key(.enter), .key(.escape), .key(.escape)], witness: .backTab),
        ZenityCase(
            name: "save: Left, typed, Return", row: "--file-selection --save", arguments: save,
            steps: [.key(.left), .type("x"), .key(.enter)], witness: .moving),
    ]

    static let save = ["--file-selection", "--save"]

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: ZenityCase) throws {
        defer { stop() }
        let expected = try chooseWithKeys(testCase, zenity: true)
        let actual = try chooseWithKeys(testCase, zenity: false)
        #expect(actual.stdout == expected.stdout, "zenity printed \(expected.stdout.debugDescription)")
        #expect(actual.status == expected.status, "zenity exited \(expected.status); stderr: \(actual.stderr)")
    }

    /// yad's `--file --save` with the same keys, run by yad 0.40, which shows GTK 3's file chooser in its own dialog,
    /// and by `curtain yad`, whose portal shows GTK's dialog. Where the two dialogs differ (yad's has no default
    /// button, so Return in the name saves nothing there, and Shift+Tab reaches yad's OK), the case records each
    /// program's outcome, `FOLDER` standing for the known folder. yad's dialog, still up after such a Return, is then
    /// ended with Escape; curtain's is not sent it, since an Escape while GTK's save dialog checks the name would
    /// cancel it.
    static let yadCases: [ZenityCase] = [
        yadCase("Return", [.key(.enter)], .return, yad: ("", 252), curtain: ("FOLDER/report.txt\n", 0)),
        yadCase(
            "Space, Return", [.key(.space), .key(.enter)], .space, yad: ("", 252), curtain: ("FOLDER/.txt\n", 0)),
        yadCase("Escape", [.key(.escape)], .escape),
        yadCase("Tab, Return, Escape", [.key(.tab), .key(.enter), .key(.escape), .key(.escape)], .tab),
        yadCase(
            "Shift+Tab, Return, Escape", [.key(.tab, holding: [.leftShift]), .key(.enter), .key(.escape), .key(.escape)],
            .backTab, yad: ("FOLDER/report.txt\n", 0), curtain: ("", 252)),
        yadCase(
            "Left, typed, Return", [.key(.left), .type("x"), .key(.enter)], .moving, yad: ("", 252),
            curtain: ("FOLDER/xreport.txt\n", 0)),
    ]

    /// One yad case of the `yad --file --save` row; `yad` and `curtain` give each program's outcome where they differ.
    static func yadCase(
        _ name: String, _ steps: [CommandFixture.Step], _ witness: ZenityKeyboardTable.Column,
        yad: (stdout: String, status: Int32)? = nil, curtain: (stdout: String, status: Int32)? = nil
    ) -> ZenityCase {
        var testCase = ZenityCase(
            name: "yad save: " + name, row: "yad --file --save", arguments: ["--file", "--save"], steps: steps,
            witness: witness, peer: .yad)
        if let yad, let curtain { testCase.difference = .init(zenity: yad, curtain: curtain) }
        return testCase
    }

    @Test(arguments: yadCases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        defer { stop() }
        var testCase = testCase
        if var difference = testCase.difference {
            difference.zenity.stdout = difference.zenity.stdout.replacingOccurrences(of: "FOLDER", with: folder)
            difference.curtain.stdout = difference.curtain.stdout.replacingOccurrences(of: "FOLDER", with: folder)
            testCase.difference = difference
        }
        var peerCase = testCase
        if testCase.difference?.zenity.status == 252 { peerCase.steps.append(.key(.escape)) }
        let expected = try chooseWithKeys(peerCase, zenity: true)
        let actual = try chooseWithKeys(testCase, zenity: false)
        testCase.expect(
            curtain: ZenityCase.Outcome(stdout: actual.stdout, status: actual.status, stderr: actual.stderr),
            asZenity: ZenityCase.Outcome(stdout: expected.stdout, status: expected.status))
    }

    /// Runs `testCase` by zenity (yad 0.40 for a yad case) or by curtain on `report.txt` in the known folder, waits until GTK's chooser is
    /// active with the name in its field and its default button sensitive, takes the case's keys, and returns what
    /// the program printed.
    private func chooseWithKeys(_ testCase: ZenityCase, zenity: Bool) throws -> CurtainProcess.Result {
        let title = "Keys \(zenity ? "zenity" : "curtain")"
        let arguments = testCase.arguments + ["--filename=\(folder)/report.txt", "--title=\(title)"]
        let environment = [
            "DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": home, "XDG_CONFIG_HOME": home + "/.config",
            "XDG_DATA_HOME": home + "/.local/share", "XDG_CACHE_HOME": home + "/.cache", "GDK_BACKEND": "wayland",
        ]
        let isYad = testCase.peer == .yad
        let peer = isYad ? try CommandFixture.yadPath() : try CommandFixture.zenityPath()
        let run = try CurtainProcess(
            isYad && !zenity ? ["yad"] + arguments : arguments, executable: zenity ? peer : nil, on: weston,
            environment: environment)
        let pid = run.process.processIdentifier
        let chooser = try dialog(of: run, titled: title) { zenity ? $0.pid == pid : $0.appID == "xdg-desktop-portal-gtk" }
        defer { chooser.close() }
        try #require(
            try focusedField(in: chooser) { $0.text == "report.txt" } != nil, "the name field never held --filename's name")
        // yad's own dialog has no default button: its chooser answers Return itself.
        if !(isYad && zenity) {
            try #require(try defaultButtonTakesReturn(in: chooser), "GTK never made its default button sensitive")
        }
        try fixture.take(testCase.steps, popupsOf: run)
        return try finish(run, chooser: chooser)
    }

    @Test("open: Ctrl+L, a path typed into GTK's location entry and Return print that path; exit 0")
    func openTypedPath() throws {
        defer { stop() }
        let path = folder + "/quarterly report.txt"
        let run = try fileSelection([], title: "Open a report")
        let chooser = try dialog(of: run, titled: "Open a report")
        defer { chooser.close() }

        input.tap(.l, holding: [.leftControl])
        try input.sync()
        try #require(try focusedField(in: chooser) { $0.isLocationEntry } != nil, "Ctrl+L focused no location entry")
        try input.type(path)
        try input.sync()
        try #require(
            try focusedField(in: chooser) { $0.isLocationEntry && $0.text == path } != nil,
            "the location entry never held \(path)")
        try #require(try defaultButtonTakesReturn(in: chooser), "GTK never made its default button sensitive")
        input.tap(.enter)
        try input.sync()

        let result = try finish(run, chooser: chooser)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == path + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("save: --filename's name and folder in GTK's save dialog; a typed name is saved in that folder; exit 0")
    func saveTypedName() throws {
        defer { stop() }
        let run = try fileSelection(["--save", "--filename=\(folder)/report.txt"], title: "Save the report")
        let chooser = try dialog(of: run, titled: "Save the report")
        defer { chooser.close() }

        try #require(
            try focusedField(in: chooser) { $0.text == "report.txt" } != nil, "the name field never held --filename's name")
        input.tap(.a, holding: [.leftControl])
        try input.type("minutes.txt")
        try input.sync()
        try #require(
            try focusedField(in: chooser) { $0.text == "minutes.txt" } != nil, "the name field never held the typed name")
        try #require(try defaultButtonTakesReturn(in: chooser), "GTK never made its default button sensitive")
        input.tap(.enter)
        try input.sync()

        let result = try finish(run, chooser: chooser)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == folder + "/minutes.txt\n", "the typed name in --filename's folder")
        #expect(result.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/minutes.txt"), "the caller writes the file, not the portal")
    }

    @Test("Escape in GTK's dialog cancels: nothing printed, exit 1")
    func escapeCancels() throws {
        defer { stop() }
        let run = try fileSelection([], title: "Open nothing")
        let chooser = try dialog(of: run, titled: "Open nothing")
        defer { chooser.close() }

        input.tap(.escape)
        try input.sync()

        let result = try finish(run, chooser: chooser)
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test("--timeout closes the request and with it GTK's dialog: nothing printed, exit 5")
    func timeoutClosesDialog() throws {
        defer { stop() }
        let run = try fileSelection(["--timeout=5"], title: "Open in time")
        let chooser = try dialog(of: run, titled: "Open in time")
        defer { chooser.close() }

        let result = try finish(run, chooser: chooser)
        #expect(result.status == 5, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try waitUntilClosed(titled: "Open in time"), "GTK's dialog stayed up after curtain's request ended")
    }
}
