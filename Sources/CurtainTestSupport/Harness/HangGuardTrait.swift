import Foundation
import Synchronization
import Testing

/// How long a test may run before it counts as hung: it then fails with an issue and is cancelled, as under Swift
/// Testing's `.timeLimit`, but the clock starts when the test starts to run, not when Swift Testing starts it.
///
/// Swift Testing's own time limit wraps the scoping traits (`Runner._runSingleTestCaseIteration` calls
/// `withTimeLimit` around `_applyScopingTraits`), so under ``TestPlacementTrait`` it counts the time a test waits
/// for its turn as well: with both cores busy, tests that waited six minutes behind the slow blocking suites
/// failed their two-minute limits before they ran a line (three loaded runs of 2026-12-02, 114 such issues in one).
/// A placed test (``TestPlacementTrait/blocking``, ``TestPlacementTrait/mainActorTurns``) therefore takes its
/// guard from this trait once it holds its slot; a test without placement is guarded from its start.
///
/// The guard is a hang guard, never a speed limit: minutes, where every test needs seconds.
///
/// ```swift
/// @Suite("curtain man", .blocking, .hangGuard(minutes: 2)) struct ManPageTests { … }
/// ```
public struct HangGuardTrait: SuiteTrait, TestTrait, TestScoping {
    /// How long a test may run.
    public let limit: Duration

    public var isRecursive: Bool { true }

    /// A placed test is guarded by its placement, after its wait for a slot; any other test case by this trait.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil || test.traits.contains(where: { $0 is TestPlacementTrait }) ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Self.guarding(test, limit: limit, performing: function)
    }

    /// The shortest guard among `test`'s traits (its own and its suites'), or `nil` for none.
    static func limit(of test: Test) -> Duration? {
        test.traits.compactMap { ($0 as? Self)?.limit }.min()
    }

    /// Runs `function`; if it is still running after `limit`, records an issue at the test, calls `onHang`, and
    /// cancels it. Returns when `function` does, as Swift Testing's time limit does: a test that ignores its
    /// cancellation keeps running, but the issue is recorded on time.
    static func guarding(
        _ test: Test, limit: Duration, onHang: @escaping @Sendable () -> Void = {},
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withoutActuallyEscaping(function) { function in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await function() }
                group.addTask {
                    // Throws when the test ends first and the group is cancelled.
                    try await Task.sleep(for: limit)
                    Issue.record(
                        "Hang guard: the test ran for more than \(limit) (its wait for a slot not counted)",
                        sourceLocation: test.sourceLocation)
                    // Where every thread waits and which children are left: the only trace a hang leaves in a CI log.
                    let threads = threadStates(of: getpid())
                    print("Hang guard of \(test.name): the test process's threads and children:\n\(threads)")
                    onHang()
                }
                defer { group.cancelAll() }
                try await group.next()
            }
        }
    }
}

extension Trait where Self == HangGuardTrait {
    /// Fails a test that runs longer than `minutes`, counting from when it holds its slot: see ``HangGuardTrait``.
    public static func hangGuard(minutes: Int) -> Self { HangGuardTrait(limit: .seconds(60 * minutes)) }
}

/// One line per thread of `pid` (name, state, kernel wait channel, system call number and first arguments as
/// `/proc/PID/task/TID/syscall` gives them), then one per child process (pid, name, state): where a hung test waits.
func threadStates(of pid: Int32) -> String {
    func read(_ path: String) -> String {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "?").trimmingCharacters(in: .whitespacesAndNewlines)
    }
    func state(_ stat: String) -> String {
        guard let end = stat.lastIndex(of: ")") else { return "?" }
        return String(stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).prefix(1))
    }
    let tasks = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).sorted()
    var lines = tasks.map { tid in
        let folder = "/proc/\(pid)/task/\(tid)"
        let call = read(folder + "/syscall").split(separator: " ").prefix(3).joined(separator: " ")
        return
            "  thread \(tid) \(read(folder + "/comm")) \(state(read(folder + "/stat"))) wchan=\(read(folder + "/wchan")) syscall=\(call)"
    }
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
        guard let child = Int32(entry) else { continue }
        let stat = read("/proc/\(entry)/stat")
        guard let end = stat.lastIndex(of: ")"),
            stat[stat.index(after: end)...].split(separator: " ").dropFirst().first.flatMap({ Int32($0) }) == pid
        else { continue }
        lines.append("  child \(child) \(read("/proc/\(entry)/comm")) \(state(stat)) wchan=\(read("/proc/\(entry)/wchan"))")
    }
    return lines.joined(separator: "\n")
}
