import Curtain

// Seed 004: a custom alert controller with its own presentation controller, animator and delegate: the last
// part of "Writing your own transition", where each class is one step.

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
final class CustomAlertPresentationController: PresentationController {
    init() { super.init(dimmingLayer: DimmingLayer(color: .black, targetAlpha: 0.5)) }

    override func dismissalTransitionWillBegin() {
        transitionCoordinator?.animate(alongside: { $0.animate(\.dim, to: 0) })
    }
}
// Example end

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
final class CustomAlertAnimation: Animator {
    func transitionDuration(using context: TransitionContext) -> Double { 0.2 }

    func animateTransition(using context: TransitionContext) {
        guard context.isPresenting else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        context.animate([PropertyAnimation(\.scale, from: 1.1, to: 1.0, duration: 0.2)]) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
// Example end

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
final class CustomModalTransitionDelegate: TransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> Animator? { CustomAlertAnimation() }
    func animationController(forDismissed dismissed: ViewController) -> Animator? { CustomAlertAnimation() }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> PresentationController? {
        CustomAlertPresentationController()
    }
}
// Example end
