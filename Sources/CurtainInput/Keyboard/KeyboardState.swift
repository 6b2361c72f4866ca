import CurtainCXKBCommon

#if canImport(Glibc)
import Glibc
#endif

/// What the keyboard is doing right now on top of a `Keymap`: pressed keys, latched and locked modifiers, group.
///
/// Feed it either raw key transitions (``updateKey(_:isPressed:)``, as a standalone client would) or the
/// compositor's serialized modifier masks (``updateMask(depressed:latched:locked:group:)`` from
/// `wl_keyboard.modifiers`, which is authoritative under Wayland). Then ask it what a key types:
///
/// ```swift
/// let state = try KeyboardState(keymap: Keymap(layout: "us"))
/// state.updateKey(Keycode(evdev: 42), isPressed: true)   // KEY_LEFTSHIFT
/// state.text(for: Keycode(evdev: 30))                    // "A"
/// ```
package final class KeyboardState {
    /// The keymap this state interprets keys with.
    package let keymap: Keymap
    /// The `struct xkb_state *` this object owns.
    private let state: OpaquePointer
    /// Modifier indices in the keymap, paired with the ``KeyModifiers`` each stands for.
    private let modifierIndices: [(index: xkb_mod_index_t, modifier: KeyModifiers)]

    /// Creates a state with nothing pressed, no modifiers and the first layout.
    ///
    /// - Parameters:
    ///   - keymap: The keymap to interpret keys with.
    /// - Throws: ``KeymapError/stateUnavailable`` when xkbcommon cannot allocate the state.
    package init(keymap: Keymap) throws {
        guard let state = xkb_state_new(keymap.keymap) else { throw KeymapError.stateUnavailable }
        self.keymap = keymap
        self.state = state
        let names: [(String, KeyModifiers)] = [
            (XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CTRL, .control), (XKB_MOD_NAME_ALT, .alt),
            (XKB_MOD_NAME_LOGO, .logo), (XKB_MOD_NAME_CAPS, .capsLock),
        ]
        modifierIndices = names.compactMap { name, modifier in
            let index = xkb_keymap_mod_get_index(keymap.keymap, name)
            return index == XKB_MOD_INVALID ? nil : (index, modifier)
        }
    }

    deinit {
        xkb_state_unref(state)
    }

    /// Applies one key transition, updating modifiers and latches as the keymap's actions say.
    ///
    /// Under Wayland the compositor tracks modifiers and sends them in `wl_keyboard.modifiers`; use this for
    /// tests and for clients that own the keyboard.
    ///
    /// - Parameters:
    ///   - key: The key that went down or up.
    ///   - isPressed: `true` for a press, `false` for a release.
    package func updateKey(_ key: Keycode, isPressed: Bool) {
        xkb_state_update_key(state, key.rawValue, isPressed ? XKB_KEY_DOWN : XKB_KEY_UP)
    }

    /// Replaces the modifier and group state with the compositor's, as `wl_keyboard.modifiers` delivers it.
    ///
    /// - Parameters:
    ///   - depressed: Modifiers physically held.
    ///   - latched: Modifiers latched for the next key (sticky keys).
    ///   - locked: Modifiers locked on (Caps Lock, Num Lock).
    ///   - group: The effective layout index.
    package func updateMask(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// The effective modifiers (depressed, latched or locked) by the names dialogs care about.
    package var modifiers: KeyModifiers {
        var result: KeyModifiers = []
        for (index, modifier) in modifierIndices
        where xkb_state_mod_index_is_active(state, index, XKB_STATE_MODS_EFFECTIVE) > 0 {
            result.insert(modifier)
        }
        return result
    }

    /// The one keysym `key` produces now, after the current layout, level and Caps Lock transformation.
    ///
    /// - Parameters:
    ///   - key: The key to look up.
    /// - Returns: The keysym, or `XKB_KEY_NoSymbol` (raw value 0) when the key produces none or several.
    package func keysym(for key: Keycode) -> Keysym {
        Keysym(rawValue: xkb_state_key_get_one_sym(state, key.rawValue))
    }

    /// The text `key` types now, or `nil` for keys that type nothing printable.
    ///
    /// Control characters are not text here: Return, Tab, Escape, Backspace and Ctrl+letter combinations
    /// return `nil`, and views handle them through their keysym.
    ///
    /// - Parameters:
    ///   - key: The key to look up.
    /// - Returns: The UTF-8 text, such as `"a"`, `"A"` or `"ß"`, or `nil`.
    package func text(for key: Keycode) -> String? {
        let length = Int(xkb_state_key_get_utf8(state, key.rawValue, nil, 0))
        return KeyboardState.text(length: length) { xkb_state_key_get_utf8(state, key.rawValue, $0, $1) }
    }

    /// The printable text xkbcommon writes through `fill` (a buffer and its size), `length` bytes long.
    ///
    /// The bytes pass through a temporary buffer on the stack, zeroed before it is left, and not through an array on
    /// the heap: what a key types may be part of a password, and a heap block is freed without being wiped. The text
    /// of one key fits in a `String`'s inline storage, which never reaches the heap either.
    static func text(length: Int, fill: (UnsafeMutablePointer<CChar>, Int) -> Void) -> String? {
        guard length > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            guard let base = buffer.baseAddress else { return nil }
            fill(base, buffer.count)
            defer { explicit_bzero(base, buffer.count) }
            let text = String(decoding: UnsafeRawBufferPointer(start: base, count: length), as: UTF8.self)
            return KeyboardState.printable(text)
        }
    }

    /// Whether holding `key` repeats; see `Keymap.keyRepeats(_:)`.
    package func keyRepeats(_ key: Keycode) -> Bool {
        keymap.keyRepeats(key)
    }

    /// A ``KeyEvent`` for a press of `key` in the current state.
    ///
    /// Without compose this is the whole translation; ``Keyboard`` runs the keysym through ``ComposeState`` first.
    ///
    /// - Parameters:
    ///   - key: The key that went down.
    ///   - isRepeat: Whether key repeat produced the press.
    /// - Returns: The keysym, text and modifiers of the press.
    package func event(for key: Keycode, isRepeat: Bool = false) -> KeyEvent {
        KeyEvent(keysym: keysym(for: key), text: text(for: key), modifiers: modifiers, isRepeat: isRepeat)
    }

    /// `text` unless it consists only of control characters (C0, DEL, C1), then `nil`.
    static func printable(_ text: String) -> String? {
        let isControl = text.unicodeScalars.allSatisfy { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) }
        return text.isEmpty || isControl ? nil : text
    }
}
