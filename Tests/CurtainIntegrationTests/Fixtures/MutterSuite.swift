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
    @TaskLocal static var current: SuiteShared<MutterHarness>?

    /// The suite's mutter; throws its start failure (naming the missing package), so every test fails with it.
    static func harness() throws -> MutterHarness {
        guard let current else { throw MutterHarnessError.startFailed(reason: "not inside a MutterSuite", log: "") }
        return try current.get()
    }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let mutter = SuiteShared { try MutterHarness() }
        defer { try? mutter.get().stop() }
        try await Self.$current.withValue(mutter, operation: function)
    }
}
