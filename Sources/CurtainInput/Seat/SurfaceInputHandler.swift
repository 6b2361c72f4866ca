import Wayland

/// An object that owns a `wl_surface` and wants the input that happens on it: a window, a popup, a
/// presentation's card.
///
/// Register it with `InputRouter.register(_:for:)`; the router then calls it for the events whose
/// surface is that one, on the event loop's thread, in the order the compositor sent them:
///
/// ```swift
/// final class Card: SurfaceInputHandler {
///     func handlePointerEvent(_ event: PointerEvent, seat: Seat) { root.handlePointerEvent(event) }
///     var cursorShape: CursorShape { root.currentCursor }
/// }
/// router.register(card, for: card.surface.wlSurface)
/// ```
///
/// Pointer coordinates are surface-local logical pixels. While a handler is being called the router's
/// `InputRouter.currentInputEvent` names the seat and serial of the event, for clipboard requests, and
/// during button and key events `InputRouter.currentGrabEvent` names the press serial popup grabs quote.
@MainActor public protocol SurfaceInputHandler: AnyObject {
    /// Called for each pointer event on the surface once its `wl_pointer.frame` ends: `.enter` when the
    /// pointer arrives, `.motion`, `.press`/`.release`, `.scroll`, and `.leave` when it goes.
    ///
    /// After the call the router shows ``cursorShape`` (with the latest enter serial and ``cursorScale``).
    func handlePointerEvent(_ event: PointerEvent, seat: Seat)

    /// Called on `wl_keyboard.enter`: the surface has keyboard focus on `seat`. Key presses follow.
    func handleKeyboardEnter(seat: Seat)

    /// Called on `wl_keyboard.leave`: the surface lost keyboard focus; repeat and compose have stopped.
    func handleKeyboardLeave(seat: Seat)

    /// Called for every key press and repeat while the surface has keyboard focus on `seat`.
    func handleKey(_ event: KeyEvent, seat: Seat)

    /// The pointer image the handler wants over its surface now; read after every pointer event.
    var cursorShape: CursorShape { get }

    /// The buffer scale of the surface, at which the cursor image is loaded.
    var cursorScale: Int32 { get }
}

// MARK: - Default implementations

extension SurfaceInputHandler {
    /// Ignores keyboard focus.
    public func handleKeyboardEnter(seat: Seat) {}

    /// Ignores keyboard focus.
    public func handleKeyboardLeave(seat: Seat) {}

    /// Ignores keys.
    public func handleKey(_ event: KeyEvent, seat: Seat) {}

    /// The arrow.
    public var cursorShape: CursorShape { .default }

    /// Scale 1.
    public var cursorScale: Int32 { 1 }
}
