import CurtainTestSupport
import Foundation
import Testing

/// The built `curtain` binary end to end against the harness's weston, with real keys: what a
/// shell script sees on stdout and in `$?`.
@Suite("curtain alert and zenity mode on weston", .serialized, .integrationTimeLimit, .blocking)
struct CurtainCommandIntegrationTests: CommandSuite {
    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    /// Starts `curtain arguments…`, waits until its alert is presented, then sends `keys`.
    private func answer(_ arguments: [String], keys: [EvdevKey] = [], holding: [EvdevKey] = [], executable: String? = nil)
        throws -> CurtainProcess.Result
    {
        try CurtainProcess(arguments, executable: executable, on: weston).answer(keys, holding: holding, through: input)
    }

    @Test func returnChoosesThePreferredActionAndPrintsItsLabel() throws {
        let result = try answer(
            ["alert", "--title", "Save?", "--button", "Cancel:cancel", "--button", "Save", "--transition", "none"],
            keys: [.enter])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save\n")
    }

    @Test func escapeCancels() throws {
        let result = try answer(
            ["alert", "--message", "Really?", "--button", "Cancel:cancel", "--button", "OK", "--transition", "none"],
            keys: [.escape])
        #expect(result.status == 1)
        #expect(result.stdout == "Cancel\n")
    }

    @Test func escapeWithoutACancelButtonStillEndsTheDialog() throws {
        let result = try answer(["alert", "--message", "Only OK", "--transition", "none"], keys: [.escape])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func tabMovesFocusAndReturnActivatesTheFocusedButton() throws {
        let result = try answer(
            ["alert", "--message", "Pick", "--button", "One", "--button", "Two", "--transition", "none"],
            keys: [.tab, .enter])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Two\n")
    }

    @Test func typedTextFollowsTheLabelOnTheSecondLine() throws {
        let h = EvdevKey(rawValue: 35), i = EvdevKey(rawValue: 23)
        let result = try answer(
            ["alert", "--title", "Name", "--entry", "--placeholder", "Your name", "--button", "OK", "--transition", "none"],
            keys: [h, i, .enter])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\nhi\n")
    }

    @Test func jsonPrintsOneObject() throws {
        let result = try answer(
            ["alert", "--message", "m", "--button", "Yes", "--json", "--transition", "fade"], keys: [.enter])
        #expect(result.status == 0)
        #expect(
            result.stdout == "{\"action\": \"Yes\", \"index\": 0, \"text\": null, \"reason\": \"action\"}\n"
                || result.stdout.contains("\"action\":\"Yes\""), "\(result.stdout)")
    }

    @Test func timeoutExitsFive() throws {
        let run = try CurtainProcess(["alert", "--message", "wait", "--timeout", "0.5"], on: weston)
        _ = try run.waitForWindow(input)
        let result = try run.finish()
        #expect(result.status == 5)
        #expect(result.stdout.isEmpty)
    }

    @Test func zenityQuestionYesExitsZero() throws {
        let result = try answer(["--question", "--text", "Proceed?"], keys: [.enter])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func zenityExtraButtonPrintsItsLabelAndExitsOne() throws {
        // Three buttons stack in a column in zenity's order: Later, No, Yes; Yes has focus from the start, so Up
        // twice reaches Later.
        let result = try answer(["--question", "--text", "Now?", "--extra-button", "Later"], keys: [.up, .up, .enter])
        #expect(result.status == 1)
        #expect(result.stdout == "Later\n")
    }

    @Test func zenityEntryPrintsTheText() throws {
        let result = try answer(["--entry", "--text", "Name", "--entry-text", "ann"], keys: [.enter])
        #expect(result.status == 0)
        #expect(result.stdout == "ann\n")
    }

    @Test func startedAsZenityThroughASymlinkItRunsZenitysEntry() throws {
        let directory = NSTemporaryDirectory() + "curtain-zenity-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let zenity = directory + "/zenity"
        try FileManager.default.createSymbolicLink(atPath: zenity, withDestinationPath: try CurtainProcess.executable("curtain"))
        let result = try answer(["--entry", "--text", "Name", "--entry-text", "ann"], keys: [.enter], executable: zenity)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "ann\n")
    }

    @Test func theWindowIsTitledAndIdentified() throws {
        let run = try CurtainProcess(["alert", "--title", "Titled", "--timeout", "600"], on: weston)
        let window = try run.waitForWindow(input)
        #expect(window.title == "Titled")
        #expect(window.appID == "org.curtain.Curtain")
        run.stop()
        _ = try run.finish()
    }

    /// The window is the dialog (issue 24): no popup, and the answer to the window's one configure maps it with the
    /// card already in its tree, so the dialog shows after one round trip.
    @Test func theAlertMapsWithItsWindowAfterOneConfigure() throws {
        let run = try CurtainProcess(
            ["alert", "--message", "One round trip", "--transition", "none"], on: weston,
            environment: ["WAYLAND_DEBUG": "client"])
        let result = try run.answer([.escape], through: input)
        let log = result.stderr.split(separator: "\n").map(String.init)
        #expect(!log.contains { $0.contains(".get_popup(") }, "no xdg_popup")
        // -> xdg_wm_base@5.get_xdg_surface(new id xdg_surface@12, wl_surface@11)
        let xdgSurfaceLine = try #require(log.first { $0.contains(".get_xdg_surface(new id ") })
        let roleObjects = Self.objects(in: xdgSurfaceLine)
        try #require(roleObjects.count == 2, "\(xdgSurfaceLine)")
        let (xdgSurface, windowSurface) = (roleObjects[0], roleObjects[1])
        let firstAttach = try #require(log.firstIndex { $0.contains("-> \(windowSurface).attach(") })
        let configures = log[..<firstAttach].filter { !$0.contains("->") && $0.contains("\(xdgSurface).configure(") }
        #expect(configures.count == 1, "the window's first buffer answers its first configure: \(configures)")
        // -> wl_subcompositor@6.get_subsurface(new id wl_subsurface@19, wl_surface@18, wl_surface@11)
        let dimLine = try #require(
            log.first { $0.contains(".get_subsurface(") && $0.hasSuffix("\(windowSurface))") }, "a subsurface of the window")
        let subsurfaceObjects = Self.objects(in: dimLine)
        try #require(subsurfaceObjects.count == 3, "\(dimLine)")
        let dimSurface = subsurfaceObjects[1]
        #expect(
            log[..<firstAttach].contains { $0.contains("-> \(dimSurface).commit()") },
            "the dim, and the card with it, were committed before the window's first buffer")
    }

    /// The objects a `WAYLAND_DEBUG` request line passes as arguments (`interface@id`), in order.
    private static func objects(in line: String) -> [String] {
        guard let open = line.firstIndex(of: "(") else { return [] }
        return line[open...].matches(of: /[a-z_0-9]+@[0-9]+/).map { String($0.output) }
    }

    @Test func lostConnectionExitsThreeWithOneLine() throws {
        let run = try CurtainProcess(["alert", "--message", "bye"], on: weston)
        _ = try run.waitForWindow(input)
        weston.stop()
        let result = try run.finish()
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("curtain: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
}
