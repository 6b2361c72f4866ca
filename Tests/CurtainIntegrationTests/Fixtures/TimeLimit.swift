import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of each test in an integration suite: far above what any test needs (seconds, or a
    /// minute for the soak), so that a hang fails that test in minutes instead of holding the run until CI
    /// gives up. Every top-level suite in this target carries it; nested suites inherit it.
    static var integrationTimeLimit: Self { .timeLimit(.minutes(5)) }
}
