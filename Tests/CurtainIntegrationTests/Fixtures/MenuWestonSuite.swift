import CurtainTestSupport
import Testing

/// One weston (desktop shell, 640×480) and one ``WindowFixture`` for a whole serialized suite of menu tests:
/// each test shows its own window and closes it.
@MainActor struct MenuWestonSuite: SuiteTrait, TestScoping {
    @TaskLocal static var current: SuiteShared<WindowFixture>?

    /// The suite's fixture; throws weston's start failure (naming the missing package).
    static func fixture() throws -> WindowFixture {
        guard let current else { throw WestonHarnessError.setupFailed(reason: "not inside a MenuWestonSuite") }
        return try current.get()
    }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let fixture = SuiteShared { try WindowFixture(.init(width: 640, height: 480)) }
        try await Self.$current.withValue(fixture, operation: function)
    }
}
