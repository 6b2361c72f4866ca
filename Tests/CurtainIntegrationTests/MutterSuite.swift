import CurtainTestSupport
import Testing

/// Starts one ``MutterHarness`` for a whole suite (mutter takes about a second to start) and stops it after the
/// suite's last test. Tests reach it through ``MutterSuite/harness``:
/// ```swift
/// @Suite(.serialized, MutterSuite()) struct OnMutter {
///     @Test func something() throws { let mutter = try MutterSuite.harness() ... }
/// }
/// ```
/// The suite must be `.serialized`: the harness, its input session and the windows on it are shared.
struct MutterSuite: SuiteTrait, TestScoping {
    /// Carries the harness across the task-local boundary; only the serialized suite's tests touch it.
    final class Box: @unchecked Sendable {
        let harness: Result<MutterHarness, any Error>
        init(_ harness: Result<MutterHarness, any Error>) { self.harness = harness }
    }

    @TaskLocal static var current: Box?

    /// The suite's mutter; throws its start failure (naming the missing package), so every test fails with it.
    static func harness() throws -> MutterHarness {
        guard let box = current else { throw MutterHarnessError.startFailed(reason: "not inside a MutterSuite", log: "") }
        return try box.harness.get()
    }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let box = Box(Result { try MutterHarness() })
        defer { try? box.harness.get().stop() }
        try await Self.$current.withValue(box, operation: function)
    }
}
