/// Presented content that names its own transition for `TransitionStats` (an alert whose
/// delegate wraps the built-in transitions).
@MainActor package protocol TransitionStyleNaming: AnyObject {
    /// The style's name: `zoom`, `slide`, ….
    var transitionStyleName: String { get }
}
