import CurtainTestSupport
import Foundation
import Glibc
import Testing

/// Issue 18, seen from outside the process: an idle `curtain` costs no CPU, because its loop sleeps until the
/// compositor or the main queue has something; and touching a window off the main actor does not compile.
///
/// Not on the main actor: both wait on another process (the command, the compiler) and must not hold up the
/// main-actor suites meanwhile.
@Suite("The main actor, seen from another process", .integrationTimeLimit, .blocking)
struct MainActorProcessTests {
    @Test func idleCurtainUsesNoCPUWhileItsAlertIsShown() async throws {
        let fixture = try CommandFixture()
        let run = try CurtainProcess(["alert", "--title", "idle", "--message", "waiting"], on: fixture.weston)
        defer { run.stop() }
        _ = try run.waitUntilPresented(fixture.input)
        let pid = run.process.processIdentifier
        let before = try Self.cpuTicks(of: pid)
        // A blocked loop should not run at all: wait a second and read the kernel's account of its CPU.
        try await Task.sleep(for: .seconds(1))
        let ticks = try Self.cpuTicks(of: pid) - before
        let hertz = sysconf(Int32(_SC_CLK_TCK))
        // 2 ticks (20 ms at 100 Hz) allows for a stray repaint; a loop that polled would take far more.
        #expect(ticks <= 2, "curtain used \(ticks) ticks of \(hertz) Hz CPU in an idle second")
    }

    @Test func touchingAWindowOffTheMainActorDoesNotCompile() throws {
        let root = CurtainProcess.packageRoot.path
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-isolation-\(getpid()).swift")
        try """
        import Curtain
        func retitle(_ window: Window) async {
            window.title = "from a background task"
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        var arguments = ["-typecheck", "-swift-version", "6", "-I", "\(root)/.build/debug/Modules"]
        let sources = try FileManager.default.contentsOfDirectory(atPath: "\(root)/Sources")
        let moduleMaps =
            sources.filter { $0.hasPrefix("C") }.map { "\(root)/Sources/\($0)/module.modulemap" }
            + sources.map { "\(root)/.build/debug/\($0).build/module.modulemap" }
        for map in moduleMaps where FileManager.default.fileExists(atPath: map) {
            arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
        }
        for flag in try Self.includeFlags() { arguments += ["-Xcc", flag] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments + [source.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "the file compiled: \(output)")
        #expect(
            output.contains("main actor-isolated property 'title' can not be mutated from a nonisolated context"),
            "\(output)")
    }

    /// The user plus system CPU ticks of a process, from `/proc/PID/stat`.
    static func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name, which is in parentheses and may hold spaces: utime is the 12th.
        let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
        return try #require(Int(fields[11])) + #require(Int(fields[12]))
    }

    /// The C header paths of the libraries the layers import, from pkg-config.
    static func includeFlags() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", "pangocairo", "atk", "wayland-client", "xkbcommon"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
