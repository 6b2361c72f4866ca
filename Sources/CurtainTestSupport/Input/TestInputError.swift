/// Why a `TestInput` or `TestClient` request failed.
public enum TestInputError: Error, CustomStringConvertible {
    /// The compositor does not offer a global the test needs: for `curtain_test_input`, weston was started
    /// without the project's module (use `WestonHarness`).
    case missingGlobal(String)
    /// A wait ran past its deadline.
    case timedOut(waitingFor: String, after: Duration)

    public var description: String {
        switch self {
        case .missingGlobal(let name):
            return "the compositor offers no \(name); is it the harness's weston with the curtain-test-input module?"
        case .timedOut(let what, let timeout):
            return "timed out after \(timeout) waiting for \(what)"
        }
    }
}
