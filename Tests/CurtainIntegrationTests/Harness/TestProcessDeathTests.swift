import CurtainTestSupport
import Foundation
import Testing

/// What a killed test run leaves behind: nothing. A child copy of this test binary starts every compositor family
/// and an accessibility bus with its launcher, the way suites do, and is then SIGKILLed, as a crashed or timed-out
/// run would be. Every process it started, directly or through another, must go.
///
/// The harnesses start their processes with `Process.runTiedToTestProcess` (setpriv's `--pdeathsig`), and what those
/// start in turn (weston's shell client, the launcher the bus activates and its bus) must end when they do.
@Suite(.integrationTimeLimit, .blocking)
struct TestProcessDeathTests {
    /// A process as `/proc` shows it; its start time tells it from a later process that reused the pid.
    struct Member: Hashable, CustomStringConvertible {
        var pid: Int32
        var startTime: UInt64
        var command: String
        var description: String { "\(pid) \(command)" }
    }

    /// `pid`'s start time and name, from `/proc/PID/stat`; nil once it has gone or is a zombie.
    static func status(of pid: Int32) -> (startTime: UInt64, command: String)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the name: state, ppid, then 17 more fields before starttime (field 22 of the whole line).
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, fields[0] != "Z", let start = UInt64(fields[19]) else { return nil }
        return (start, String(stat[stat.index(after: open)..<close]))
    }

    /// Every live process whose environment holds `entry` (`NAME=value`). Children inherit it whether they stay
    /// below their parent or are handed to init: a private bus double-forks the services it activates.
    static func processes(inheriting entry: String) -> Set<Member> {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
        return Set(
            pids.compactMap { pid in
                guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                    environment.split(separator: 0).contains(where: { $0.elementsEqual(entry.utf8) }),
                    let status = status(of: pid)
                else { return nil }
                return Member(pid: pid, startTime: status.startTime, command: status.command)
            })
    }

    static func isAlive(_ member: Member) -> Bool {
        status(of: member.pid)?.startTime == member.startTime
    }

    @Test("a SIGKILLed test process takes every compositor, bus and helper it started with it")
    func killedTestProcessLeavesNothingRunning() throws {
        let output = NSTemporaryDirectory() + "curtain-death-\(UUID().uuidString).out"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = ["--testing-library", "swift-testing", "--filter", "TestProcessDeathWorker"]
        var environment = ProcessInfo.processInfo.environment
        let mark = UUID().uuidString
        environment[TestProcessDeathWorker.variable] = mark
        child.environment = environment
        child.standardInput = Pipe()  // held open: the worker waits on it
        child.standardOutput = FileHandle(forWritingAtPath: output)
        child.standardError = FileHandle.nullDevice
        try child.runTiedToTestProcess()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

        func printed() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        // A hang guard for four compositors starting on a loaded machine, not a measure of their speed.
        let ready = waitUntil(timeout: .seconds(180), interval: .milliseconds(20)) {
            printed().contains(TestProcessDeathWorker.ready) || !child.isRunning
        }
        try #require(ready && child.isRunning, "the worker did not start everything:\n\(printed().suffix(3000))")

        let started = Self.processes(inheriting: "\(TestProcessDeathWorker.variable)=\(mark)")
            .filter { $0.pid != child.processIdentifier }
        let commands = Set(started.map(\.command))
        for expected in ["weston", "sway", "mutter", "kwin_wayland", "dbus-daemon", "at-spi-bus-laun"] {
            #expect(commands.contains(expected), "the worker started no \(expected): \(commands.sorted())")
        }

        kill(child.processIdentifier, SIGKILL)
        // Each goes when the kernel delivers its death signal, or when what it served has gone; the deadline is a
        // hang guard, and what is left after it is the failure.
        waitUntil(timeout: .seconds(60), interval: .milliseconds(20)) { !started.contains(where: Self.isAlive) }
        let left = started.filter(Self.isAlive)
        #expect(left.isEmpty, "still running after the test process died: \(left.map(\.description).sorted())")
        for member in left { kill(member.pid, SIGKILL) }
    }
}

/// The variable through which ``TestProcessDeathTests`` enables its child ``TestProcessDeathWorker``.
private let deathWorkerVariable = "CURTAIN_TEST_PROCESS_DEATH_WORKER"

/// The child side of ``TestProcessDeathTests``: starts everything, says so, and waits to be killed.
@Suite(
    "TestProcessDeathWorker",
    .enabled(
        if: ProcessInfo.processInfo.environment[deathWorkerVariable] != nil,
        "runs only as the child process of TestProcessDeathTests"), .integrationTimeLimit, .blocking)
struct TestProcessDeathWorker {
    static let variable = deathWorkerVariable
    static let ready = "EVERYTHING-STARTED"

    @Test func startEverythingAndWait() throws {
        let compositors: [any CompositorHarness] = [
            try WestonHarness(), try SwayHarness(), try MutterHarness(), try KWinHarness(),
        ]
        let accessibility = try AccessibilityBus()
        try accessibility.setEnabled(true)  // activates at-spi-bus-launcher, which starts a bus of its own
        FileHandle.standardOutput.write(Data((Self.ready + "\n").utf8))
        // Until the parent kills this process; its end of stdin closing (the parent died) ends the wait as well.
        var byte: UInt8 = 0
        _ = read(0, &byte, 1)
        withExtendedLifetime((compositors, accessibility)) {}
    }
}
