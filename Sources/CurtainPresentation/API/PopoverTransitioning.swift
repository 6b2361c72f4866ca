/// What a popover presents with: the presented controller's own animators (a quick fade without a dim when it
/// has none) and its ``PopoverPresentationController``.
@MainActor final class PopoverTransitioning: TransitioningDelegate {
    private let animators: TransitioningDelegate
    private let controller: PopoverPresentationController

    init(animators: TransitioningDelegate?, controller: PopoverPresentationController) {
        self.animators = animators ?? FadeTransition(dimmingLayer: .none, duration: 0.15)
        self.controller = controller
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> Animator?
    { animators.animationController(forPresented: presented, presenting: presenting, source: source) }
    func animationController(forDismissed dismissed: ViewController) -> Animator? {
        animators.animationController(forDismissed: dismissed)
    }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> PresentationController?
    { controller }
}
