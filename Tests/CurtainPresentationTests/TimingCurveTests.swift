import Testing

@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

@MainActor @Suite struct TimingCurveTests {
    @Test func easeInOutHitsEndpointsAndMidpoint() {
        let curve = TimingCurve.easeInOut
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-9)
    }

    @Test func easeInOutIsSymmetricAboutItsMidpoint() {
        for step in 1..<50 {
            let x = Double(step) / 100
            let sum = TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x)
            #expect(abs(sum - 1) < 1e-9, "at \(x)")
        }
    }

    @Test func curvesAreMonotone() {
        for curve in [TimingCurve.linear, .easeInOut, .easeIn, .easeOut] {
            var previous = 0.0
            for step in 1...1000 {
                let value = curve.value(at: Double(step) / 1000)
                #expect(value >= previous, "\(curve) at \(step)")
                previous = value
            }
        }
    }

    @Test func easeInOutMatchesKnownSamples() {
        // cubic-bezier(0.42, 0, 0.58, 1) solved independently (bisection to 1e-15).
        #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.129162) < 1e-5)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.75) - 0.870838) < 1e-5)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
    }

    @Test func progressOutsideTheDurationIsClamped() {
        #expect(TimingCurve.easeInOut.value(at: -1) == 0)
        #expect(TimingCurve.easeInOut.value(at: 2) == 1)
    }

    @Test func keyframesReachEachTargetAtItsBoundary() {
        let bounce = BounceTransition.presentationKeyframes
        #expect(bounce.value(at: .zero) == 0.001)
        #expect(abs(bounce.value(at: .milliseconds(200)) - 1.1) < 1e-9)
        #expect(abs(bounce.value(at: .milliseconds(400)) - 0.9) < 1e-9)
        #expect(abs(bounce.value(at: .milliseconds(600)) - 1.0) < 1e-9)
        #expect(abs(bounce.duration.inSeconds - 0.6) < 1e-12)
        // Half-way through the first leg, ease-in-out is half-way too.
        #expect(abs(bounce.value(at: .milliseconds(100)) - (0.001 + 1.099 / 2)) < 1e-9)
    }

    @Test func criticallyDampedSpringConvergesWithoutOvershoot() {
        let spring = Spring(dampingRatio: 1, response: 0.3)
        var minimum = Double.infinity
        for step in 0...200 {
            minimum = min(minimum, spring.value(at: .milliseconds(step * 10), from: 100, to: 0))
        }
        #expect(minimum >= -1e-9)
        #expect(abs(spring.value(at: .seconds(2), from: 100, to: 0)) < 0.01)
        let settle = spring.settlingDuration(from: 100, to: 0)
        #expect(settle > .zero && settle < .seconds(1))
    }

    @Test func underdampedSpringOvershootsThenConverges() {
        let spring = Spring(dampingRatio: 0.5, response: 0.3)
        let samples = (0...300).map { spring.value(at: .milliseconds($0 * 10), from: 100, to: 0) }
        #expect(samples.contains { $0 < -1 })
        #expect(abs(samples.last!) < 0.01)
        #expect(spring.value(at: .zero, from: 100, to: 0, initialVelocity: 50) == 100)
    }

    @Test func overdampedSpringConverges() {
        let spring = Spring(dampingRatio: 2, response: 0.3)
        #expect(abs(spring.value(at: .seconds(3), from: 100, to: 0)) < 0.5)
    }
}
