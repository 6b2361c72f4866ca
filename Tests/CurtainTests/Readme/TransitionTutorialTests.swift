import CurtainDiagnostics
import Curtain
import Testing
@testable import CurtainReadmeExamples

/// "Writing your own transition" rebuilds the seeds' transitions with the public API; each must give, frame by frame,
/// the values of the transition Curtain ships for that seed, or the tutorial teaches something Curtain does not do.
@Suite("Transition tutorial")
@MainActor
struct TransitionTutorialTests {
    /// The values drawn at each 1/60 s of one phase, as `curtain filmstrip --json` samples them.
    static func frames(_ transition: TransitioningDelegate, _ phase: Filmstrip.Phase) -> [Filmstrip.Frame] {
        Filmstrip(transition: transition, phase: phase, fps: 60).frames
    }

    static func expectSameFrames(_ mine: [Filmstrip.Frame], _ shipped: [Filmstrip.Frame], _ name: String) {
        #expect(mine.count == shipped.count, "\(name): \(mine.count) frames, the shipped transition has \(shipped.count)")
        for (frame, expected) in zip(mine, shipped) {
            let values = frame.values
            let target = expected.values
            let close =
                (frame.time - expected.time) < .nanoseconds(1) && (expected.time - frame.time) < .nanoseconds(1)
                && abs(values.scale - target.scale) < 1e-9
                && abs(values.dim - target.dim) < 1e-9 && abs(values.offsetY - target.offsetY) < 1e-9
                && abs(values.cardAlpha - target.cardAlpha) < 1e-9
            #expect(close, "\(name) at t = \(frame.time): \(values), expected \(target)")
        }
    }

    @Test("step 1's PopBounce is seed 000's bounce, presenting and dismissing")
    func popBounceIsTheBounce() {
        for phase in Filmstrip.Phase.allCases {
            Self.expectSameFrames(
                Self.frames(PopBounce(), phase), Self.frames(BounceTransition(), phase), "PopBounce \(phase)")
        }
    }

    @Test("step 2's RiseWithFade is seed 002's slide with its fade, presenting and dismissing")
    func riseWithFadeIsTheSlide() {
        for phase in Filmstrip.Phase.allCases {
            Self.expectSameFrames(
                Self.frames(RiseWithFade(), phase), Self.frames(SlideTransition(), phase), "RiseWithFade \(phase)")
        }
    }

    @Test("step 3's classes are seed 004's zoom, with the seed's immediate dismissal")
    func seed004IsTheZoom() {
        for phase in Filmstrip.Phase.allCases {
            Self.expectSameFrames(
                Self.frames(CustomModalTransitionDelegate(), phase),
                Self.frames(ZoomTransition(dismissal: .immediate), phase), "seed 004 \(phase)")
        }
    }
}
