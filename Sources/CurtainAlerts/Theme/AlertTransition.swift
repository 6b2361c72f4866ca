import CurtainPresentation

/// The transitioning delegate every ``AlertController`` starts with: the motion of the alert's
/// ``AlertController/effectiveTransitionStyle`` and an ``AlertPresentationController`` that places
/// the card with the alert's own layout.
///
/// It follows the alert's style at the moment each transition begins, so turning on reduced
/// motion between presentation and dismissal fades the dismissal. Like seed 004's
/// `CustomModalTransitionDelegate`, one animator serves both directions.
///
/// ```swift
/// let alert = AlertController(title: "Saved", message: nil)
/// alert.transitionStyle = .bounce        // the delegate now vends BounceTransition
/// ```
@MainActor final class AlertTransition: AnimatorForwarding {
    /// The alert being presented; weak because the alert owns this delegate.
    private weak var alert: AlertController?
    /// The transition of the last style asked for, kept so both directions share one animator.
    private var cached: (style: TransitionStyle, transition: TransitioningDelegate)?

    /// Creates the delegate for `alert`.
    init(alert: AlertController) {
        self.alert = alert
    }

    /// The transition for the alert's current effective style.
    var animatorSource: TransitioningDelegate {
        let style = alert?.effectiveTransitionStyle ?? .fade
        if let cached, cached.style == style { return cached.transition }
        let made = style.makeTransition()
        cached = (style, made)
        return made
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> PresentationController?
    {
        let dim =
            animatorSource.presentationController(forPresented: presented, presenting: presenting, source: source)?.dimmingLayer
            ?? .alert
        guard let alert else { return PresentationController(dimmingLayer: dim) }
        return AlertPresentationController(presenting: alert, dimmingLayer: dim)
    }
}
