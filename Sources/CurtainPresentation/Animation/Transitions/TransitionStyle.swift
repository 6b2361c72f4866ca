/// The built-in transitions by name, for command lines, the gallery and settings.
///
/// ```swift
/// TransitionStyle(rawValue: "slide")?.makeTransition()   // a SlideTransition
/// ```
public enum TransitionStyle: String, Sendable, Hashable, CaseIterable {
    /// ``BounceTransition``, seed 000.
    case bounce
    /// ``SlideTransition``, seed 002.
    case slide
    /// ``ZoomTransition``, seed 004.
    case zoom
    /// ``FadeTransition``, for reduced motion.
    case fade
    /// ``NoTransition``.
    case none

    /// A new transition of this style with its default dim and timings.
    ///
    /// ``NoTransition`` gets seed 004's alert dim so that it differs from the others only in
    /// motion.
    @MainActor public func makeTransition() -> TransitioningDelegate {
        switch self {
        case .bounce: BounceTransition()
        case .slide: SlideTransition()
        case .zoom: ZoomTransition()
        case .fade: FadeTransition()
        case .none: NoTransition(dimmingLayer: .alert)
        }
    }

    /// The transition's type name, for titles: "SlideTransition".
    public var typeName: String {
        switch self {
        case .bounce: "BounceTransition"
        case .slide: "SlideTransition"
        case .zoom: "ZoomTransition"
        case .fade: "FadeTransition"
        case .none: "NoTransition"
        }
    }
}
