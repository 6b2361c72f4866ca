import Glibc
import Wayland

/// Binds `wl_seat` with its pointer and keyboard and records every event they deliver, for tests to inspect.
///
/// ```swift
/// let seat = try TestSeat(client)
/// input.click(at: point)
/// try client.wait(for: "the click") { seat.pointerButtons.count == 2 }
/// ```
@MainActor public final class TestSeat {
    public let seat: WlSeat
    public let pointer: WlPointer
    public let keyboard: WlKeyboard
    /// Every `wl_pointer` event, in order.
    public private(set) var pointerEvents: [WlPointer.Event] = []
    /// Every `wl_keyboard` event, in order (keymap fds already read and closed).
    public private(set) var keyboardEvents: [WlKeyboard.Event] = []
    /// The text of every `xkb_v1` keymap received, oldest first: feed the last to xkbcommon to decode keys.
    public private(set) var keymaps: [String] = []

    public init(_ client: TestClient) throws {
        seat = try client.bind(WlSeat.self)
        pointer = seat.getPointer()
        keyboard = seat.getKeyboard()
        pointer.onEvent = { [unowned self] event in pointerEvents.append(event) }
        keyboard.onEvent = { [unowned self] event in
            if case .keymap(let format, let fd, let size) = event {
                if format == .xkbV1, let text = Self.readKeymap(fd: fd, size: Int(size)) { keymaps.append(text) }
                close(fd)
            }
            keyboardEvents.append(event)
        }
    }

    /// `wl_pointer.button` events as (evdev code, pressed).
    public var pointerButtons: [(button: UInt32, isPressed: Bool)] {
        pointerEvents.compactMap { event in
            guard case .button(_, _, let button, let state) = event else { return nil }
            return (button, state == .pressed)
        }
    }

    /// `wl_keyboard.key` events as (evdev code, pressed).
    public var keys: [(key: UInt32, isPressed: Bool)] {
        keyboardEvents.compactMap { event in
            guard case .key(_, _, let key, let state) = event else { return nil }
            return (key, state == .pressed)
        }
    }

    /// The keymap is a NUL-terminated string in memory the compositor shares read-only.
    private static func readKeymap(fd: Int32, size: Int) -> String? {
        guard size > 0, let memory = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), memory != MAP_FAILED else {
            return nil
        }
        defer { munmap(memory, size) }
        let bytes = UnsafeRawBufferPointer(start: memory, count: size)
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// Surface-local position of the last `wl_pointer.enter`, if any.
    public var lastEnterPosition: (x: Double, y: Double)? {
        for event in pointerEvents.reversed() {
            if case .enter(_, _, let x, let y) = event { return (x, y) }
        }
        return nil
    }
}
