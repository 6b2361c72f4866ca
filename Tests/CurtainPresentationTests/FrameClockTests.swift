import Testing

@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

@MainActor @Suite struct FrameClockTests {
    @Test func steppedClockStepsByOneOverFPS() {
        let clock = SteppedFrameClock(fps: 40)
        #expect(clock.frameTime == 0)
        clock.advance()
        clock.advance()
        #expect(clock.frameTime == 0.05)
    }

    @Test func frameTimesIncludeZeroAndTheEnd() {
        let at60 = SteppedFrameClock.frameTimes(through: 0.6, fps: 60)
        #expect(at60.count == 37)
        #expect(at60.first == 0 && at60.last == 0.6)
        let at40 = SteppedFrameClock.frameTimes(through: 0.6, fps: 40)
        #expect(at40.count == 25)
        #expect(at40.last == 0.6)
        // An end between two steps is still drawn.
        #expect(SteppedFrameClock.frameTimes(through: 0.21, fps: 10) == [0, 0.1, 0.2, 0.21])
        #expect(SteppedFrameClock.frameTimes(through: 0, fps: 60) == [0])
    }

    @Test func frameCallbackClockUnwrapsMilliseconds() {
        let clock = FrameCallbackClock()
        clock.frameDone(milliseconds: UInt32.max - 10)
        #expect(clock.frameTime == 0)
        clock.frameDone(milliseconds: 6)
        #expect(clock.frameTime == 0.017)
        clock.frameDone(milliseconds: 6)
        #expect(clock.frameTime == 0.017)
        clock.frameDone(milliseconds: 1)  // from the past: ignored
        #expect(clock.frameTime == 0.017)
    }

    @Test func dimmingLayerPixelIsPremultiplied() {
        var dim = DimmingLayer.alert
        #expect(dim.premultipliedARGB == 0)
        dim.alpha = 0.5
        #expect(dim.premultipliedARGB == 0x8000_0000)
        var white = DimmingLayer(color: .init(red: 1, green: 1, blue: 1), targetAlpha: 1)
        white.alpha = 1
        #expect(white.premultipliedARGB == 0xFFFF_FFFF)
    }
}
