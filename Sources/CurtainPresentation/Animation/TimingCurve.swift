/// A cubic Bézier timing curve from (0, 0) to (1, 1), as in CSS `cubic-bezier()` and
/// `CAMediaTimingFunction`.
///
/// A timing curve maps the fraction of a duration that has elapsed (x) to the fraction of the
/// change that has happened (y). Curtain evaluates it exactly: it solves the curve's x polynomial
/// for the Bézier parameter with Newton's method, falling back to bisection when Newton stalls,
/// and then evaluates y there.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.5)   // 0.5
/// TimingCurve.easeInOut.value(at: 0.25)  // ≈ 0.129
/// ```
public struct TimingCurve: Sendable, Hashable {
    /// The first control point; x must lie in 0...1.
    public var x1: Double
    /// The first control point's y; outside 0...1 the value overshoots.
    public var y1: Double
    /// The second control point; x must lie in 0...1.
    public var x2: Double
    /// The second control point's y.
    public var y2: Double

    /// Creates a curve through the control points (x1, y1) and (x2, y2).
    ///
    /// - Parameters:
    ///   - x1: The first control point's x, clamped to 0...1 so the curve stays a function of time.
    ///   - y1: The first control point's y; values outside 0...1 overshoot.
    ///   - x2: The second control point's x, clamped to 0...1.
    ///   - y2: The second control point's y.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed: `cubic-bezier(0, 0, 1, 1)`.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// UIKit's `UIViewAnimationCurveEaseInOut`, the default curve of `UIView` animations:
    /// `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// UIKit's `UIViewAnimationCurveEaseIn`: `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)

    /// UIKit's `UIViewAnimationCurveEaseOut`: `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// The fraction of the change completed when `progress` of the duration has elapsed.
    ///
    /// - Parameter progress: Elapsed fraction of the duration; clamped to 0...1, so the
    ///   endpoints are exact (0 → 0, 1 → 1).
    /// - Returns: The eased fraction; it may leave 0...1 only for overshooting control points.
    public func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        if self == .linear { return progress }
        let s = parameter(forX: progress)
        return Self.bezier(s, y1, y2)
    }

    /// Solves x(s) = x for the Bézier parameter s in 0...1.
    ///
    /// x(s) is monotone because both control x values lie in 0...1, so bisection always
    /// converges; Newton's method usually gets there in three or four steps first.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = s - error / slope
            if next < 0 || next > 1 { break }
            s = next
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bézier with endpoints 0 and 1: 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to s.
    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
