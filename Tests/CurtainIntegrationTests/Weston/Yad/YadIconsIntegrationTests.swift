import CurtainTestSupport
import Foundation
import Testing

/// yad's icons box (`--icons`) through weston with real keys, run by yad 0.40 itself and by `curtain yad`, whose
/// stdout, exit status and launched programs must be the same: the items are `.desktop` files the test writes into
/// a folder of its own (or stdin's rows with `--listen`), each `Exec` a shell that appends the item's name to a
/// marker file, so the marker says which items each program started.
@Suite("yad --icons: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadIconsIntegrationTests: CommandSuite {
    static let okKey: [EvdevKey] = [.enter, .leftControl]
    /// The folder of `.desktop` files and the marker, one per test process.
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "curtain-yad-icons-\(ProcessInfo.processInfo.processIdentifier)"
    ).path
    static let apps = folder + "/apps"
    static let terminalApps = folder + "/terminal"
    static let marker = folder + "/marker"

    /// The `Exec` that records `name` as started.
    static func exec(_ name: String) -> String { "sh -c 'echo \(name) >> \(marker)'" }

    /// Three applications, their file names in another order than their names, one `Exec` with a field code and one
    /// with a `GenericName`. (An entry hidden from menus is not among them: curtain leaves it out, yad 0.40 shows it.)
    static var desktopFiles: [String: String] {
        [
            "b-editor.desktop":
                "[Desktop Entry]\nType=Application\nName=Editor\nGenericName=Alpha editor\nComment=Edit text\nIcon=accessories-text-editor\nExec=\(exec("editor")) %F\n",
            "a-viewer.desktop": "[Desktop Entry]\nType=Application\nName=Viewer\nIcon=image-x-generic\nExec=\(exec("viewer"))\n",
            "c-archive.desktop":
                "[Desktop Entry]\nType=Application\nName=Archive\nComment=Pack files\nIcon=package-x-generic\nExec=\(exec("archive"))\n",
        ]
    }

    static let icons = ["--icons", "--title=Apps", "--read-dir=" + apps, "--width=500", "--height=400"]

    static func yadCase(
        _ name: String, _ arguments: [String], _ chords: [[EvdevKey]], witness: ZenityKeyboardTable.Column? = nil,
        input: String? = nil
    ) -> ZenityCase {
        ZenityCase(
            name: name, row: "yad --icons", arguments: arguments, standardInput: input, steps: .chords(chords),
            witness: witness, peer: .yad)
    }

    static let cases: [ZenityCase] = [
        yadCase("Return before any arrow starts nothing; Escape", icons, [[.enter], [.escape]], witness: .return),
        yadCase("Space, then Escape", icons, [[.space], [.escape]], witness: .space),
        yadCase("Right, Space starts the first", icons, [[.right], [.space], [.escape]]),
        yadCase("--compact: Space starts the first", icons + ["--compact"], [[.space], [.escape]]),
        yadCase("Escape exits 252, nothing printed", icons, [[.escape]], witness: .escape),
        yadCase("Tab, Return", icons, [[.tab], [.enter]], witness: .tab),
        yadCase("Shift+Tab, Return", icons, [[.tab, .leftShift], [.enter]], witness: .backTab),
        yadCase("Right, Return starts the first item; Escape", icons, [[.right], [.enter], [.escape]], witness: .moving),
        yadCase("Right, Right, Return starts the second; Escape", icons, [[.right], [.right], [.enter], [.escape]]),
        yadCase("Right, Return, Return starts it twice; Ctrl+Return", icons, [[.right], [.enter], [.enter], okKey]),
        yadCase(
            "--sort-by-name --descend: Right, Return", icons + ["--sort-by-name", "--descend"], [[.right], [.enter], [.escape]]),
        yadCase(
            "--compact: Down, Down, Return starts the third", icons + ["--compact"], [[.down], [.down], [.enter], [.escape]]),
        yadCase("--compact: Return starts the first, the cursor's from the start", icons + ["--compact"], [[.enter], [.escape]]),
        yadCase(
            "--generic --sort-by-name: Right, Return", icons + ["--generic", "--sort-by-name"], [[.right], [.enter], [.escape]]),
        yadCase("End, Return starts the last", icons, [[.end], [.enter], [.escape]]),
        yadCase("--button Run:2 Quit:1: Tab, Return", icons + ["--button=Run:2", "--button=Quit:1"], [[.tab], [.enter]]),
        yadCase(
            "--button Run:2 Quit:1: Tab, Tab, Return", icons + ["--button=Run:2", "--button=Quit:1"],
            [[.tab], [.tab], [.enter]]),
        yadCase("--no-buttons: Ctrl+Return", icons + ["--no-buttons"], [okKey]),
        yadCase(
            "--term: a Terminal=true entry runs in the pattern", ["--icons", "--read-dir=" + terminalApps, "--term=env %s"],
            [[.right], [.enter], [.escape]]),
        yadCase(
            "--listen: stdin's rows, Right, Right, Return", ["--icons", "--listen", "--width=500", "--height=400"],
            [[.right], [.right], [.enter], [.escape]],
            input: "One\nthe first\nfolder\n\(exec("one"))\nFALSE\nTwo\nthe second\nfolder\n\(exec("two"))\nfalse\n"),
    ]

    let fixture: CommandFixture

    init() throws {
        fixture = try CommandFixture()
        let files = FileManager.default
        try? files.removeItem(atPath: Self.folder)
        try files.createDirectory(atPath: Self.apps, withIntermediateDirectories: true)
        try files.createDirectory(atPath: Self.terminalApps, withIntermediateDirectories: true)
        for (name, text) in Self.desktopFiles {
            try text.write(toFile: Self.apps + "/" + name, atomically: true, encoding: .utf8)
        }
        let terminal = "[Desktop Entry]\nType=Application\nName=Shell\nTerminal=true\nExec=\(Self.exec("terminal"))\n"
        try terminal.write(toFile: Self.terminalApps + "/shell.desktop", atomically: true, encoding: .utf8)
    }

    /// What one program started: the marker's lines, once as many as `count` arrived, or what arrived by the deadline.
    func started(atLeast count: Int) -> [String] {
        var lines: [String] = []
        let deadline = ContinuousClock.now + .seconds(10)
        repeat {
            let text = (try? String(contentsOfFile: Self.marker, encoding: .utf8)) ?? ""
            lines = text.split(separator: "\n").map(String.init)
            if lines.count >= count { break }
            Thread.sleep(forTimeInterval: 0.05)
        } while ContinuousClock.now < deadline
        try? FileManager.default.removeItem(atPath: Self.marker)
        return lines
    }

    /// Runs `testCase` by yad, then by curtain, and expects the same stdout, status and programs started.
    @discardableResult
    func expect(_ testCase: ZenityCase) throws -> (outcome: ZenityCase.Outcome, started: [String]) {
        try? FileManager.default.removeItem(atPath: Self.marker)
        let yad = try fixture.run(testCase, zenity: true)
        let yadStarted = started(atLeast: testCase.launches)
        let curtain = try fixture.run(testCase, zenity: false)
        let curtainStarted = started(atLeast: yadStarted.count)
        testCase.expect(curtain: curtain, asZenity: yad)
        #expect(curtainStarted == yadStarted, "yad started \(yadStarted)")
        return (curtain, curtainStarted)
    }

    @Test(arguments: cases) func doesWhatYadDoes(_ testCase: ZenityCase) throws {
        try expect(testCase)
    }

    /// The comparisons are not silent runs: the arrows and Return start the item under the cursor, in yad's order,
    /// and leave the dialog up for Escape's 252.
    @Test func theCursorsItemStartsAndTheDialogStaysUp() throws {
        let first = try #require(Self.cases.first { $0.witness == .moving })
        let (outcome, started) = try expect(first)
        #expect(started == ["viewer"] && outcome.status == 252 && outcome.stdout.isEmpty, "\(outcome) \(started)")
        let listen = try #require(Self.cases.first { $0.arguments.contains("--listen") })
        #expect(try expect(listen).started == ["two"])
    }

    /// The pointer, in curtain alone (yad's window lays its icons out elsewhere): a click only moves the cursor, a
    /// double click starts the icon, and with `--single-click` a click does, the dialog staying up each time.
    @Test(arguments: [false, true]) func aDoubleClickOrWithSingleClickAClickStartsTheIcon(singleClick: Bool) throws {
        try? FileManager.default.removeItem(atPath: Self.marker)
        let run = try CurtainProcess(
            ["yad"] + Self.icons + (singleClick ? ["--single-click"] : []), on: weston,
            environment: ["GDK_BACKEND": "wayland"])
        let window = try run.waitForWindow(input)
        // The first icon: the content's 12 px margin, the grid's 6 px spacing, then the middle of its 48 px icon.
        let first = (x: window.frame.x + 12 + 6 + 6 + 48, y: window.frame.y + 12 + 6 + 6 + 24)
        input.click(at: first)
        try input.sync()
        if !singleClick {
            #expect(!FileManager.default.fileExists(atPath: Self.marker), "one click only moves the cursor")
            input.click(at: first)
        }
        try input.sync()
        #expect(started(atLeast: 1) == ["viewer"])
        input.tap(.escape)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 252 && result.stdout.isEmpty, "\(result.stderr)")
    }

    /// `--monitor`, in curtain alone: a `.desktop` file added to the folder while the dialog is up joins the icons
    /// (after the others, by its file name), so End and Return start it.
    @Test func monitorShowsAFileAddedWhileTheDialogIsUp() throws {
        try? FileManager.default.removeItem(atPath: Self.marker)
        let added = Self.apps + "/d-added.desktop"
        defer { try? FileManager.default.removeItem(atPath: added) }
        let run = try CurtainProcess(["yad"] + Self.icons + ["--monitor"], on: weston, environment: ["GDK_BACKEND": "wayland"])
        _ = try run.waitForWindow(input)
        try "[Desktop Entry]\nName=Added\nExec=\(Self.exec("added"))\n".write(toFile: added, atomically: false, encoding: .utf8)
        // The dialog reads the folder again in its event loop, then waits for the next event.
        let pid = run.process.processIdentifier
        #expect(waitUntil(timeout: .seconds(10)) { (try? ProcessThreads.isWaitingForEvents(pid)) ?? false })
        for key in [EvdevKey.end, .enter, .escape] {
            input.tap(key)
            try input.sync()
        }
        #expect(started(atLeast: 1) == ["added"])
        let result = try run.finish()
        #expect(result.status == 252, "\(result.stderr)")
    }
}

extension ZenityCase {
    /// How many programs the case's keys start at least: one for each Return or Space after an arrow (any in the compact
    /// list, whose cursor starts on the first item), as its name says.
    fileprivate var launches: Int {
        let isList = arguments.contains("--compact")
        let activating: [EvdevKey] = [.enter, .space]
        let keys = steps.compactMap { step -> EvdevKey? in
            if case .key(let key, let held) = step, held.isEmpty { key } else { nil }
        }
        guard let firstMove = isList ? keys.startIndex : keys.firstIndex(where: { [.right, .down, .end].contains($0) })
        else { return 0 }
        return keys[firstMove...].filter { activating.contains($0) }.count
    }
}
