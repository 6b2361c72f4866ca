import Testing

@testable import CurtainDiagnostics
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// The seeds' timings, sampled through a real coordinator on a stepped clock.
@MainActor @Suite struct TransitionFilmstripTests {
    let container = Size(width: 600, height: 400)
    let card = Size(width: 300, height: 160)

    func value(_ strip: Filmstrip, at time: Double) -> TransitionValues {
        strip.frames.first { abs($0.time.inSeconds - time) < 1e-9 }!.values
    }

    @Test func bounceFollowsSeed000() {
        let strip = Filmstrip(transition: BounceTransition(), phase: .present, fps: 60, containerSize: container)
        #expect(abs(strip.duration.inSeconds - 0.6) < 1e-12)
        #expect(value(strip, at: 0).scale == 0.001)
        #expect(abs(value(strip, at: 0.2).scale - 1.1) < 1e-9)
        #expect(abs(value(strip, at: 0.4).scale - 0.9) < 1e-9)
        #expect(abs(value(strip, at: 0.6).scale - 1.0) < 1e-9)
        #expect(strip.frames.allSatisfy { $0.values.dim == 0 && $0.values.offsetY == 0 })
    }

    @Test func bounceDismissesInstantlyLikeRemoveFromSuperview() {
        let strip = Filmstrip(transition: BounceTransition(), phase: .dismiss, containerSize: container)
        #expect(strip.duration == .zero)
        #expect(strip.frames.count == 1)
        #expect(!strip.frames[0].values.isCardVisible)
    }

    @Test func slideStartsTenPixelsBelowTheParentAndRestsCentred() {
        let strip = Filmstrip(
            transition: SlideTransition(), phase: .present, containerSize: container, cardSize: card)
        let restingY = (400.0 - 160) / 2
        let first = value(strip, at: 0)
        #expect(restingY + first.offsetY == 400 + 10)
        #expect(first.dim == 0)
        let last = value(strip, at: 0.5)
        #expect(last.offsetY == 0)
        #expect(abs(last.dim - 0.4) < 1e-12)
        #expect(abs(value(strip, at: 0.25).dim - 0.2) < 1e-9)
    }

    @Test func slideDismissEndsWithTheCardTopAtTheBottomEdge() {
        let strip = Filmstrip(
            transition: SlideTransition(), phase: .dismiss, containerSize: container, cardSize: card)
        #expect(value(strip, at: 0).offsetY == 0)
        #expect(abs(value(strip, at: 0).dim - 0.4) < 1e-12)
        let last = value(strip, at: 0.5)
        #expect(120 + last.offsetY == 400)
        #expect(last.dim == 0)
    }

    @Test func zoomFollowsSeed004() {
        let strip = Filmstrip(transition: ZoomTransition(), phase: .present, containerSize: container)
        #expect(abs(strip.duration.inSeconds - 0.2) < 1e-12)
        #expect(value(strip, at: 0).scale == 1.1)
        #expect(value(strip, at: 0).dim == 0)
        #expect(abs(value(strip, at: 0.1).scale - 1.05) < 1e-9)
        #expect(value(strip, at: 0.2).scale == 1)
        #expect(abs(value(strip, at: 0.2).dim - 0.5) < 1e-12)
    }

    @Test func zoomDismissFadesTheDimThenRemovesTheCard() {
        let strip = Filmstrip(transition: ZoomTransition(), phase: .dismiss, containerSize: container)
        #expect(abs(value(strip, at: 0).dim - 0.5) < 1e-12)
        #expect(abs(value(strip, at: 0.1).dim - 0.25) < 1e-9)
        #expect(value(strip, at: 0.1).scale == 1)
        #expect(value(strip, at: 0.1).isCardVisible)
        #expect(!value(strip, at: 0.2).isCardVisible)
        #expect(value(strip, at: 0.2).dim == 0)
    }

    @Test func literalSeed004DismissalCompletesAtOnce() {
        let strip = Filmstrip(
            transition: ZoomTransition(dismissal: .immediate), phase: .dismiss, containerSize: container)
        #expect(strip.frames.allSatisfy { !$0.values.isCardVisible && $0.values.dim == 0 })
    }

    @Test func fadeChangesOnlyOpacity() {
        let strip = Filmstrip(transition: FadeTransition(), phase: .present, containerSize: container)
        #expect(value(strip, at: 0).cardAlpha == 0)
        #expect(abs(value(strip, at: 0.1).cardAlpha - 0.5) < 1e-9)
        #expect(value(strip, at: 0.2).cardAlpha == 1)
        #expect(strip.frames.allSatisfy { $0.values.scale == 1 && $0.values.offsetY == 0 })
    }

    @Test func noTransitionPresentsInOneFrame() {
        let strip = Filmstrip(transition: NoTransition(dimmingLayer: .alert), phase: .present, containerSize: container)
        #expect(strip.frames.count == 1)
        #expect(strip.frames[0].values == TransitionValues(scale: 1, dim: 0.5, offsetY: 0, cardAlpha: 1))
    }

    @Test(arguments: TransitionStyle.allCases)
    func fortyAndSixtyHertzAgreeAtSharedTimes(style: TransitionStyle) {
        let transition = style.makeTransition()
        let at40 = Filmstrip(transition: transition, phase: .present, fps: 40, containerSize: container)
        let at60 = Filmstrip(transition: transition, phase: .present, fps: 60, containerSize: container)
        #expect(at40.duration == at60.duration)
        #expect(abs(at40.frames.last!.time.inSeconds - at60.frames.last!.time.inSeconds) < 1e-12)
        #expect(at40.frames.last!.values == at60.frames.last!.values)
        // Every 1/20 s is a frame at both rates.
        for frame in at40.frames where (frame.time.inSeconds * 20).rounded() == frame.time.inSeconds * 20 {
            let other = value(at60, at: frame.time.inSeconds)
            #expect(abs(other.scale - frame.values.scale) < 1e-9)
            #expect(abs(other.dim - frame.values.dim) < 1e-9)
            #expect(abs(other.offsetY - frame.values.offsetY) < 1e-9)
        }
    }
}
