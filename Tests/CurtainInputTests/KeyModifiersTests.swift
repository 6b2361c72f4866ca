import CurtainTestSupport
import Testing
import CurtainInput

@Suite("Keyboard modifiers", .blocking)
struct InputModifierTests {
    @Test func heldKeysBecomeModifiers() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "us"))
        #expect(state.modifiers == [])
        let held: [(UInt32, KeyModifiers)] = [
            (EvdevKey.leftShift, .shift), (EvdevKey.leftControl, .control),
            (EvdevKey.leftAlt, .alt), (EvdevKey.leftMeta, .logo),
        ]
        for (key, modifier) in held {
            state.updateKey(Keycode(evdev: key), isPressed: true)
            #expect(state.modifiers == modifier)
            state.updateKey(Keycode(evdev: key), isPressed: false)
            #expect(state.modifiers == [])
        }
    }

    @Test func capsLockLocksAndUppercases() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "us"))
        let caps = Keycode(evdev: EvdevKey.capsLock)
        state.updateKey(caps, isPressed: true)
        state.updateKey(caps, isPressed: false)
        #expect(state.modifiers == .capsLock)
        #expect(state.text(for: Keycode(evdev: EvdevKey.a)) == "A")
    }

    /// `wl_keyboard.modifiers` sends masks in the keymap's own bit order; in xkb's standard keymaps Shift,
    /// Lock and Control are the first three real modifiers and Mod1 (Alt), Mod4 (Logo) follow.
    @Test func compositorMasksMapToModifiers() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "us"))
        state.updateMask(depressed: 1 << 0 | 1 << 2, latched: 0, locked: 0, group: 0)
        #expect(state.modifiers == [.shift, .control])
        state.updateMask(depressed: 1 << 3 | 1 << 6, latched: 0, locked: 1 << 1, group: 0)
        #expect(state.modifiers == [.alt, .logo, .capsLock])
        state.updateMask(depressed: 0, latched: 0, locked: 0, group: 0)
        #expect(state.modifiers == [])
    }

    @Test func compositorGroupSelectsLayout() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "us,de"))
        let keyY = Keycode(evdev: EvdevKey.y)
        #expect(state.text(for: keyY) == "y")
        state.updateMask(depressed: 0, latched: 0, locked: 0, group: 1)
        #expect(state.text(for: keyY) == "z")
    }

    @Test func eventCarriesKeysymTextAndModifiers() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "us"))
        state.updateKey(Keycode(evdev: EvdevKey.leftShift), isPressed: true)
        let event = state.event(for: Keycode(evdev: EvdevKey.a), isRepeat: true)
        #expect(event == KeyEvent(keysym: Keysym(rawValue: 0x41), text: "A", modifiers: .shift, isRepeat: true))
    }
}
