import Glibc
import Wayland

/// The compositor's keymap for one keyboard, compiled when it is first needed rather than when it arrives.
///
/// Compiling costs ~1.5 ms, and the compositor sends `wl_keyboard.keymap` while a dialog is still putting up its
/// first frame, so ``Keyboard`` keeps the descriptor here and compiles on the first key press. Modifiers that
/// arrive meanwhile are kept for the keymap they belong to, so compiling never waits on them and they never
/// force it. The value owns the descriptor of a keymap not compiled yet: its owner calls ``discard()`` when it
/// goes.
struct DeferredKeymap {
    /// The keymap and modifier state compiled last.
    private var compiled: KeyboardState?
    /// The latest keymap, not compiled yet.
    private var pending: (fd: Int32, size: UInt32)?
    /// Modifiers that arrived while ``pending`` waited.
    private var pendingMask: (depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32)?

    /// The keymap and modifier state, compiling the keymap that arrived last if it has not been; a keymap that
    /// fails to compile keeps the previous one.
    mutating func state() -> KeyboardState? {
        guard let (fd, size) = pending else { return compiled }
        pending = nil
        do {
            compiled = try KeyboardState(keymap: Keymap(fd: fd, size: size))
        } catch {
            InputLog.warn("ignoring the compositor's keymap: \(error)")
        }
        if let mask = pendingMask {
            pendingMask = nil
            compiled?.updateMask(
                depressed: mask.depressed, latched: mask.latched, locked: mask.locked,
                group: mask.group)
        }
        return compiled
    }

    /// `wl_keyboard.keymap`: keeps an XKB keymap for later; any other format leaves the keyboard without one.
    /// Takes ownership of `fd`.
    mutating func receive(format: WlKeyboard.KeymapFormat, fd: Int32, size: UInt32) {
        discard()
        guard format == .xkbV1 else {
            close(fd)
            compiled = nil
            pendingMask = nil
            return
        }
        pending = (fd, size)
    }

    /// `wl_keyboard.modifiers`: applies the compositor's masks, or keeps them for a keymap not compiled yet.
    mutating func updateMask(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        if pending != nil {
            pendingMask = (depressed, latched, locked, group)
        } else {
            compiled?.updateMask(depressed: depressed, latched: latched, locked: locked, group: group)
        }
    }

    /// Closes the descriptor of a keymap not compiled yet.
    mutating func discard() {
        if let pending { close(pending.fd) }
        pending = nil
    }
}
