/// What a popover presents with: the presented controller's own animators (a quick fade without a dim when it
/// has none) and its ``PopoverPresentationController``.
@MainActor final class PopoverTransitioning: AnimatorForwarding {
    let animatorSource: TransitioningDelegate
    private let controller: PopoverPresentationController

    init(animators: TransitioningDelegate?, controller: PopoverPresentationController) {
        animatorSource = animators ?? FadeTransition(dimmingLayer: .none, duration: .milliseconds(150))
        self.controller = controller
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> PresentationController?
    { controller }
}
