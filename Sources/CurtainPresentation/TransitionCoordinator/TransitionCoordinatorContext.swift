import CurtainRendering

/// What an alongside animation sees of the running transition: Curtain's
/// `UIViewControllerTransitionCoordinatorContext`.
///
/// The ``TransitionCoordinator`` passes itself as this context to the closures given to
/// ``TransitionCoordinator/animate(alongside:completion:)``. In the alongside closure, call
/// ``animate(_:from:to:)`` to add tracks that share the transition's duration and curve; in the
/// completion closure, read ``isCancelled`` to learn how the transition ended.
@MainActor public protocol TransitionCoordinatorContext: AnyObject {
    /// True when presenting, false when dismissing.
    var isPresenting: Bool { get }
    /// False when the transition runs with `animated: false`.
    var isAnimated: Bool { get }
    /// True once the transition has been cancelled or interrupted.
    var isCancelled: Bool { get }
    /// The transition's duration, as the animator reported it (shortened when the
    /// transition reverses an interrupted one).
    var transitionDuration: Duration { get }
    /// The curve alongside animations use: ease-in-out, `UIView`'s default.
    var completionCurve: TimingCurve { get }
    /// How far the transition has run, 0...1, by time.
    var percentComplete: Double { get }
    /// The size of the container the card is presented over.
    var containerSize: Size { get }
    /// The values drawn on the latest frame.
    var values: TransitionValues { get }

    /// Animates `property` to `to` over the transition's duration along its curve.
    ///
    /// - Parameters:
    ///   - property: The property, such as `\.dim`.
    ///   - from: The start value; nil starts from the current value.
    ///   - to: The end value.
    func animate(_ property: TransitionProperty, from: Double?, to: Double)
}

// MARK: - Default implementations

extension TransitionCoordinatorContext {
    /// Animates `property` from its current value to `to` over the transition's duration.
    public func animate(_ property: TransitionProperty, to: Double) {
        animate(property, from: nil, to: to)
    }
}
