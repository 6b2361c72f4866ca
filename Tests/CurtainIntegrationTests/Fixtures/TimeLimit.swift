import CurtainTestSupport
import Testing

extension Trait where Self == HangGuardTrait {
    /// The hang guard of each test in an integration suite: far above what any test needs (seconds, or a
    /// minute for the soak), so that a hang fails that test in minutes instead of holding the run until CI
    /// gives up. It counts from when the test holds its slot (``TestPlacementTrait``), not the wait before it,
    /// which grows with the load. Every top-level suite in this target carries it; nested suites inherit it.
    static var integrationTimeLimit: Self { .hangGuard(minutes: 5) }
}
