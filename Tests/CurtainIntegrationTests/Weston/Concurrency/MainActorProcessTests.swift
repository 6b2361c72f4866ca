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
        // No transition: the alert is at rest from the frame that maps it, so "idle" starts at a moment weston
        // can show, not when a bounce that a loaded machine may still be playing ends.
        let run = try CurtainProcess(
            ["alert", "--title", "idle", "--message", "waiting", "--transition", "none"], on: fixture.weston)
        defer { run.stop() }
        _ = try run.waitUntilPresented(fixture.input)
        // Two repaints after the popup mapped: the frame callbacks and buffer releases of its first frames are
        // sent and read.
        try fixture.input.sync()
        try fixture.input.sync()
        let pid = run.process.processIdentifier
        // Then what weston sent is in curtain's socket; a loaded machine may not have run curtain to read it yet.
        // Once no thread of it is runnable, it has handled all of it.
        #expect(try waitUntil(timeout: .seconds(60)) { try ProcessThreads.isAsleep(pid) }, "curtain never went to sleep")
        let before = try ProcessThreads.wakeUps(of: pid)
        // A blocked loop should not run at all: wait a second and count the times any of its threads woke.
        try await Task.sleep(for: .seconds(1))
        let after = try ProcessThreads.wakeUps(of: pid)
        let (wakeUps, woken) = ProcessThreads.wakeUps(from: before, to: after)
        // Counted, not timed: a busy machine makes each wake-up slower (CPU ticks measured that) but not more
        // frequent. 2 allows for a stray repaint; a loop that polled would wake every few milliseconds.
        #expect(wakeUps <= 2, "curtain's threads woke \(wakeUps) times in an idle second: \(woken)")
        print("idle curtain: \(wakeUps) wake-ups in a second: \(woken)")
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
        try process.runTiedToTestProcess()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "the file compiled: \(output)")
        #expect(
            output.contains("main actor-isolated property 'title' can not be mutated from a nonisolated context"),
            "\(output)")
    }

    /// The C header paths of the libraries the layers import, from pkg-config.
    static func includeFlags() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", "pangocairo", "atk", "wayland-client", "xkbcommon"]
        let output = Pipe()
        process.standardOutput = output
        try process.runTiedToTestProcess()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
