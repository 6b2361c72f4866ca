import CurtainTestSupport
import Foundation
import Testing
import Curtain

/// The clipboard with another real client on the same sway: wl-clipboard's `wl-copy` and `wl-paste` (through
/// sway's `zwlr_data_control_v1`), as a user copies between curtain and a terminal.
@Suite("Clipboard with wl-clipboard on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwayClipboardTests {
    /// Runs `program` with `arguments` on sway's socket, serving the application's loop until it exits (it may
    /// be reading what the application copied); returns its exit status and standard output.
    @MainActor func run(
        _ program: String, _ arguments: [String], on sway: SwayHarness, app: Application
    ) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + program)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"].merging(sway.clientEnvironment) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runTiedToTestProcess()
        #expect(try await app.wait { !process.isRunning }, "\(program) finished")
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test @MainActor func whatCurtainCopiesWlPastePrintsAndWhatWlCopyCopiesCurtainPastes() async throws {
        let sway = try SwayHarness()
        let app = try Application(displayName: sway.socketPath)
        let window = Window(
            application: app, title: "clipboard", appID: "org.curtain.tests", size: Size(width: 300, height: 100))
        let field = TextField()
        field.frame = Rect(x: 20, y: 30, width: 260, height: 40)
        window.contentView.addSubview(field)
        window.show()
        #expect(try await app.wait { window.hasKeyboardFocus }, "sway must focus a new window: \(sway.log)")
        field.becomeFocused()
        field.text = "héllo 你好"

        sway.tap(.a, holding: [.leftControl])
        sway.tap(.c, holding: [.leftControl])
        #expect(try await app.wait { app.clipboard()?.hasText == true }, "sway announces curtain's selection")
        let pasted = try await run("wl-paste", ["--no-newline"], on: sway, app: app)
        #expect(pasted.status == 0 && pasted.output == "héllo 你好", "wl-paste printed \(String(reflecting: pasted.output))")

        // wl-copy serves one paste and exits; curtain reads it while wl-copy waits.
        let copier = Process()
        copier.executableURL = URL(fileURLWithPath: "/usr/bin/wl-copy")
        copier.arguments = ["--paste-once", "from wl-copy ✓"]
        copier.environment = ["PATH": "/usr/bin:/bin"].merging(sway.clientEnvironment) { _, new in new }
        try copier.runTiedToTestProcess()
        defer { if copier.isRunning { copier.terminate() } }
        #expect(try await app.wait { app.clipboard()?.hasText == true && app.clipboard()?.ownsSelection == false })
        field.text = ""
        sway.tap(.v, holding: [.leftControl])
        #expect(try await app.wait { field.text == "from wl-copy ✓" }, "pasted \(String(reflecting: field.text))")
        #expect(try await app.wait { !copier.isRunning }, "wl-copy served its one paste")
        #expect(sway.isRunning, "\(sway.log)")
        window.close()
    }
}
