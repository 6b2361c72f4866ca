import CurtainTestProtocols
import Wayland

/// A minimal input method on a wlroots compositor (`zwp_input_method_v2`), on a connection of its own: what
/// a CJK converter or an on-screen keyboard does, scripted by a test.
///
/// ```swift
/// let ime = try TestInputMethod(socketPath: sway.socketPath)   // before the client under test focuses a field
/// try ime.waitUntilActive()
/// try ime.send(preedit: "にほん")                              // shown in the field, not yet its text
/// try ime.send(commit: "日本")                                // replaces the preedit, becomes text
/// try ime.send(deleteBefore: 3)
/// ```
/// sway 1.7 sends `zwp_text_input_v3.enter` to clients only while an input method is bound, so create it
/// before the client under test gets keyboard focus. It records the state the compositor relays from the
/// focused field (surrounding text, content type), applied at each `done` as the protocol says, and
/// counts the `done`s: each commit quotes that count as its serial.
@MainActor public final class TestInputMethod {
    /// The state the compositor relayed, as of the latest `done`.
    public struct FieldState: Sendable, Equatable {
        /// Whether a text field has text input enabled.
        public var isActive = false
        /// The text around the cursor, with cursor and anchor as byte offsets; `nil` when the field sent none.
        public var surroundingText: (text: String, cursor: UInt32, anchor: UInt32)?
        /// `zwp_text_input_v3.content_hint` bits.
        public var hint: UInt32 = 0
        /// `zwp_text_input_v3.content_purpose` (8 is password).
        public var purpose: UInt32 = 0
        /// `zwp_text_input_v3.change_cause` of the latest surrounding text (0 input method, 1 other).
        public var changeCause: UInt32 = 0

        public static func == (a: FieldState, b: FieldState) -> Bool {
            a.isActive == b.isActive && a.hint == b.hint && a.purpose == b.purpose && a.changeCause == b.changeCause
                && a.surroundingText?.text == b.surroundingText?.text
                && a.surroundingText?.cursor == b.surroundingText?.cursor
                && a.surroundingText?.anchor == b.surroundingText?.anchor
        }
    }

    public let client: TestClient
    /// Kept bound: wlroots makes the input method unavailable once the client holds no `wl_seat`.
    private let seat: WlSeat
    private let manager: ZwpInputMethodManagerV2
    private let inputMethod: ZwpInputMethodV2
    /// The state as of the latest `done`.
    public private(set) var state = FieldState()
    /// How many `done` events arrived: the serial of the next commit.
    public private(set) var doneCount: UInt32 = 0
    /// Whether the compositor said another input method already serves the seat.
    public private(set) var isUnavailable = false
    private var pending = FieldState()

    /// Connects to the compositor at `socketPath` and becomes the input method of its first seat.
    ///
    /// - Throws: `TestInputError.missingGlobal` when the compositor offers no input-method manager or seat.
    public init(socketPath: String) throws {
        client = try TestClient(display: Display.connect(name: socketPath))
        seat = try client.bind(WlSeat.self)
        manager = try client.bind(ZwpInputMethodManagerV2.self)
        inputMethod = manager.getInputMethod(seat: seat)
        inputMethod.onEvent = { [unowned self] event in handle(event) }
        try client.roundtrip()
    }

    isolated deinit {
        inputMethod.onEvent = nil
        inputMethod.destroy()
        try? client.display.flush()
    }

    /// Waits until `condition` holds for the relayed state.
    public func wait(for what: String, timeout: Duration = .seconds(5), until condition: (FieldState) -> Bool) throws {
        try client.wait(for: what, timeout: timeout) { condition(state) }
    }

    /// Waits until a text field enabled text input.
    public func waitUntilActive(timeout: Duration = .seconds(5)) throws {
        try wait(for: "zwp_input_method_v2.activate and done", timeout: timeout) { $0.isActive }
    }

    /// Shows composing text in the field: `set_preedit_string`, `commit`.
    ///
    /// - Parameters:
    ///   - cursor: The cursor inside `text` as a byte range; `nil` puts a caret at its end.
    public func send(preedit text: String, cursor: Range<Int>? = nil) throws {
        let cursor = cursor ?? text.utf8.count..<text.utf8.count
        inputMethod.setPreeditString(text: text, cursorBegin: Int32(cursor.lowerBound), cursorEnd: Int32(cursor.upperBound))
        try commit()
    }

    /// Inserts text in the field (any composing text goes): `commit_string`, `commit`.
    public func send(commit text: String) throws {
        inputMethod.commitString(text: text)
        try commit()
    }

    /// Deletes bytes around the field's cursor, then optionally inserts text, in one commit.
    public func send(deleteBefore before: UInt32, after: UInt32 = 0, commit text: String? = nil) throws {
        inputMethod.deleteSurroundingText(beforeLength: before, afterLength: after)
        if let text { inputMethod.commitString(text: text) }
        try commit()
    }

    /// `commit` with the number of `done`s seen, then a roundtrip: the compositor has relayed it when this returns.
    private func commit() throws {
        inputMethod.commit(doneCount)
        try client.roundtrip()
    }

    private func handle(_ event: ZwpInputMethodV2.Event) {
        switch event {
        case .activate:
            // Everything the field said before is forgotten; it sends its state again before done.
            pending = FieldState(isActive: true)
        case .deactivate:
            pending.isActive = false
        case .surroundingText(let text, let cursor, let anchor):
            pending.surroundingText = (text, cursor, anchor)
        case .textChangeCause(let cause):
            pending.changeCause = cause
        case .contentType(let hint, let purpose):
            pending.hint = hint
            pending.purpose = purpose
        case .done:
            doneCount &+= 1
            state = pending
        case .unavailable:
            isUnavailable = true
        }
    }
}
