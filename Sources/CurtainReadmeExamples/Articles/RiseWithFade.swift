import Curtain

// "Writing your own transition", part 2: seed 002's slide up with a fade, the card moved by the animator and the
// dim by the presentation controller. TransitionTutorialTests compares it with the shipped SlideTransition.

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
final class RiseWithFade: Animator {
    static let duration = 0.5   // CWPopup's ANIMATION_TIME

    func transitionDuration(using context: TransitionContext) -> Double { Self.duration }
// Example end

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
    func animateTransition(using context: TransitionContext) {
        // offsetY moves the card from where it rests; the seed starts its top 10 px below the parent.
        let restingY = context.finalFrame.minY
        let below = context.containerSize.height - restingY
        let track = context.isPresenting
            ? PropertyAnimation(\.offsetY, from: below + 10, to: 0, duration: Self.duration)
            : PropertyAnimation(\.offsetY, to: below, duration: Self.duration)
        context.animate([track]) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
// Example end

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
extension RiseWithFade: TransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> Animator? { self }
    func animationController(forDismissed dismissed: ViewController) -> Animator? { self }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> PresentationController? {
        // The fade view: black at 0.4 (FADE_ALPHA), animated alongside the card by the default hooks.
        PresentationController(dimmingLayer: DimmingLayer(color: .black, targetAlpha: 0.4))
    }
}
// Example end
