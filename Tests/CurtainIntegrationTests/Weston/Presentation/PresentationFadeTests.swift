import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// The fade through copies of the card at fixed opacities (``FadeLayerStack``): every opacity has a combination
/// within a step, and the copies blend as one card at that opacity would. (That the fade writes nothing after its
/// first frame is `PresentationCostTests`'.)
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationFadeTests {
    /// A fade that rests at half opacity, so a screenshot can see what the copies show.
    final class HalfFade: SymmetricTransition {
        let dimmingLayer = DimmingLayer.alert
        func transitionDuration(using context: TransitionContext) -> Duration { .seconds(0.1) }
        func animateTransition(using context: TransitionContext) {
            let tracks =
                context.isPresenting
                ? [PropertyAnimation(\.cardAlpha, from: 0, to: 0.5, duration: .seconds(0.1))]
                : [PropertyAnimation(\.cardAlpha, to: 0, duration: .seconds(0.1))]
            context.animate(tracks) { _ in context.completeTransition(!context.transitionWasCancelled) }
        }
    }

    @Test func everyOpacityHasACombinationWithinAStep() {
        for step in 0...97 {
            let alpha = Double(step) / 100
            let mask = FadeLayerStack.mask(for: alpha)
            #expect(mask != nil, "alpha \(alpha) has copies")
            let clear = (0..<FadeLayerStack.layerCount).reduce(1.0) { clear, index in
                (mask ?? 0) & (1 << index) != 0 ? clear * (1 - FadeLayerStack.layerAlpha(index)) : clear
            }
            #expect(abs((1 - clear) - alpha) <= 0.055, "alpha \(alpha): mask \(String(describing: mask)) shows \(1 - clear)")
        }
        #expect(FadeLayerStack.mask(for: 0) == 0)
        #expect(FadeLayerStack.mask(for: 0.995) == nil, "next to opaque, the card itself shows")
    }

    @Test func aHalfOpaqueCardBlendsAsOneCardAtTheCopiesOpacity() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        let controller = SolidCardController(transition: HalfFade())
        try await fixture.present(controller, over: window)
        let shot = try await fixture.screenshot(of: window)
        // Red over grey 200 dimmed to 100, at the opacity of the copies chosen for 0.5.
        let mask = try #require(FadeLayerStack.mask(for: 0.5))
        let clear = (0..<FadeLayerStack.layerCount).reduce(1.0) { clear, index in
            mask & (1 << index) != 0 ? clear * (1 - FadeLayerStack.layerAlpha(index)) : clear
        }
        let centre = shot.pixel(x: frame.x + 200, y: frame.y + 150)
        let red = (1 - clear) * 255 + clear * 100, grey = clear * 100
        #expect(
            abs(Double(centre.red) - red) <= 3 && abs(Double(centre.green) - grey) <= 3
                && abs(Double(centre.blue) - grey) <= 3, "\(centre) vs \(red), \(grey)")
        // Beside the card: the dim alone.
        let beside = shot.pixel(x: frame.x + 20, y: frame.y + 20)
        #expect(abs(Int(beside.red) - 100) <= 1, "\(beside)")
        try await fixture.dismiss(controller)
    }
}
