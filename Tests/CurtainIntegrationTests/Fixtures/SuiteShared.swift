/// One value a suite-scoping trait makes for a whole `.serialized` suite (``MutterSuite``'s mutter,
/// ``MenuWestonSuite``'s fixture), carried across the task-local boundary with how making it ended, so that a
/// failed start fails every test with its reason (naming the missing package) instead of skipping them.
final class SuiteShared<Value>: @unchecked Sendable {
    private let made: Result<Value, any Error>

    /// Makes the value now, keeping the error if that throws.
    init(_ make: () throws -> Value) {
        made = Result { try make() }
    }

    /// The value, or the error making it threw.
    func get() throws -> Value { try made.get() }
}
