import CurtainTestSupport
import Testing
import CurtainInput

/// Evdev codes from `linux/input-event-codes.h` used across the input tests.
enum EvdevKey {
    static let q: UInt32 = 16
    static let y: UInt32 = 21
    static let a: UInt32 = 30
    static let e: UInt32 = 18
    static let leftShift: UInt32 = 42
    static let leftControl: UInt32 = 29
    static let leftAlt: UInt32 = 56
    static let leftMeta: UInt32 = 125
    static let capsLock: UInt32 = 58
    static let enter: UInt32 = 28
    static let escape: UInt32 = 1
}

@Suite("Keymaps from RMLVO names", .blocking)
struct InputKeymapTests {
    @Test func usKeyATypesLowercaseAndShiftedUppercase() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "us"))
        let keyA = Keycode(rawValue: EvdevKey.a + 8)
        #expect(state.keysym(for: keyA) == .a)
        #expect(state.text(for: keyA) == "a")

        state.updateKey(Keycode(evdev: EvdevKey.leftShift), isPressed: true)
        #expect(state.keysym(for: keyA) == Keysym(rawValue: 0x41))
        #expect(state.text(for: keyA) == "A")

        state.updateKey(Keycode(evdev: EvdevKey.leftShift), isPressed: false)
        #expect(state.text(for: keyA) == "a")
    }

    @Test func germanKeyYTypesZ() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "de"))
        #expect(state.text(for: Keycode(evdev: EvdevKey.y)) == "z")
    }

    @Test func frenchAzertyKeyQTypesA() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "fr", variant: "azerty"))
        #expect(state.keysym(for: Keycode(evdev: EvdevKey.q)) == .a)
        #expect(state.text(for: Keycode(evdev: EvdevKey.q)) == "a")
    }

    @Test func unknownLayoutFailsToCompile() {
        #expect(throws: KeymapError.self) { try Keymap(layout: "no-such-layout-xyz") }
    }

    @Test func keycodeConvertsFromEvdev() {
        #expect(Keycode(evdev: 30).rawValue == 38)
        #expect(Keycode(rawValue: 38).evdev == 30)
    }

    @Test func keymapTextRoundTrips() throws {
        let original = try Keymap(layout: "de")
        let copy = try Keymap(text: original.text)
        let state = try KeyboardState(keymap: copy)
        #expect(state.text(for: Keycode(evdev: EvdevKey.y)) == "z")
    }

    @Test func keymapLoadsFromCompositorStyleFileDescriptor() throws {
        let text = try Keymap(layout: "de").text
        let (fd, size) = try KeymapFile.make(text)
        let identity = try #require(KeymapFile.identity(of: fd))
        let keymap = try Keymap(fd: fd, size: size)
        #expect(try KeyboardState(keymap: keymap).text(for: Keycode(evdev: EvdevKey.y)) == "z")
        // The initializer owns the fd and closes it.
        #expect(KeymapFile.isClosed(fd, identity: identity))
    }

    @Test func controlCharactersAreNotText() throws {
        let state = try KeyboardState(keymap: Keymap(layout: "us"))
        #expect(state.keysym(for: Keycode(evdev: EvdevKey.enter)) == .return)
        #expect(state.text(for: Keycode(evdev: EvdevKey.enter)) == nil)
        #expect(state.text(for: Keycode(evdev: EvdevKey.escape)) == nil)
        state.updateKey(Keycode(evdev: EvdevKey.leftControl), isPressed: true)
        #expect(state.keysym(for: Keycode(evdev: EvdevKey.a)) == .a)
        #expect(state.text(for: Keycode(evdev: EvdevKey.a)) == nil)
    }

    @Test func lettersRepeatAndModifiersDoNot() throws {
        let keymap = try Keymap(layout: "us")
        #expect(keymap.keyRepeats(Keycode(evdev: EvdevKey.a)))
        #expect(!keymap.keyRepeats(Keycode(evdev: EvdevKey.leftShift)))
        #expect(!keymap.keyRepeats(Keycode(evdev: EvdevKey.capsLock)))
    }
}
