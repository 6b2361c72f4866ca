import CurtainShell

/// What a ``Keyboard`` reports to its owner: focus arriving on a surface and leaving it, and each key press.
///
/// Set it as ``Keyboard/delegate``; the keyboard holds it weakly. Every method has a default that does nothing.
/// Surfaces are named by ``SurfaceID`` (compare with ``Surface/id``), so a seat shared by several
/// windows can route each event to the window it belongs to:
///
/// ```swift
/// final class Router: KeyboardDelegate {
///     func keyboard(_ keyboard: Keyboard, didPress event: KeyEvent, on surface: SurfaceID?) {
///         window(for: surface)?.handleKey(event)
///     }
/// }
/// keyboard.delegate = router
/// ```
@MainActor public protocol KeyboardDelegate: AnyObject {
    /// Called on `wl_keyboard.enter`, after ``Keyboard/focus`` is set. Keys held at the enter are not replayed.
    func keyboard(_ keyboard: Keyboard, didEnter surface: SurfaceID?)

    /// Called on `wl_keyboard.leave`, after repeat and compose stopped and ``Keyboard/focus`` was cleared.
    func keyboard(_ keyboard: Keyboard, didLeave surface: SurfaceID?)

    /// Called for every press and every repeat, with the focused surface.
    ///
    /// Modifier keys pressed alone arrive too (Shift as `Shift_L`, text `nil`); a compose sequence arrives once,
    /// as its result, when it completes. Releases are not delivered.
    func keyboard(_ keyboard: Keyboard, didPress event: KeyEvent, on surface: SurfaceID?)
}

// MARK: - Default implementations

extension KeyboardDelegate {
    /// Ignores the focus.
    public func keyboard(_ keyboard: Keyboard, didEnter surface: SurfaceID?) {}

    /// Ignores the focus.
    public func keyboard(_ keyboard: Keyboard, didLeave surface: SurfaceID?) {}

    /// Ignores the key.
    public func keyboard(_ keyboard: Keyboard, didPress event: KeyEvent, on surface: SurfaceID?) {}
}
