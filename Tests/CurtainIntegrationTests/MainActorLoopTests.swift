import CurtainTestSupport
import Dispatch
import Foundation
import Glibc
import Testing
@testable import Wayland
import Curtain

/// Issue 18: the event loop is the main actor's executor. Main-actor tasks, `DispatchQueue.main` blocks and
/// `Task.sleep` in main-actor code run while a window is open, the loop wakes only when something is ready,
/// an idle `curtain` costs no CPU, and touching a window off the main actor does not compile.
@MainActor @Suite("The event loop runs the main actor", .timeLimit(.minutes(1)))
struct MainActorLoopTests {
    /// What the scheduled work saw, kept on the main actor.
    @MainActor final class Record {
        var ranTask = false
        var ranBlock = false
    }

    @Test func mainActorTaskAndMainQueueBlockRunWhileTheWindowIsOpen() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "tasks", appID: "org.curtain.tests",
            size: Size(width: 200, height: 100))
        _ = try await fixture.show(window)
        let record = Record()
        Task { @MainActor in record.ranTask = true }
        DispatchQueue.main.async { MainActor.assumeIsolated { record.ranBlock = true } }
        let iterationsBefore = fixture.app.eventLoop.iterations
        // Nothing else is scheduled: the wait suspends, the main queue runs both, and the loop wakes for
        // nothing but its own deadline timer, which must not be reached.
        #expect(try await fixture.run(timeout: .seconds(3)) { record.ranTask && record.ranBlock })
        #expect(
            fixture.app.eventLoop.iterations - iterationsBefore <= 3,
            "\(fixture.app.eventLoop.iterations - iterationsBefore) iterations for two main-actor jobs")
    }

    @Test func taskSleepResumesOnTheMainActorAndItsChangeReachesTheScreen() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "sleeper", appID: "org.curtain.tests",
            size: Size(width: 200, height: 100))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let frame = try await fixture.show(window)
        var isChanged = false
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(50))
            window.backgroundColor = Color(red: 0, green: 0, blue: 1)
            isChanged = true
        }
        #expect(try await fixture.run(timeout: .seconds(3)) { isChanged })
        let shot = try await fixture.screenshot(of: window)
        #expect(
            shot.boundingBox(of: RGBA(red: 0, green: 0, blue: 255)) == frame,
            "the task's change must be drawn and flushed to weston")
    }

    @Test func idleLoopWakesOnlyForItsDeadline() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "idle", appID: "org.curtain.tests",
            size: Size(width: 200, height: 100))
        _ = try await fixture.show(window)
        let before = fixture.app.eventLoop.iterations
        try await fixture.run(for: .milliseconds(500))
        let iterations = fixture.app.eventLoop.iterations - before
        // One iteration for the deadline timer, perhaps one for a late compositor event: no polling.
        #expect(iterations <= 3, "\(iterations) iterations in an idle half second")
    }

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
