import Curtain

/// The alert's own transition without its dim: for `curtain`'s window, where the alert is the window's
/// content and there is nothing under it to dim.
///
/// It asks the alert's transitioning delegate for everything (animators, the presentation controller that
/// places the card) and only sets the presentation controller's ``DimmingLayer`` to ``DimmingLayer/none``,
/// so the card moves exactly as it would over an application's window.
@MainActor final class UndimmedTransition: TransitioningDelegate {
    /// The delegate the alert came with.
    let animatorSource: TransitioningDelegate

    init(_ base: TransitioningDelegate) {
        animatorSource = base
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> Animator?
    {
        animatorSource.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forDismissed dismissed: ViewController) -> Animator? {
        animatorSource.animationController(forDismissed: dismissed)
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> PresentationController?
    {
        let controller =
            animatorSource.presentationController(forPresented: presented, presenting: presenting, source: source)
            ?? PresentationController()
        controller.dimmingLayer = .none
        return controller
    }
}
