import CurtainDBus
import CurtainTestSupport
import Foundation
import Testing

/// zenity's `--notification --text` against a real `dbus-daemon`: with mako, the notification server sway users run,
/// and with a stand-in where a test needs to read the call's every argument or have no server at all.
@Suite("--notification through org.freedesktop.Notifications", .blocking)
struct NotificationCommandTests {
    @Test("Notify carries the first line as summary and the rest as body; exit 0, nothing printed")
    func notify() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let server = try NotificationServerService(on: bus)
        defer { server.stop() }
        let run = try EndToEndTests().run(
            ["--notification", #"--text=Backup done\n42 files"#],
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
        let call = try #require(server.calls.first)
        #expect(call.count == 8)
        #expect(call[0] == .string("curtain"))
        #expect(call[3] == .string("Backup done"))
        #expect(call[4] == .string("42 files"))
        #expect(call[7] == .int32(-1))
    }

    @Test("no notification server on the bus: one line on stderr, exit 6")
    func noServer() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let run = try EndToEndTests().run(
            ["--notification", "--text=hi"], environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(run.status == 6)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("curtain: no notification server on the session bus"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
    }

    @Test("--listen with no notification server: a line per failed message, exit 6 at the end of stdin")
    func listenWithoutServer() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let run = try ExternalProgram(path: EndToEndTests.binary().path).run(
            ["--notification", "--listen"], input: "message: one\nmessage: two\n",
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(run.status == 6, "\(run)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("curtain: no notification server") }, "\(run.stderr)")
    }

    /// Runs busctl (systemd's D-Bus client) on `bus`; returns its exit status and standard output.
    func busctl(_ arguments: [String], on bus: PrivateBus) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/busctl")
        process.arguments = ["--user"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": bus.address]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runTiedToTestProcess()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("with mako, sway's real notification server: mako shows the notification, summary and body as sent")
    func mako() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let sway = try SwayHarness()
        defer { sway.stop() }
        let home = NSTemporaryDirectory() + "curtain-mako-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let mako = Process()
        mako.executableURL = URL(fileURLWithPath: "/usr/bin/mako")
        mako.environment = sway.clientEnvironment.merging(
            ["PATH": "/usr/bin:/bin", "HOME": home, "DBUS_SESSION_BUS_ADDRESS": bus.address]) { _, new in new }
        mako.standardOutput = FileHandle.nullDevice
        mako.standardError = FileHandle.nullDevice
        try mako.runTiedToTestProcess()
        defer { mako.kill() }
        let list = ["-j", "call", "org.freedesktop.Notifications", "/fr/emersion/Mako", "fr.emersion.Mako", "ListNotifications"]
        let serving = try waitUntil(timeout: .seconds(10)) { try busctl(list, on: bus).status == 0 }
        #expect(serving, "mako took org.freedesktop.Notifications on the bus")

        let run = try EndToEndTests().run(
            ["--notification", #"--text=Backup done\n42 files"#],
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run)")
        let shown = try busctl(list, on: bus).output
        #expect(shown.contains("\"Backup done\"") && shown.contains("\"42 files\"") && shown.contains("\"curtain\""), "\(shown)")

        // --listen: each message: line is one notification, with the icon: before it; a bad line is one warning.
        let listen = try ExternalProgram(path: EndToEndTests.binary().path).run(
            ["--notification", "--listen"],
            input: "icon: drive-harddisk\nmessage: Copying\\nhalf way\nbogus: x\nvisible: false\ntooltip: Copied\n",
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(listen.status == 0 && listen.stdout.isEmpty, "\(listen)")
        #expect(listen.stderr == "curtain: unknown command 'bogus'\n", "\(listen.stderr)")
        let listened = try busctl(list, on: bus).output
        #expect(
            listened.contains("\"Copying\"") && listened.contains("\"half way\"") && listened.contains("\"Copied\""),
            "\(listened)")
        #expect(listened.contains("\"drive-harddisk\""), "the icon: line's icon: \(listened)")
        #expect(mako.isRunning && sway.isRunning, "\(sway.log)")
    }
}
