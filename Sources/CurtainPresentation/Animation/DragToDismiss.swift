/// The drag-to-dismiss gesture as pure state: where a dragged card is drawn, and whether
/// releasing it dismisses the card or springs it back.
///
/// Dragging down moves the card with the pointer. Dragging up resists: the card follows ever
/// less, approaching ``resistance`` px, the rubber-band of scroll views,
/// `c·(1 − 1/(d/c + 1))` for a drag of d px. On release the card is dismissed when it travelled
/// more than ``distanceThreshold`` of its height or was flung down faster than
/// ``velocityThreshold``; otherwise it springs back to rest with ``spring``, starting at the
/// release velocity.
///
/// ```swift
/// var drag = DragToDismiss(cardHeight: 160)
/// drag.begin(atY: 100, time: .zero)
/// drag.move(toY: 180, time: .milliseconds(100))        // offset 80
/// coordinator.setInteractiveValues(…offsetY: drag.offsetY…)
/// switch drag.end(atY: 180, time: .milliseconds(120)) {
/// case .dismiss: coordinator.dismiss()
/// case .snapBack(let velocity):
///     coordinator.animateValues([drag.snapBackAnimation(releaseVelocity: velocity)])
/// }
/// ```
public struct DragToDismiss: Sendable, Hashable {
    /// What to do when the pointer is released.
    public enum Decision: Sendable, Hashable {
        /// Dismiss the card from where it is.
        case dismiss
        /// Spring back to rest, starting with `velocity` px/s (positive is down).
        case snapBack(velocity: Double)
    }

    /// The height of the card, which scales the distance threshold.
    public var cardHeight: Double
    /// The fraction of the card's height beyond which a release dismisses: one third.
    public var distanceThreshold: Double
    /// The downward speed in px/s beyond which a release dismisses whatever the distance.
    public var velocityThreshold: Double
    /// The most an upward drag can move the card, in px.
    public var resistance: Double
    /// The spring that brings the card back.
    public var spring: Spring

    /// The pointer's y when the drag began.
    public private(set) var startY = 0.0
    /// The card's offset from rest for the latest pointer position; positive is down.
    public private(set) var offsetY = 0.0
    /// Whether a drag is in progress.
    public private(set) var isDragging = false
    /// The latest two samples (y, time) for the release velocity.
    private var previous: Sample?
    private var latest: Sample?

    private struct Sample: Sendable, Hashable {
        var y: Double
        var time: Duration
    }

    /// Creates the gesture model.
    ///
    /// - Parameters:
    ///   - cardHeight: The card's height in px.
    ///   - distanceThreshold: Fraction of the height that dismisses; 1/3 by default.
    ///   - velocityThreshold: Downward px/s that dismisses; 500 by default.
    ///   - resistance: The upward limit in px; 40 by default.
    ///   - spring: The snap-back spring.
    public init(
        cardHeight: Double, distanceThreshold: Double = 1.0 / 3, velocityThreshold: Double = 500,
        resistance: Double = 40, spring: Spring = .snapBack
    ) {
        self.cardHeight = cardHeight
        self.distanceThreshold = distanceThreshold
        self.velocityThreshold = velocityThreshold
        self.resistance = resistance
        self.spring = spring
    }

    /// The offset for a raw drag distance: downward unchanged, upward rubber-banded.
    ///
    /// - Parameter distance: Pointer travel in px since the drag began; negative is up.
    public func rubberBandedOffset(forDistance distance: Double) -> Double {
        guard distance < 0, resistance > 0 else { return distance }
        let up = -distance
        return -resistance * (1 - 1 / (up / resistance + 1))
    }

    /// Starts a drag; call it when the button goes down on the card.
    ///
    /// - Parameters:
    ///   - y: The pointer's y in px.
    ///   - time: When the pointer was there, on any monotonic timeline the drag keeps to
    ///     (such as `ContinuousClock.now - start`); only differences between times count.
    public mutating func begin(atY y: Double, time: Duration) {
        startY = y
        offsetY = 0
        isDragging = true
        previous = nil
        latest = Sample(y: y, time: time)
    }

    /// Follows the pointer; call it on each motion event while the button is held.
    public mutating func move(toY y: Double, time: Duration) {
        guard isDragging else { return }
        previous = latest
        latest = Sample(y: y, time: time)
        offsetY = rubberBandedOffset(forDistance: y - startY)
    }

    /// The pointer's speed at the latest sample, in px/s, positive downwards.
    public var velocity: Double {
        guard let previous, let latest, latest.time > previous.time else { return 0 }
        return (latest.y - previous.y) / (latest.time - previous.time).inSeconds
    }

    /// Ends the drag and decides its outcome; call it when the button is released.
    public mutating func end(atY y: Double, time: Duration) -> Decision {
        move(toY: y, time: time)
        isDragging = false
        return decision(offset: offsetY, velocity: velocity)
    }

    /// The outcome of releasing at `offset` px with `velocity` px/s.
    public func decision(offset: Double, velocity: Double) -> Decision {
        let farEnough = offset > cardHeight * distanceThreshold
        let flungDown = velocity > velocityThreshold && offset > 0
        return farEnough || flungDown ? .dismiss : .snapBack(velocity: velocity)
    }

    /// Where a released card is, `time` into its spring back to rest.
    ///
    /// - Parameters:
    ///   - time: Time since the release.
    ///   - releaseVelocity: The velocity from ``Decision/snapBack(velocity:)``.
    public func snapBackOffset(at time: Duration, releaseVelocity: Double) -> Double {
        spring.value(at: time, from: offsetY, to: 0, initialVelocity: releaseVelocity)
    }

    /// The spring back as a track for ``TransitionCoordinator/animateValues(_:completion:)``.
    ///
    /// - Parameter releaseVelocity: The velocity from ``Decision/snapBack(velocity:)``.
    public func snapBackAnimation(releaseVelocity: Double) -> PropertyAnimation {
        PropertyAnimation(\.offsetY, from: offsetY, to: 0, spring: spring, initialVelocity: releaseVelocity)
    }

    /// How long the spring back takes to settle within half a pixel.
    public func snapBackDuration(releaseVelocity: Double) -> Duration {
        spring.settlingDuration(from: offsetY, to: 0, initialVelocity: releaseVelocity)
    }
}
