import Wayland

/// What a ``WaylandConnection`` reports to its owner: seats and outputs the compositor announces or removes
/// after the connection was made.
///
/// Set it as ``WaylandConnection/delegate``; the connection holds it weakly. Every method has a default that does
/// nothing. What was there at connection time is in ``WaylandConnection/seats`` and
/// ``WaylandConnection/outputs``: walk them once, then follow the delegate.
@MainActor package protocol WaylandConnectionDelegate: AnyObject {
    /// Called when a seat is bound on a later hot-plug.
    func connection(_ connection: WaylandConnection, didAddSeat seat: WlSeat)

    /// Called when a seat's global is removed, before the connection drops it.
    func connection(_ connection: WaylandConnection, willRemoveSeat seat: WlSeat)

    /// Called when an output is plugged in after the connection was made (a monitor connected, a headless output
    /// created).
    func connection(_ connection: WaylandConnection, didAdd output: Output)
}

// MARK: - Default implementations

extension WaylandConnectionDelegate {
    /// Ignores the seat.
    package func connection(_ connection: WaylandConnection, didAddSeat seat: WlSeat) {}

    /// Ignores the seat.
    package func connection(_ connection: WaylandConnection, willRemoveSeat seat: WlSeat) {}

    /// Ignores the output.
    package func connection(_ connection: WaylandConnection, didAdd output: Output) {}
}
