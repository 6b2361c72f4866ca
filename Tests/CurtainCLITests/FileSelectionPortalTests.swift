import CurtainDBus
import CurtainDesktop
import CurtainTestSupport
import Testing

/// `--file-selection` and `curtain file` against a real `dbus-daemon` of the test's own, with a stand-in for the
/// desktop's FileChooser portal: the call, the request object and its `Response` signal travel the bus as they
/// do on a desktop. Each test has its own bus, so no portal installed on the machine answers.
///
/// The real portal and its GTK dialog, driven by keys, are `FileChooserRealPortalTests`. The stand-in stays for
/// what the real one cannot give: every option of the call as the portal received it (the real one shows no
/// caller what it was asked), answers a test names (several files, percent-encoded names) without driving GTK's
/// dialog to them, and the faults: a portal that never answers and no portal or no bus at all.
@Suite("file selection through the FileChooser portal", .blocking)
struct FileSelectionPortalTests {
    private func run(_ arguments: [String], portal answer: PortalFileChooserService.Answer?)
        throws -> (run: EndToEndTests.Run, calls: [PortalFileChooserService.Call], closed: [String])
    {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let portal = try answer.map { try PortalFileChooserService(on: bus, answer: $0) }
        defer { portal?.stop() }
        let run = try EndToEndTests().run(arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        return (run, portal?.calls ?? [], portal?.closedRequests ?? [])
    }

    @Test("open: the chosen file's path, percent-decoded, then a newline; exit 0")
    func openOne() throws {
        let (run, calls, _) = try run(["--file-selection", "--title=Pick"], portal: .chosen(["file:///tmp/photos/a%20b.png"]))
        #expect(run.status == 0)
        #expect(run.stdout == "/tmp/photos/a b.png\n")
        #expect(run.stderr.isEmpty)
        let call = try #require(calls.first)
        #expect(call.method == "OpenFile")
        #expect(call.title == "Pick")
        #expect(call.options["multiple"] == .bool(false))
        #expect(call.options["directory"] == .bool(false))
    }

    @Test("--multiple: the paths joined by |, or by --separator with escapes expanded")
    func multiple() throws {
        let uris = ["file:///tmp/a.txt", "file:///tmp/b.txt", "file:///tmp/c.txt"]
        let (run, calls, _) = try run(["--file-selection", "--multiple"], portal: .chosen(uris))
        #expect(run.status == 0)
        #expect(run.stdout == "/tmp/a.txt|/tmp/b.txt|/tmp/c.txt\n")
        #expect(calls.first?.options["multiple"] == .bool(true))
        let (lines, _, _) = try self.run(["--file-selection", "--multiple", #"--separator=\n"#], portal: .chosen(uris))
        #expect(lines.stdout == "/tmp/a.txt\n/tmp/b.txt\n/tmp/c.txt\n")
    }

    @Test("--directory asks for a folder and prints it; --filename starts in its folder; filters are offered")
    func directory() throws {
        let (run, calls, _) = try run(
            ["--file-selection", "--directory", "--filename=/srv/data/", "--file-filter=Images | *.png  *.jpg"],
            portal: .chosen(["file:///srv/data/photos"]))
        #expect(run.status == 0)
        #expect(run.stdout == "/srv/data/photos\n")
        let options = try #require(calls.first?.options)
        #expect(options["directory"] == .bool(true))
        #expect(options["current_folder"] == .array(elementSignature: "y", (Array("/srv/data/".utf8) + [0]).map { .byte($0) }))
        let images = DBusValue.structure([
            .string("Images"),
            .array(
                elementSignature: "(us)",
                [.structure([.uint32(0), .string("*.png")]), .structure([.uint32(0), .string("*.jpg")])]),
        ])
        #expect(options["filters"] == .array(elementSignature: "(sa(us))", [images]))
    }

    @Test("--save asks SaveFile with --filename's name and folder, and prints the chosen path")
    func save() throws {
        let (run, calls, _) = try run(
            ["--file-selection", "--save", "--confirm-overwrite", "--filename=/tmp/out/report.txt"],
            portal: .chosen(["file:///tmp/out/report-2.txt"]))
        #expect(run.status == 0)
        #expect(run.stdout == "/tmp/out/report-2.txt\n")
        let call = try #require(calls.first)
        #expect(call.method == "SaveFile")
        #expect(call.options["current_name"] == .string("report.txt"))
        #expect(call.options["current_folder"] == .array(elementSignature: "y", (Array("/tmp/out".utf8) + [0]).map { .byte($0) }))
    }

    @Test("Cancel (response 1) prints nothing and exits 1")
    func cancel() throws {
        let (run, calls, _) = try run(["--file-selection"], portal: .cancelled)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
        #expect(calls.count == 1)
    }

    @Test("--timeout closes the request, prints nothing and exits 5")
    func timeout() throws {
        // The stand-in never answers, a fault the real portal does not make on demand (FileChooserRealPortalTests
        // times out with GTK's dialog up, which the request's Close takes down).
        let (run, calls, closed) = try run(["--file-selection", "--timeout=1"], portal: .never)
        #expect(run.status == 5)
        #expect(run.stdout.isEmpty)
        #expect(calls.count == 1)
        #expect(closed.count == 1 && closed.first?.hasPrefix("/org/freedesktop/portal/desktop/request/") == true)
    }

    @Test("no portal on the bus, or no bus: one line on stderr, nothing on stdout, exit 6")
    func noPortal() throws {
        // No stand-in at all: a bus where no portal is installed, which a bus activating the real one cannot be.
        let (run, _, _) = try run(["--file-selection"], portal: nil)
        #expect(run.status == 6)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("curtain: no file chooser portal on the session bus"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        let noBus = try EndToEndTests().run(["--file-selection"], environment: [:])
        #expect(noBus.status == 6)
        #expect(noBus.stdout.isEmpty)
        #expect(
            noBus.stderr == "curtain: no D-Bus session bus for the file chooser portal (DBUS_SESSION_BUS_ADDRESS is not set)\n")
    }

    @Test("curtain file: one path per line, or one JSON object with --json")
    func fileCommand() throws {
        let uris = ["file:///tmp/a.txt", "file:///tmp/%C3%A9t%C3%A9.txt"]
        let (lines, _, _) = try run(["file", "--multiple"], portal: .chosen(uris))
        #expect(lines.status == 0)
        #expect(lines.stdout == "/tmp/a.txt\n/tmp/été.txt\n")
        let (json, _, _) = try run(["file", "--multiple", "--json"], portal: .chosen(uris))
        #expect(
            json.stdout
                == #"{"paths": ["/tmp/a.txt", "/tmp/été.txt"], "uris": ["file:///tmp/a.txt", "file:///tmp/%C3%A9t%C3%A9.txt"], "reason": "chosen"}"#
                + "\n")
        let (cancelled, _, _) = try run(["file", "--json"], portal: .cancelled)
        #expect(cancelled.status == 1)
        #expect(cancelled.stdout == #"{"paths": [], "uris": [], "reason": "cancel"}"# + "\n")
    }
}
