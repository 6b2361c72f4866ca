/// A transitioning delegate that takes its animators from another and answers only the presentation controller
/// itself: the popover, an alert's own transition, the command's undimmed alert. One place forwards the animator
/// questions, so a question added to ``TransitioningDelegate`` is forwarded by all of them.
@MainActor package protocol AnimatorForwarding: TransitioningDelegate {
    /// The delegate whose animators this one uses.
    var animatorSource: TransitioningDelegate { get }
}

extension AnimatorForwarding {
    package func animationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> Animator? {
        animatorSource.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    package func animationController(forDismissed dismissed: ViewController) -> Animator? {
        animatorSource.animationController(forDismissed: dismissed)
    }
}
