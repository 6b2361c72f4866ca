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
