import CurtainDBus
import CurtainTestSupport
import Testing

/// zenity's `--notification --text` against a real `dbus-daemon` with a stand-in notification server.
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
}
