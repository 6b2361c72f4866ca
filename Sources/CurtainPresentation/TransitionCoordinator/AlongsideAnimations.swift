/// The closures given to ``TransitionCoordinator/animate(alongside:completion:)`` for one transition.
///
/// An alongside animation added before the transition's tracks exist (typically from the presentation
/// controller's will-begin hook) waits until the coordinator starts them, so its tracks share the transition's
/// start; one added later runs at once. Completions wait for the transition's end.
struct AlongsideAnimations {
    typealias Closure = (TransitionCoordinatorContext) -> Void

    /// Whether the coordinator has run the waiting animations; later ones run as they come.
    private(set) var hasStarted = false
    /// The animations that wait for the start.
    private var waiting: [Closure] = []
    /// Run once each when the transition ends, after the presentation controller's did-end hook.
    private(set) var completions: [Closure] = []

    /// Keeps `animation` for the start, or returns it to be run now when the start is past.
    mutating func add(_ animation: @escaping Closure) -> Closure? {
        guard !hasStarted else { return animation }
        waiting.append(animation)
        return nil
    }

    /// Keeps `completion` for the transition's end.
    mutating func addCompletion(_ completion: @escaping Closure) {
        completions.append(completion)
    }

    /// Marks the start and hands over the waiting animations, to be run by the caller in order.
    mutating func start() -> [Closure] {
        hasStarted = true
        defer { waiting = [] }
        return waiting
    }
}
