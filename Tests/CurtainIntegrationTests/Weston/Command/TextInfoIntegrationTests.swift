import CurtainTestSupport
import Foundation
import Testing

/// `--text-info` through weston with real keys, run by zenity 3.44 and by curtain, whose stdout and exit
/// status must be the same byte for byte; then curtain alone for what zenity cannot be compared on.
@Suite("zenity --text-info: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct TextInfoIntegrationTests: CommandSuite {
    typealias Case = ZenityCase

    static let okKey: [EvdevKey] = [.enter, .leftControl]
    static let twoLines = "hello\nworld\n"

    static let cases: [Case] = [
        Case(
            name: "read-only: Ctrl+Return is OK and prints nothing", row: "--text-info", arguments: ["--text-info"],
            standardInput: twoLines,
            steps: .chords([okKey])),
        Case(
            name: "read-only: Return does nothing, Escape cancels", row: "--text-info", arguments: ["--text-info"],
            standardInput: twoLines,
            steps: .chords([[.enter], [.escape]]), witness: .return),
        Case(
            name: "editable: typing lands at the end, OK prints the text as is", row: "--text-info --editable",
            arguments: ["--text-info", "--editable"],
            standardInput: twoLines, steps: .chords([[.x], okKey])),
        Case(
            name: "editable: no newline is added", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "hello\nworld",
            steps: .chords([okKey])),
        Case(
            name: "editable: Return breaks the line", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "ab",
            steps: .chords([[.enter], okKey]), witness: .return),
        Case(
            name: "editable: arrows and Backspace", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "ab\ncd\n",
            steps: .chords([[.up], [.backspace], [.home, .leftControl], [.delete], okKey]), witness: .moving),
        Case(
            name: "editable: Tab inserts a tab", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "ab",
            steps: .chords([[.tab], okKey]), witness: .tab),
        Case(
            name: "read-only: Tab to Cancel, then Return is OK (GTK's default button)", row: "--text-info",
            arguments: ["--text-info"],
            standardInput: twoLines, steps: .chords([[.tab], [.enter]]), witness: .tab),
        Case(
            name: "read-only: Tab Tab Space on OK", row: "--text-info", arguments: ["--text-info"], standardInput: twoLines,
            steps: .chords([[.tab], [.tab], [.space]])),
        Case(
            name: "read-only: Tab then Space on Cancel", row: "--text-info", arguments: ["--text-info"], standardInput: twoLines,
            steps: .chords([[.tab], [.space]])),
        Case(
            name: "editable: Escape prints nothing", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "hello\n",
            steps: .chords([[.x], [.escape]])),
        Case(
            name: "editable: empty stdin", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "", steps: .chords([[.x], okKey])),
        Case(
            name: "editable: a missing file shows nothing and OK still exits 0", row: "--text-info --editable",
            arguments: ["--text-info", "--editable", "--filename", "/nonexistent/file"], steps: .chords([[.x], okKey])),
        Case(
            name: "check box: OK stays disabled until it is checked", row: "--text-info",
            arguments: ["--text-info", "--checkbox", "I agree"],
            standardInput: "terms\n", steps: .chords([okKey, [.escape]])),
        Case(
            name: "check box: Tab, Space, then OK", row: "--text-info", arguments: ["--text-info", "--checkbox", "I agree"],
            standardInput: "terms\n", steps: .chords([[.tab], [.space], okKey])),
        Case(
            name: "labels and title", row: "--text-info",
            arguments: [
                "--text-info", "--ok-label", "Accept", "--cancel-label", "Decline",
                "--title", "Terms", "--width", "500", "--height", "300",
            ],
            standardInput: "x", steps: .chords([[.escape]])),
        Case(
            name: "read-only: Escape at once", row: "--text-info", arguments: ["--text-info"], standardInput: twoLines,
            steps: .chords([[.escape]]), witness: .escape),
        Case(
            name: "read-only: Space does nothing; Escape", row: "--text-info", arguments: ["--text-info"],
            standardInput: twoLines, steps: .chords([[.space], [.escape]]), witness: .space),
        Case(
            name: "read-only: Shift+Tab, Return, Escape", row: "--text-info", arguments: ["--text-info"], standardInput: twoLines,
            steps: .chords([[.tab, .leftShift], [.enter], [.escape]]), witness: .backTab),
        Case(
            name: "read-only: Down, Ctrl+Return", row: "--text-info", arguments: ["--text-info"], standardInput: twoLines,
            steps: .chords([[.down], okKey]), witness: .moving),
        Case(
            name: "editable: Shift+Tab, Ctrl+Return", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "ab", steps: .chords([[.tab, .leftShift], okKey]), witness: .backTab),
        Case(
            name: "editable: Shift+Tab, Tab, Return, Escape", row: "--text-info --editable",
            arguments: ["--text-info", "--editable"], standardInput: "ab",
            steps: .chords([[.tab, .leftShift], [.tab], [.enter], [.escape]]), witness: .backTab),
        Case(
            name: "editable: Escape at once", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: twoLines, steps: .chords([[.escape]]), witness: .escape),
        Case(
            name: "editable: Space types a space", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "ab", steps: .chords([[.space], okKey]), witness: .space),
        Case(
            name: "editable: Shift+Tab, Return, Escape", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
            standardInput: "ab", steps: .chords([[.tab, .leftShift], [.enter], [.escape]]), witness: .backTab),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    private func run(_ testCase: Case, zenity: Bool, standardInput: FileHandle? = nil) throws -> CurtainProcess.Result {
        try fixture.run(
            testCase.arguments, zenity: zenity, input: testCase.standardInput,
            standardInput: standardInput, steps: testCase.steps)
    }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expect(testCase)
    }

    @Test("bytes that are not UTF-8 end the text there, with a warning, as in zenity")
    func invalidUTF8EndsTheText() throws {
        let path = NSTemporaryDirectory() + "curtain-latin1-\(UUID().uuidString).txt"
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A, 0x78, 0x0A]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for zenity in [true, false] {
            let fromFile = try run(
                Case(
                    name: "file", row: "--text-info --editable", arguments: ["--text-info", "--editable", "--filename", path],
                    steps: .chords([Self.okKey])), zenity: zenity)
            let fromStdin = try run(
                Case(
                    name: "stdin", row: "--text-info --editable", arguments: ["--text-info", "--editable"],
                    steps: .chords([Self.okKey])),
                zenity: zenity, standardInput: FileHandle(forReadingAtPath: path))
            for result in [fromFile, fromStdin] {
                #expect(result.stdout == "caf" && result.status == 0, "zenity: \(zenity)")
                #expect(!result.stderr.isEmpty, "zenity: \(zenity): no warning")
            }
        }
    }

    @Test("--auto-scroll follows stdin while it streams, and the caret stays at the end")
    func autoScrollFollowsAStream() throws {
        let pipe = Pipe()
        let head = (1...5).map { "line \($0)\n" }.joined()
        pipe.fileHandleForWriting.write(Data(head.utf8))
        let run = try CurtainProcess(
            ["--text-info", "--editable", "--auto-scroll"], on: weston,
            standardInput: pipe.fileHandleForReading)
        let window = try run.waitForWindow(input)
        input.parkPointer(on: weston)
        try input.sync()
        // The first line's band inside the text, as it shows before the rest arrives.
        let band = PixelRect(x: window.frame.x + 60, y: window.frame.y + 20, width: 120, height: 14)
        let before = try weston.screenshot {
            $0.boundingBox(notMatching: RGBA(argb: 0xFFFF_FFFF), tolerance: 40, in: band) != nil
        }
        let tail = (6...200).map { "line \($0)\n" }.joined()
        pipe.fileHandleForWriting.write(Data(tail.utf8))  // one write under PIPE_BUF: one read
        try pipe.fileHandleForWriting.close()
        let after = try weston.screenshot { shot in
            (0..<band.height).contains { y in
                (0..<band.width).contains { x in
                    shot.pixel(x: band.x + x, y: band.y + y) != before.pixel(x: band.x + x, y: band.y + y)
                }
            }
        }
        try after.writePNG(to: NSTemporaryDirectory() + "curtain-text-info-auto-scroll.png")
        input.tap(.x)
        input.tap(Self.okKey[0], holding: [.leftControl])
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == head + tail + "x", "\(result.stderr)")
    }

    // How fast it opens is scripts/bench's "--text-info, 10 MB file", beside zenity.
    @Test("a 10 MB file opens whole; Ctrl+End reaches its end")
    func tenMegabytesOpenWhole() throws {
        let path = NSTemporaryDirectory() + "curtain-10mb-\(UUID().uuidString).txt"
        let line = "The quick brown fox jumps over the lazy dog, again and again and again.\n"
        let text = String(repeating: line, count: 10_000_000 / line.utf8.count)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try CurtainProcess(["--text-info", "--editable", "--filename", path], on: weston)
        _ = try run.waitForWindow(input)
        try input.sync()
        input.tap(.end, holding: [.leftControl])
        input.tap(.x)
        input.tap(Self.okKey[0], holding: [.leftControl])
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout.utf8.count == text.utf8.count + 1 && result.stdout.hasSuffix("again.\nx"))
    }
}
