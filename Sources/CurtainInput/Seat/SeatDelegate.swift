/// What a ``Seat`` reports to its owner: its keyboard and pointer coming and going with its capabilities.
///
/// Set it as ``Seat/delegate``; the seat holds it weakly. Every method has a default that does nothing. Set it
/// before the loop dispatches again: the first `wl_seat.capabilities` usually arrives in the same batch as the
/// global. Devices that already exist are in ``Seat/keyboard`` and ``Seat/pointer``.
///
/// ```swift
/// final class Wiring: SeatDelegate {
///     func seat(_ seat: Seat, didChangeKeyboard keyboard: Keyboard?) { keyboard?.delegate = router }
/// }
/// seat.delegate = wiring
/// ```
@MainActor public protocol SeatDelegate: AnyObject {
    /// Called after the keyboard appears (with it) or goes away (with `nil`).
    func seat(_ seat: Seat, didChangeKeyboard keyboard: Keyboard?)

    /// Called after the pointer appears (with it) or goes away (with `nil`).
    func seat(_ seat: Seat, didChangePointer pointer: Pointer?)
}

// MARK: - Default implementations

extension SeatDelegate {
    /// Ignores the keyboard.
    public func seat(_ seat: Seat, didChangeKeyboard keyboard: Keyboard?) {}

    /// Ignores the pointer.
    public func seat(_ seat: Seat, didChangePointer pointer: Pointer?) {}
}
