/// A value that moves through a sequence of targets, one timed segment after another.
///
/// This is the shape of chained `UIView` animations, where each animation's did-stop
/// selector begins the next. Seed 000's bounce chains three `beginAnimations` blocks of
/// 0.2 s each, all with `UIView`'s default curve, ease-in-out:
///
/// ```swift
/// let bounce = Keyframes(from: 0.001, segments: [
///     .init(duration: .seconds(0.2), target: 1.1),
///     .init(duration: .seconds(0.2), target: 0.9),
///     .init(duration: .seconds(0.2), target: 1.0),
/// ])
/// bounce.value(at: .seconds(0.2))  // 1.1
/// bounce.value(at: .seconds(0.6))  // 1.0
/// ```
public struct Keyframes: Sendable, Hashable {
    /// One leg of the sequence: move from the previous target to `target` over `duration`.
    public struct Segment: Sendable, Hashable {
        /// Length of the segment; zero makes an instant step.
        public var duration: Duration
        /// The value reached at the end of the segment.
        public var target: Double
        /// How the value eases within this segment.
        public var curve: TimingCurve

        /// Creates a segment.
        ///
        /// - Parameters:
        ///   - duration: How long the segment lasts; negative values count as zero.
        ///   - target: The value at the segment's end.
        ///   - curve: The easing within the segment; `UIView`'s default is ease-in-out.
        public init(duration: Duration, target: Double, curve: TimingCurve = .easeInOut) {
            self.duration = max(duration, .zero)
            self.target = target
            self.curve = curve
        }
    }

    /// The value before the first segment begins.
    public var initialValue: Double
    /// The segments in the order they play.
    public var segments: [Segment]

    /// Creates a sequence starting at `initialValue`.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time zero.
    ///   - segments: The legs, played back to back.
    public init(from initialValue: Double, segments: [Segment]) {
        self.initialValue = initialValue
        self.segments = segments
    }

    /// The total length of all segments.
    public var duration: Duration {
        segments.reduce(.zero) { $0 + $1.duration }
    }

    /// The value after the last segment (the initial value when there are none).
    public var finalValue: Double {
        segments.last?.target ?? initialValue
    }

    /// The value `time` after the sequence starts.
    ///
    /// Boundaries are exact: at the end of a segment the value is that segment's target.
    /// Before zero the value is ``initialValue``; after ``duration`` it is ``finalValue``.
    ///
    /// - Parameter time: Time since the sequence started.
    public func value(at time: Duration) -> Double {
        value(atSeconds: time.inSeconds)
    }

    /// ``value(at:)`` for the animation math, which runs in seconds.
    package func value(atSeconds time: Double) -> Double {
        if time <= 0 { return initialValue }
        var start = 0.0
        var from = initialValue
        for segment in segments {
            let length = segment.duration.inSeconds
            let end = start + length
            // A hair's tolerance so a frame at 0.6 s lands on the third target of a 0.2 s ×3
            // bounce, although 0.2 + 0.2 + 0.2 sums to 0.6000000000000001.
            if time < end - 1e-12 {
                let progress = (time - start) / length
                return from + (segment.target - from) * segment.curve.value(at: progress)
            }
            start = end
            from = segment.target
        }
        return finalValue
    }

    /// The same sequence starting from `value` instead of ``initialValue``.
    ///
    /// An interrupted transition uses this so the new motion begins where the old one left off.
    public func starting(from value: Double) -> Keyframes {
        Keyframes(from: value, segments: segments)
    }

    /// The same sequence played `factor` times as long (0.5 plays it twice as fast).
    public func scaled(by factor: Double) -> Keyframes {
        Keyframes(
            from: initialValue,
            segments: segments.map {
                Segment(duration: $0.duration * factor, target: $0.target, curve: $0.curve)
            })
    }
}
