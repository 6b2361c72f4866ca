import CurtainViews

extension View {
    /// Animates the changes `animations` makes to views' frames, alpha and background colours, on the frame
    /// callbacks of their windows: UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The block runs at once; each property it changes goes back to its old value and then moves to the new
    /// one over `duration`, eased by `curve`, one step per frame the compositor asks for, on the same clock
    /// as presentations. Call `layoutIfNeeded()` inside the block to animate a layout change. A view in a
    /// presented card steps on the presentation's frame callbacks instead, and the card is drawn again for each
    /// frame. A view that is neither in a shown window nor in a card on screen takes its new values at once. Animating a property again takes it over from the
    /// animation under way, whose completion gets `false` once it has nothing left to animate.
    ///
    /// ```swift
    /// View.animate(withDuration: .milliseconds(250)) {
    ///     banner.alpha = 1
    ///     banner.frame.origin.y = 0
    /// } completion: { finished in
    ///     print("banner shown:", finished)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long the change takes.
    ///   - delay: How long to wait, from the first frame, before it starts.
    ///   - curve: The easing; ``TimingCurve/easeInOut`` by default, as UIKit's.
    ///   - animations: Changes views' frames, alpha or background colours.
    ///   - completion: Runs once, on the main actor, when the animation has ended: `true` when it ran to its
    ///     end, `false` when another animation took all of its properties over.
    public static func animate(
        withDuration duration: Duration, delay: Duration = .zero, curve: TimingCurve = .easeInOut,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        ViewAnimation.run(
            duration: TransitionClock.seconds(duration), delay: TransitionClock.seconds(delay), curve: curve,
            animations: animations,
            completion: completion)
    }
}
