import Glibc
import Wayland

/// A test client's keyboard alone: binds `wl_seat`, asks only for its keyboard and records what the compositor
/// sends it, to observe where the compositor puts keyboard focus.
///
/// ``TestSeat`` also asks for a pointer, which a seat without one refuses with a protocol error
/// (`missing_capability`): sway's seat has only the harness's virtual keyboard.
/// ```swift
/// let keyboard = try TestKeyboard(client)
/// try client.wait(for: "focus") { keyboard.hasFocus }
/// ```
@MainActor public final class TestKeyboard {
    public let seat: WlSeat
    public let keyboard: WlKeyboard
    /// Every `wl_keyboard` event, in order (keymap fds closed).
    public private(set) var events: [WlKeyboard.Event] = []

    public init(_ client: TestClient) throws {
        seat = try client.bind(WlSeat.self)
        keyboard = seat.getKeyboard()
        keyboard.onEvent = { [unowned self] event in
            if case .keymap(_, let fd, _) = event { close(fd) }
            events.append(event)
        }
    }

    /// Whether the last `wl_keyboard.enter` has not been followed by a `leave`.
    public var hasFocus: Bool {
        for event in events.reversed() {
            switch event {
            case .enter: return true
            case .leave: return false
            default: continue
            }
        }
        return false
    }

    /// `wl_keyboard.key` events as (evdev code, pressed).
    public var keys: [(key: UInt32, isPressed: Bool)] {
        events.compactMap { event in
            guard case .key(_, _, let key, let state) = event else { return nil }
            return (key, state == .pressed)
        }
    }
}
