/// A physical key as xkbcommon numbers it: the evdev scancode plus 8.
///
/// `wl_keyboard.key` and `wl_keyboard.enter` carry evdev codes (`KEY_A` is 30); every xkb query wants the
/// xkb keycode (`KEY_A` is 38). Keeping the two apart in the type system means the `+ 8` happens exactly once:
///
/// ```swift
/// let a = Keycode(evdev: 30)      // rawValue 38
/// state.keysym(for: a)            // Keysym.a under a US layout
/// ```
public struct Keycode: RawRepresentable, Sendable, Hashable {
    /// The xkb keycode (evdev code + 8).
    public let rawValue: UInt32

    /// Wraps an xkb keycode as it is.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Converts a Linux evdev code, as `wl_keyboard` sends it, into an xkb keycode.
    ///
    /// - Parameters:
    ///   - evdev: The scancode from `linux/input-event-codes.h`, such as 30 for `KEY_A`.
    public init(evdev: UInt32) { self.rawValue = evdev &+ 8 }

    /// The Linux evdev code this key has on the wire.
    public var evdev: UInt32 { rawValue &- 8 }
}
