import Curtain
import CurtainTestProtocols

/// Keys and pointer through `org_kde_kwin_fake_input`, which KWin feeds into the same input pipeline as a real
/// device: KWin picks the focused surface and sends `wl_keyboard.key` with a serial of its own.
///
/// Each call returns after a round trip on the harness's connection. KWin handles fake input while it reads the
/// request, so by then it has sent the events to the focused client, which sees them when it next dispatches.
extension KWinHarness: CompositorKeyboard {
    /// Presses and releases `key` (an evdev code), holding `modifiers` around it.
    nonisolated public func tap(_ key: EvdevKey, holding modifiers: [EvdevKey] = []) {
        onMainActor { [self] in
            modifiers.forEach { send(key: $0, isPressed: true) }
            send(key: key, isPressed: true)
            send(key: key, isPressed: false)
            modifiers.reversed().forEach { send(key: $0, isPressed: false) }
            sync()
        }
    }

    /// Presses `key` and keeps it down until ``release(_:)``.
    nonisolated public func press(_ key: EvdevKey) {
        onMainActor { [self] in
            send(key: key, isPressed: true)
            sync()
        }
    }

    /// Releases a key that ``press(_:)`` held.
    nonisolated public func release(_ key: EvdevKey) {
        onMainActor { [self] in
            send(key: key, isPressed: false)
            sync()
        }
    }

    /// Moves the pointer to global logical coordinates on the virtual output.
    nonisolated public func movePointer(x: Double, y: Double) {
        onMainActor { [self] in
            fakeInputDevice?.pointerMotionAbsolute(x: x, y: y)
            sync()
        }
    }

    /// Presses or releases a pointer button where the pointer is.
    nonisolated public func pointerButton(_ button: PointerButton, isPressed: Bool) {
        onMainActor { [self] in
            fakeInputDevice?.button(button.rawValue, state: isPressed ? 1 : 0)
            sync()
        }
    }

    /// Waits until KWin has handled everything sent so far.
    nonisolated public func sync() {
        onMainActor { [self] in
            try? inputConnection?.roundtrip()
        }
    }

    @MainActor
    private func send(key: EvdevKey, isPressed: Bool) {
        // wl_keyboard.key_state: 1 pressed, 0 released.
        fakeInputDevice?.keyboardKey(button: key.rawValue, state: isPressed ? 1 : 0)
    }
}
