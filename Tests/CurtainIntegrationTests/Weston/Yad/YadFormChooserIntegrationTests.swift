import CurtainDBus
import CurtainDesktop
import CurtainTestSupport
import Foundation
import Testing

/// The chooser a yad form's `FL` and `DIR` buttons open, driven by keys on weston. yad's is GTK's own dialog, so these
/// run curtain alone: the file chooser is the desktop's, through a stand-in for the FileChooser portal on a bus of the
/// test's own (``PortalFileChooserService``), which answers with a path the test names and records what it was asked.
@Suite("yad --form: the file chooser its buttons open", .serialized, .integrationTimeLimit, .blocking)
struct YadFormChooserIntegrationTests: CommandSuite {
    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    /// Waits until `run`'s dialog is back in its event loop's wait, so that the next key finds it ready: the
    /// fixture's own wait (no steps), which fails when the dialog never goes idle.
    func settle(_ run: CurtainProcess) throws {
        try fixture.take([], popupsOf: run, dialog: run.process.processIdentifier)
    }

    /// Space on a file button asks the portal to open a file, starting in the folder of the value, and the path
    /// it answers becomes the field's; a folder button asks for a folder. The answer travels through a pipe the
    /// form watches: the test waits until the form has closed that pipe, its answer taken, before Ctrl+Return.
    @Test(arguments: [("FL", "/etc/hostname", false), ("DIR", "/etc", true)])
    func aPathButtonTakesThePortalsAnswer(_ type: String, _ value: String, _ isFolder: Bool) throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let portal = try PortalFileChooserService(on: bus, answer: .chosen(["file:///srv/chosen%20one"]))
        defer { portal.stop() }
        let run = try CurtainProcess(
            ["yad", "--form", "--field=Pick:\(type)", "--field=Name", value, "Ann"], on: weston,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "NO_AT_BRIDGE": "1"])
        let pid = run.process.processIdentifier
        _ = try run.waitForWindow(input)
        try settle(run)
        let pipes = try Self.pipeCount(pid)
        input.tap(.space)
        try input.sync()
        #expect(waitUntil(timeout: .seconds(10)) { portal.calls.count == 1 })
        #expect(waitUntil(timeout: .seconds(10)) { (try? Self.pipeCount(pid)) == pipes }, "the form took the answer")
        try settle(run)
        input.tap(.enter, holding: [.leftControl])
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "/srv/chosen one|Ann|\n", "\(result.stderr)")
        let call = try #require(portal.calls.first)
        #expect(call.method == "OpenFile" && call.title == "Pick")
        #expect(call.options["directory"] == .bool(isFolder))
        #expect(call.options["current_folder"] != nil, "starts at the value's folder: \(call.options)")
    }

    /// How many pipes `pid` holds open: one more while a chooser's answer is awaited.
    static func pipeCount(_ pid: Int32) throws -> Int {
        let directory = "/proc/\(pid)/fd"
        return try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            ((try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/" + $0)) ?? "").hasPrefix("pipe:")
        }.count
    }
}
