import Curtain

// "Writing your own transition", animating the card's own views: the content fades in a beat after the zoom.

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
/// Seed 004's zoom, with the card's content fading in a beat after the card.
final class ZoomThenContent: Animator {
    func transitionDuration(using context: TransitionContext) -> Duration { .milliseconds(300) }

    func animateTransition(using context: TransitionContext) {
        guard context.isPresenting, let content = context.presentedView?.subviews.first else {
            context.completeTransition(true)
            return
        }
        context.animate([PropertyAnimation(\.scale, from: 1.1, to: 1, duration: .milliseconds(200))])
        content.alpha = 0
        context.animate(withDuration: .milliseconds(200), delay: .milliseconds(100)) {
            content.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
// Example end
