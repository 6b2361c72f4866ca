import CurtainShell

/// What a ``Pointer`` reports to its owner: the pointer arriving on a surface, and each event once its frame ends.
///
/// Set it as ``Pointer/delegate``; the pointer holds it weakly. Every method has a default that does nothing.
/// Surfaces are named by ``SurfaceID`` (compare with ``Surface/id``).
///
/// ```swift
/// final class Router: PointerDelegate {
///     func pointer(_ pointer: Pointer, didReceive event: PointerEvent, on surface: SurfaceID?) {
///         window(for: surface)?.handlePointer(event)
///     }
/// }
/// pointer.delegate = router
/// ```
@MainActor public protocol PointerDelegate: AnyObject {
    /// Called on `wl_pointer.enter` as soon as it arrives (before the frame ends), once ``Pointer/enterSerial`` is
    /// updated; a ``Cursor`` sets its image here, since `set_cursor` needs this serial.
    func pointer(_ pointer: Pointer, didEnter surface: SurfaceID?)

    /// Called for each event when its frame ends, with the surface it happened on (for `leave`, the one left).
    /// Coordinates are surface-local logical pixels.
    func pointer(_ pointer: Pointer, didReceive event: PointerEvent, on surface: SurfaceID?)
}

// MARK: - Default implementations

extension PointerDelegate {
    /// Ignores the enter; its event follows when the frame ends.
    public func pointer(_ pointer: Pointer, didEnter surface: SurfaceID?) {}

    /// Ignores the event.
    public func pointer(_ pointer: Pointer, didReceive event: PointerEvent, on surface: SurfaceID?) {}
}
