import CurtainInput
import CurtainRendering

/// The pointer on a ``Control``: whether it hovers, and a left-button press from press to release. The press
/// inside highlights the control, dragging out un-highlights it (the control keeps the pointer), and only a
/// release inside is a click.
struct PressTracking {
    /// What an event meant to the control.
    enum Outcome {
        /// Not the control's: let it go on.
        case ignored
        /// Taken (a press, a drag, a release outside).
        case handled
        /// A release inside: the control activates.
        case clicked
    }

    /// Whether the pointer is over the control (between `enter` and `leave`).
    private(set) var isHovered = false
    /// Whether a left-button press is in progress.
    private(set) var isTracking = false
    /// Whether the press is in progress with the pointer inside.
    private(set) var isHighlighted = false

    /// Follows `event`; `inside` says whether it is within the control's bounds.
    mutating func handle(_ event: PointerEvent, inside: Bool, isEnabled: Bool) -> Outcome {
        switch event.kind {
        case .enter:
            isHovered = true
            return .ignored
        case .leave:
            isHovered = false
            return .ignored
        case .scroll:
            return .ignored
        case .motion:
            guard isTracking else { return .ignored }
            isHighlighted = inside
            return .handled
        case .press(let button):
            guard button == .left, isEnabled else { return .ignored }
            isTracking = true
            isHighlighted = true
            return .handled
        case .release(let button):
            guard button == .left, isTracking else { return isTracking ? .handled : .ignored }
            cancel()
            return inside ? .clicked : .handled
        }
    }

    /// Follows `event` in a control of `bounds`, calling `onClick` for a click.
    ///
    /// - Returns: Whether the control takes the event.
    mutating func follow(_ event: PointerEvent, in bounds: Rect, isEnabled: Bool, onClick: () -> Void) -> Bool {
        switch handle(event, inside: bounds.contains(Point(x: event.x, y: event.y)), isEnabled: isEnabled) {
        case .ignored: return false
        case .handled: return true
        case .clicked:
            onClick()
            return true
        }
    }

    /// Forgets the press (the control was disabled); hovering goes on.
    mutating func cancel() {
        isTracking = false
        isHighlighted = false
    }
}
