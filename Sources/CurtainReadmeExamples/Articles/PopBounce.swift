import Curtain

// "Writing your own transition", part 1: seed 000's bounce, rebuilt from keyframes. TransitionTutorialTests samples it
// beside the shipped BounceTransition and expects the same frames.

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
final class PopBounce: Animator {
    /// Seed 000's three legs: 0.001 → 1.1 → 0.9 → 1.0, 0.2 s each, ease-in-out.
    static let keyframes = Keyframes(from: 0.001, segments: [
        .init(duration: 0.2, target: 1.1),
        .init(duration: 0.2, target: 0.9),
        .init(duration: 0.2, target: 1.0),
    ])
// Example end

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
    func transitionDuration(using context: TransitionContext) -> Double {
        context.isPresenting ? Self.keyframes.duration : 0
    }

    func animateTransition(using context: TransitionContext) {
        guard context.isPresenting else {
            context.completeTransition(true)   // the seed's hide is removeFromSuperview: gone at once
            return
        }
        context.animate([PropertyAnimation(\.scale, keyframes: Self.keyframes)]) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
// Example end

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
extension PopBounce: TransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> Animator? { self }
    func animationController(forDismissed dismissed: ViewController) -> Animator? { self }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> PresentationController? {
        PresentationController(dimmingLayer: .none)   // the seed's overlay is clear
    }
}
// Example end

/// Presents a popup with the tutorial's bounce; compiled, never run.
@MainActor
func presentWithPopBounce(_ popup: ViewController, over window: Window) {
// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
popup.modalTransition = PopBounce()
window.present(popup, animated: true)
// Example end
}
