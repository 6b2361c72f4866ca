import Foundation
import CurtainTestSupport
import Testing

/// Runs the built `curtain` executable, as a script would.
@Suite("curtain binary end to end", .blocking)
struct EndToEndTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `curtain` next to the test bundle (`.build/<config>/`), built by `swift build`.
    static func binary() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("curtain") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw BinaryMissing(looked: candidates.map(\.path))
        }
        return found
    }

    struct BinaryMissing: Error, CustomStringConvertible {
        var looked: [String]
        var description: String { "the curtain executable was not found (run `swift build` first); looked in \(looked)" }
    }

    func run(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try executable ?? Self.binary()
        process.arguments = arguments
        process.environment = environment  // no WAYLAND_DISPLAY: nothing may reach a compositor
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.runTiedToTestProcess()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// ssh takes whatever askpass prints as the secret: `--help` as a prompt must print no help. With no display it
    /// is the dialog that fails (exit 3), as for any prompt.
    @Test("askpass prints nothing for a prompt that looks like an option", arguments: [["--help"], ["-x"], ["--", "-"], []])
    func askpassTakesNoOptions(_ prompt: [String]) throws {
        let result = try run(["askpass"] + prompt)
        #expect(result.status == 3 && result.stdout.isEmpty, "\(result.stdout) \(result.stderr)")
    }

    /// A password mode whose secret cannot be locked in RAM (run as `nobody` with `RLIMIT_MEMLOCK` 0: root's
    /// `CAP_IPC_LOCK` would lock anyway) says so once on stderr at its start, as GnuPG's pinentry does, and goes on:
    /// here to the missing display (exit 3). With memory it can lock, it says nothing of it.
    @Test func aPasswordModeWithoutLockableMemoryWarnsOnceAtItsStart() throws {
        let binary = try Self.binary()
        let unlockable = try run(
            ["--memlock=0:0", "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "--password"],
            executable: URL(fileURLWithPath: "/usr/bin/prlimit"))
        let lines = unlockable.stderr.split(separator: "\n")
        #expect(unlockable.status == 3, "\(unlockable.stderr)")
        #expect(lines.first == "curtain: Warning: using insecure memory!", "\(unlockable.stderr)")
        #expect(lines.filter { $0.contains("insecure memory") }.count == 1, "\(unlockable.stderr)")
        let lockable = try run(["--password"])
        #expect(lockable.status == 3 && !lockable.stderr.contains("insecure memory"), "\(lockable.stderr)")
    }

    @Test(
        "bad arguments exit 2 with exactly one stderr line and nothing on stdout",
        arguments: [
            ["alert", "--timeout", "abc"], ["alert", "--nope"], ["alert", "--button", "a\nb"], [], ["bogus"],
            ["--info", "--list"], ["--question", "--timeout", "x"], ["filmstrip", "--fps", "1000", "--out", "a.png"],
            ["alert", "--style"], ["alert", "--preferred", "Missing"],
        ])
    func usageErrors(_ arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("curtain: ") && result.stderr.hasSuffix("\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }

    @Test(
        "--help exits 0 with help on stdout",
        arguments: [["--help"], ["-h"], ["alert", "--help"], ["filmstrip", "-h"], ["--info", "--help"], ["help", "alert"]])
    func help(_ arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Usage: curtain"))
        #expect(result.stderr.isEmpty)
    }

    @Test("--version exits 0")
    func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0 && result.stdout.hasPrefix("curtain ") && result.stderr.isEmpty)
    }

    @Test(
        "a valid alert without a usable display exits 3 with one line",
        arguments: [["XDG_RUNTIME_DIR": "/nonexistent"], [:], ["WAYLAND_DISPLAY": "wayland-9"]])
    func noDisplay(environment: [String: String]) throws {
        // An empty environment has no XDG_RUNTIME_DIR at all, where libwayland would print a line of its own.
        let result = try run(["alert", "--title", "x"], environment: environment)
        #expect(result.status == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("curtain: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
}
