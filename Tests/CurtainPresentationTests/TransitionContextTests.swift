import Testing
import CurtainPresentation
import CurtainRendering
import CurtainViews

/// Views animated as part of a transition (`TransitionContext.animate(withDuration:…)`) move on the transition's
/// time: with its frames, held and scrubbed by a gesture, played back when it is cancelled.
@Suite("Views animated by a transition")
@MainActor
struct TransitionContextTests {
    /// Fades the card's content in when presenting and out when dismissing, over 0.4 s, linear; a gesture may
    /// drive the presentation.
    final class ContentFade: TransitioningDelegate, Animator {
        let interaction: PercentDrivenInteractiveTransition?
        var completions: [Bool] = []

        init(interactive: Bool = false) {
            interaction = interactive ? PercentDrivenInteractiveTransition() : nil
        }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
        ) -> Animator? { self }
        func animationController(forDismissed dismissed: ViewController) -> Animator? { self }
        func interactionControllerForPresentation(using animator: Animator) -> PercentDrivenInteractiveTransition? {
            interaction
        }

        func transitionDuration(using context: TransitionContext) -> Duration { .milliseconds(400) }

        func animateTransition(using context: TransitionContext) {
            guard let content = context.presentedView?.subviews.first else { return }
            context.animate(withDuration: .milliseconds(400), curve: .linear) {
                content.alpha = context.isPresenting ? 1 : 0
            } completion: { finished in
                self.completions.append(finished)
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    /// A controller whose view holds one transparent content view, and a coordinator presenting it with `fade`.
    static func scene(_ fade: ContentFade) -> (TransitionCoordinator, View) {
        let controller = ViewController()
        let content = View(frame: Rect(x: 10, y: 10, width: 50, height: 20))
        content.alpha = 0
        controller.view.addSubview(content)
        let coordinator = TransitionCoordinator(
            transitioningDelegate: fade, containerSize: Size(width: 600, height: 400),
            cardSize: Size(width: 300, height: 200), presented: controller)
        return (coordinator, content)
    }

    @Test("the view moves with the transition's frames and rests at its new value when it completes")
    func viewsFollowTheFrames() {
        let fade = ContentFade()
        let (coordinator, content) = Self.scene(fade)
        var completed: [Bool] = []
        coordinator.present(animated: true) { completed.append($0) }
        #expect(content.alpha == 0, "back at its old value until the first frame")
        coordinator.advance(to: 5)
        #expect(content.alpha == 0)
        coordinator.advance(to: 5.1)
        #expect(abs(content.alpha - 0.25) < 1e-9, "\(content.alpha)")
        coordinator.advance(to: 5.3)
        #expect(abs(content.alpha - 0.75) < 1e-9, "\(content.alpha)")
        #expect(completed.isEmpty)
        coordinator.advance(to: 5.4)
        #expect(content.alpha == 1 && completed == [true] && fade.completions == [true])

        coordinator.dismiss(animated: true) { completed.append($0) }
        coordinator.advance(to: 7)
        coordinator.advance(to: 7.2)
        #expect(abs(content.alpha - 0.5) < 1e-9)
        coordinator.advance(to: 7.4)
        #expect(content.alpha == 0 && completed == [true, true])
    }

    @Test("without animation the view takes its new value before present returns")
    func unanimated() {
        let fade = ContentFade()
        let (coordinator, content) = Self.scene(fade)
        coordinator.present(animated: false)
        #expect(content.alpha == 1 && coordinator.isPresented)
    }

    @Test("a gesture holds the view at its fraction, and cancelling plays it back to where it was")
    func heldAndCancelled() throws {
        let fade = ContentFade(interactive: true)
        let interaction = try #require(fade.interaction)
        let (coordinator, content) = Self.scene(fade)
        var completed: [Bool] = []
        coordinator.present(animated: true) { completed.append($0) }
        coordinator.advance(to: 0)
        #expect(!coordinator.advance(to: 1), "held: time does not move it")
        #expect(content.alpha == 0)
        interaction.update(0.5)
        #expect(abs(content.alpha - 0.5) < 1e-9, "the view shows the gesture's fraction: \(content.alpha)")
        interaction.cancel()
        coordinator.advance(to: 2)
        coordinator.advance(to: 2.1)
        #expect(abs(content.alpha - 0.25) < 1e-9, "playing back: \(content.alpha)")
        coordinator.advance(to: 2.2)
        #expect(content.alpha == 0 && completed == [false] && !coordinator.isPresented)
    }

    @Test("a dismissal that interrupts the presentation takes the view over from where it is")
    func interrupted() {
        let fade = ContentFade()
        let (coordinator, content) = Self.scene(fade)
        coordinator.present(animated: true)
        coordinator.advance(to: 0)
        coordinator.advance(to: 0.2)
        #expect(abs(content.alpha - 0.5) < 1e-9)
        coordinator.dismiss(animated: true)
        #expect(fade.completions == [false], "the presentation's group ends, interrupted")
        #expect(abs(content.alpha - 0.5) < 1e-9, "no jump")
        // The reversal goes on from the last frame's time, takes as long as the part it undoes (0.2 s) and runs
        // from 0.5 to 0.
        coordinator.advance(to: 0.3)
        #expect(abs(content.alpha - 0.25) < 1e-9, "\(content.alpha)")
        coordinator.advance(to: 0.4)
        #expect(content.alpha == 0 && !coordinator.isPresented)
    }
}
