/// One animated property of ``TransitionValues``: a track the coordinator samples each frame.
///
/// Curtain has no render server to hand animations to, so "animating" means declaring tracks:
/// which property, from where, to where, when and how. The ``TransitionCoordinator`` evaluates
/// every track at each frame's time since the transition began, which is what makes durations
/// hold at any refresh rate.
///
/// ```swift
/// // Seed 004: the card shrinks from 1.1 to 1.0 over 0.2 s.
/// PropertyAnimation(\.scale, from: 1.1, to: 1.0, duration: .seconds(0.2))
/// // Seed 002: the dim rises to 0.4 from wherever it is.
/// PropertyAnimation(\.dim, to: 0.4, duration: .seconds(0.5))
/// ```
public struct PropertyAnimation: Sendable {
    /// How the value travels once its delay has passed.
    public enum Motion: Sendable, Hashable {
        /// From the start value to `to` over `duration` along `curve`.
        case curve(to: Double, duration: Duration, curve: TimingCurve)
        /// Through a sequence of segments; the keyframes' own initial value is the start value
        /// unless the animation gives one.
        case keyframes(Keyframes)
        /// A spring towards `to`, released with `initialVelocity` (units per second); it lasts
        /// until it settles within half a unit.
        case spring(Spring, to: Double, initialVelocity: Double)
    }

    /// The animated property.
    public var property: TransitionProperty
    /// The value at the start, or nil to start from the property's value when the
    /// transition begins (`UIView`'s "begin from current state").
    public var from: Double?
    /// The motion after the delay.
    public var motion: Motion
    /// How long to wait after the transition begins before moving.
    public var delay: Duration

    /// Creates a timed animation along a curve.
    ///
    /// - Parameters:
    ///   - property: The property to animate, such as `\.scale`.
    ///   - from: The start value; nil starts from the current value.
    ///   - to: The end value.
    ///   - duration: How long the motion lasts.
    ///   - delay: How long to wait before the motion starts.
    ///   - curve: The easing; `UIView`'s default is ease-in-out.
    public init(
        _ property: TransitionProperty, from: Double? = nil, to: Double,
        duration: Duration, delay: Duration = .zero, curve: TimingCurve = .easeInOut
    ) {
        self.property = property
        self.from = from
        self.motion = .curve(to: to, duration: max(duration, .zero), curve: curve)
        self.delay = max(delay, .zero)
    }

    /// Creates a keyframe animation; it starts from the keyframes' initial value.
    ///
    /// - Parameters:
    ///   - property: The property to animate.
    ///   - keyframes: The segments to play.
    ///   - delay: How long to wait before the first segment starts.
    public init(_ property: TransitionProperty, keyframes: Keyframes, delay: Duration = .zero) {
        self.property = property
        self.from = keyframes.initialValue
        self.motion = .keyframes(keyframes)
        self.delay = max(delay, .zero)
    }

    /// Creates a spring animation.
    ///
    /// - Parameters:
    ///   - property: The property to animate.
    ///   - from: The start value; nil starts from the current value.
    ///   - to: The rest value.
    ///   - spring: The spring's damping and response.
    ///   - initialVelocity: Units per second at the start.
    public init(
        _ property: TransitionProperty, from: Double? = nil, to: Double,
        spring: Spring, initialVelocity: Double = 0
    ) {
        self.property = property
        self.from = from
        self.motion = .spring(spring, to: to, initialVelocity: initialVelocity)
        self.delay = .zero
    }

    /// The value at the end of the track.
    public var finalValue: Double {
        switch motion {
        case .curve(let to, _, _): to
        case .keyframes(let keyframes): keyframes.finalValue
        case .spring(_, let to, _): to
        }
    }

    /// The time from the transition's start until the track stops changing, delay included.
    ///
    /// - Parameter start: The start value, needed because a spring's settling time depends on
    ///   the distance it travels.
    public func endTime(startingAt start: Double) -> Duration {
        switch motion {
        case .curve(_, let duration, _): delay + duration
        case .keyframes(let keyframes): delay + keyframes.duration
        case .spring(let spring, let to, let velocity):
            delay + spring.settlingDuration(from: start, to: to, initialVelocity: velocity)
        }
    }

    /// The value `time` after the transition began.
    ///
    /// - Parameters:
    ///   - time: Time since the transition began.
    ///   - start: The start value (``from``, or the current value when `from` is nil).
    public func value(at time: Duration, startingAt start: Double) -> Double {
        value(atSeconds: time.inSeconds, startingAt: start)
    }

    /// ``value(at:startingAt:)`` for the coordinator, whose frame clock runs in seconds.
    package func value(atSeconds time: Double, startingAt start: Double) -> Double {
        let local = time - delay.inSeconds
        switch motion {
        case .curve(let to, let duration, let curve):
            // A zero-length track is already at its end when it starts.
            let length = duration.inSeconds
            if local >= length { return to }
            if local <= 0 { return start }
            return start + (to - start) * curve.value(at: local / length)
        case .keyframes(let keyframes):
            return keyframes.starting(from: start).value(atSeconds: local)
        case .spring(let spring, let to, let velocity):
            if local >= (endTime(startingAt: start) - delay).inSeconds { return to }
            return spring.value(atSeconds: local, from: start, to: to, initialVelocity: velocity)
        }
    }

    /// The same track played `factor` times as long, delay included.
    ///
    /// Springs keep their own timing; a spring's duration is physics, not a choice.
    public func scaled(by factor: Double) -> PropertyAnimation {
        var copy = self
        copy.delay = delay * factor
        switch motion {
        case .curve(let to, let duration, let curve):
            copy.motion = .curve(to: to, duration: duration * factor, curve: curve)
        case .keyframes(let keyframes):
            copy.motion = .keyframes(keyframes.scaled(by: factor))
        case .spring:
            break
        }
        return copy
    }
}

/// A key path to an animatable property of ``TransitionValues``, such as `\.dim`.
public typealias TransitionProperty = WritableKeyPath<TransitionValues, Double> & Sendable
