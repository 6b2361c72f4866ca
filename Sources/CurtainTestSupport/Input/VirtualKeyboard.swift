import CurtainCWayland
import CurtainCXKBCommon
import CurtainTestProtocols
import Glibc
import Wayland

/// A keyboard plugged into a wlroots compositor's seat through `zwp_virtual_keyboard_v1`: its keys reach the
/// focused client exactly as a hardware keyboard's would, with the compositor's own serials and focus.
///
/// ```swift
/// let keyboard = try VirtualKeyboard(socketPath: sway.socketPath)
/// keyboard.tap(.enter, holding: [])
/// try keyboard.type("Hello")
/// ```
/// It holds its own connection. wlroots does not derive modifiers from a virtual keyboard's keys, so this
/// class tracks them in an xkb state of the uploaded keymap and sends `modifiers` after every modifier key,
/// as a compositor does for a real keyboard. Every tap ends in two round trips: when it returns, the compositor
/// has routed the keys and written them to the focused client's socket.
@MainActor public final class VirtualKeyboard: CompositorKeyboard {
    public let client: TestClient
    private let keyboard: ZwpVirtualKeyboardV1
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// The first error the connection reported during a tap; later taps do nothing. Tests waiting for the
    /// keys' effect time out; this says why.
    public private(set) var error: Error?
    /// ``error``, read from any thread: on the main actor, where taps record it (``onMainActor(_:)``).
    nonisolated public var tapError: Error? { onMainActor { error } }

    /// Connects to the compositor at `socketPath`, plugs a keyboard into its first seat and uploads the keymap
    /// xkbcommon compiles from the RMLVO names (default: `us`).
    ///
    /// - Throws: ``TestInputError/missingGlobal(_:)`` when the compositor offers no virtual keyboard or seat,
    ///   ``VirtualKeyboardError`` when the keymap cannot be compiled or shared, or the connection's error.
    public init(socketPath: String, layout: String = "us", variant: String? = nil) throws {
        client = try TestClient(display: Display.connect(name: socketPath))
        let seat = try client.bind(WlSeat.self)
        let manager = try client.bind(ZwpVirtualKeyboardManagerV1.self)
        (keymap, state) = try Self.compile(layout: layout, variant: variant)
        keyboard = manager.createVirtualKeyboard(seat: seat)
        start = clock.now
        try upload()
        try client.roundtrip()
    }

    isolated deinit {
        keyboard.destroy()
        try? client.display.flush()
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
    }

    /// Presses and releases `key`, holding `modifiers` around it, then waits until the compositor has handled them.
    /// Usable from any thread: runs on the main actor, where the keyboard's proxy lives (``onMainActor(_:)``).
    nonisolated public func tap(_ key: EvdevKey, holding modifiers: [EvdevKey]) {
        onMainActor { tapOnMainActor(key, holding: modifiers) }
    }

    private func tapOnMainActor(_ key: EvdevKey, holding modifiers: [EvdevKey]) {
        guard error == nil else { return }
        modifiers.forEach { send($0, isPressed: true) }
        send(key, isPressed: true)
        send(key, isPressed: false)
        modifiers.reversed().forEach { send($0, isPressed: false) }
        // Two round trips: the first answer can reach this client before the compositor has flushed the focused
        // client's key events (libwayland-server flushes its clients one after another, at the top of its next
        // loop turn), and a test reading the client's state at once would run ahead of them. The second request is
        // read only after that flush, so its answer follows the keys into the focused client's socket.
        do {
            try client.roundtrip()
            try client.roundtrip()
        } catch { self.error = error }
    }

    /// One key event, then the modifier state if the key changed it.
    private func send(_ key: EvdevKey, isPressed: Bool) {
        let time = UInt32(
            truncatingIfNeeded: (clock.now - start).components.seconds * 1000
                + (clock.now - start).components.attoseconds / 1_000_000_000_000_000)
        keyboard.key(time: time, key: key.rawValue, state: isPressed ? 1 : 0)
        let changed = xkb_state_update_key(state, key.rawValue + 8, isPressed ? XKB_KEY_DOWN : XKB_KEY_UP)
        guard changed.rawValue & (XKB_STATE_MODS_EFFECTIVE.rawValue | XKB_STATE_LAYOUT_EFFECTIVE.rawValue) != 0 else {
            return
        }
        keyboard.modifiers(
            modsDepressed: xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED),
            modsLatched: xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED),
            modsLocked: xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED),
            group: xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE))
    }

    /// Shares the keymap's text, NUL included, in a sealed memfd, as compositors share theirs.
    private func upload() throws {
        guard let text = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else {
            throw VirtualKeyboardError.keymap("xkb_keymap_get_as_string failed")
        }
        defer { free(text) }
        let size = strlen(text) + 1
        let fd = curtain_memfd_create("curtain-virtual-keymap", UInt32(MFD_CLOEXEC | MFD_ALLOW_SEALING))
        guard fd >= 0 else { throw VirtualKeyboardError.keymap("memfd_create: errno \(errno)") }
        defer { close(fd) }
        var written = 0
        while written < size {
            let count = write(fd, text + written, size - written)
            guard count > 0 else { throw VirtualKeyboardError.keymap("writing the keymap: errno \(errno)") }
            written += count
        }
        _ = curtain_add_seals(fd, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE)
        keyboard.keymap(format: 1, fd: fd, size: UInt32(size))
        // libwayland duplicates the fd when it marshals; ours closes on return.
        try client.display.flush()
    }

    /// The keymap from RMLVO names and a fresh state on it.
    private static func compile(layout: String, variant: String?) throws -> (OpaquePointer, OpaquePointer) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
            throw VirtualKeyboardError.keymap("xkb_context_new failed")
        }
        defer { xkb_context_unref(context) }
        let compiled = layout.withCString { layoutName in
            (variant ?? "").withCString { variantName in
                var names = xkb_rule_names(
                    rules: nil, model: nil, layout: layoutName,
                    variant: variant == nil ? nil : variantName, options: nil)
                return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
            }
        }
        guard let compiled else { throw VirtualKeyboardError.keymap("no xkb keymap for layout \(layout)") }
        guard let state = xkb_state_new(compiled) else {
            xkb_keymap_unref(compiled)
            throw VirtualKeyboardError.keymap("xkb_state_new failed")
        }
        return (compiled, state)
    }
}
