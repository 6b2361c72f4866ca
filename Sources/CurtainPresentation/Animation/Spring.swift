#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A damped harmonic spring, for motion that has to start with a velocity: a dragged card
/// snapping back when the finger lets go.
///
/// The spring is described the way SwiftUI and UIKit do it: a damping ratio (1 is critically
/// damped, settling fastest without overshoot; below 1 it overshoots and oscillates) and a
/// response, the period in seconds of the undamped oscillation. Values are closed-form
/// solutions of m·x'' + c·x' + k·x = 0 with m = 1, so any time can be sampled directly,
/// independent of the frame rate.
///
/// ```swift
/// let spring = Spring(dampingRatio: 1, response: 0.3)
/// spring.value(at: .milliseconds(100), from: 80, to: 0, initialVelocity: -400)
/// ```
public struct Spring: Sendable, Hashable {
    /// Damping relative to critical damping: 1 is critical, below 1 underdamped.
    public var dampingRatio: Double
    /// Period of the undamped oscillation, in seconds; smaller is stiffer.
    public var response: Double

    /// Creates a spring.
    ///
    /// - Parameters:
    ///   - dampingRatio: 1 for no overshoot; 0.7–0.9 for a slight bounce. Clamped above 0.
    ///   - response: Seconds; clamped above 0.
    public init(dampingRatio: Double = 1, response: Double = 0.3) {
        self.dampingRatio = max(dampingRatio, 1e-6)
        self.response = max(response, 1e-6)
    }

    /// The snap-back spring for drag-to-dismiss: critically damped, quick.
    public static let snapBack = Spring(dampingRatio: 1, response: 0.3)

    /// The undamped angular frequency ω₀ = 2π / response.
    private var naturalFrequency: Double { 2 * Double.pi / response }

    /// The position `time` after release.
    ///
    /// - Parameters:
    ///   - time: Time since the spring was released; negative counts as zero.
    ///   - from: The position at release.
    ///   - to: The rest position.
    ///   - initialVelocity: Units per second at release, positive towards larger values.
    public func value(at time: Duration, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        value(atSeconds: time.inSeconds, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// ``value(at:from:to:initialVelocity:)`` for the animation math, which runs in seconds.
    package func value(atSeconds time: Double, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        to + displacement(at: max(time, 0), x0: from - to, v0: initialVelocity)
    }

    /// How long the spring takes until it stays within `tolerance` of its rest position.
    ///
    /// - Parameters:
    ///   - from: The position at release.
    ///   - to: The rest position.
    ///   - initialVelocity: Units per second at release.
    ///   - tolerance: Distance from rest that counts as settled (half a pixel by default).
    /// - Returns: A duration on a 1 ms grid, at most 10 s.
    public func settlingDuration(
        from: Double, to: Double, initialVelocity: Double = 0, tolerance: Double = 0.5
    ) -> Duration {
        // Sampled on whole milliseconds, so no rounding error accumulates over the 10 s.
        let limit = 10_000
        var lastOutside = 0
        for millisecond in 0...limit
        where abs(displacement(at: Double(millisecond) / 1000, x0: from - to, v0: initialVelocity)) > tolerance {
            lastOutside = millisecond
        }
        return lastOutside == 0 ? .zero : .milliseconds(min(lastOutside + 1, limit))
    }

    /// Displacement from rest x(t) for x(0) = x0 and x'(0) = v0.
    private func displacement(at t: Double, x0: Double, v0: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = (x0 + (v0 + ω₀x0)t)·e^(−ω₀t).
            return (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        }
        if zeta < 1 {
            // Underdamped: a decaying oscillation at the damped frequency ω_d.
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * omega * x0) / damped
            return exp(-zeta * omega * t) * (x0 * cos(damped * t) + b * sin(damped * t))
        }
        // Overdamped: the sum of two decaying exponentials.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
}
