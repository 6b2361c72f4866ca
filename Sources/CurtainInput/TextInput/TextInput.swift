import CurtainShell
import Wayland

/// One seat's `zwp_text_input_v3`: the link between the focused text field and the user's input method
/// (a CJK converter, an on-screen keyboard), relayed by the compositor.
///
/// The seat's text-input focus follows its keyboard focus; `enter` names the surface, and the
/// application hands that surface's ``TextInputClient`` to ``client``. The client then enables text
/// input for its focused field, keeps its state current, and applies the input method's edits:
///
/// ```swift
/// textInput.enable(TextInputState(purpose: .normal, surroundingText: .init(text: "ab", cursor: 2, anchor: 2)))
/// // … zwp_text_input_v3.done arrives: the client applies the edit, then
/// textInput.update(newState, cause: .inputMethod)
/// textInput.disable()   // the field lost focus
/// ```
///
/// **Serials.** Every request that changes state is followed by one `commit`, which the compositor
/// counts; each `done` quotes the count it had seen. A `done` whose serial matches ``commitCount`` is
/// current: the client applies it and answers with its new state. One that does not match (the client
/// committed again meanwhile) is still applied, but no state is sent in answer: the compositor's next
/// current `done` is answered instead, as the protocol asks.
@MainActor public final class TextInput {
    /// The protocol object.
    public let proxy: ZwpTextInputV3
    /// The seat it belongs to.
    public let seat: WlSeat
    /// The surface with text-input focus, between `enter` and `leave`.
    public private(set) weak var focus: WlSurface?
    /// Whether the last committed request was `enable` (text input is on for the focused surface).
    public private(set) var isEnabled = false
    /// How many `commit` requests were sent: the serial a current `done` quotes.
    public private(set) var commitCount: UInt32 = 0
    /// The state sent with the last commit while enabled.
    public private(set) var sentState: TextInputState?
    /// The state sent with the latest `enable`: the first cursor rectangle an input method placed its window by.
    package private(set) var enabledState: TextInputState?
    /// The client receiving `done` and focus changes; set by whoever routes surfaces to their owners.
    public weak var client: TextInputClient?
    /// Called on `enter` with the surface, before the client is told; the application picks the client here.
    public var onEnter: (@MainActor (WlSurface?) -> Void)?

    /// The edit being collected until `done`.
    private var pending = TextInputEdit()
    /// Set when a stale `done` changed the text: the next current `done` sends state even without edits.
    private var owesState = false
    /// Set while the client handles a `done` whose serial is not ``commitCount``.
    private var isAnsweringStaleDone = false

    /// Creates the seat's text input and starts listening to it.
    ///
    /// - Parameters:
    ///   - manager: The bound `zwp_text_input_manager_v3`.
    ///   - seat: The seat whose keyboard focus text input follows.
    public init(manager: ZwpTextInputManagerV3, seat: WlSeat) {
        self.seat = seat
        proxy = manager.getTextInput(seat: seat)
        proxy.onEvent = { [unowned self] event in handle(event) }
    }

    // Isolated: the proxy is main-actor state, and destroying it is a request on the main actor's connection.
    isolated deinit {
        proxy.onEvent = nil
        proxy.destroy()
    }

    // MARK: - Requests

    /// Turns text input on for the focused field with its complete state: `enable`, the state, `commit`.
    ///
    /// Enabling again (another field took focus) resets what the compositor knew, so the whole state is sent.
    public func enable(_ state: TextInputState) {
        guard focus != nil else { return }
        proxy.enable()
        proxy.setContentType(hint: state.hints, purpose: state.purpose)
        send(state, since: nil)
        commit()
        isEnabled = true
        sentState = state
        enabledState = state
    }

    /// Reports a field's new state (text, cursor, selection, cursor rectangle); sends only what changed,
    /// with the cause, and commits. Does nothing while disabled, or while answering a stale `done`.
    ///
    /// - Parameters:
    ///   - state: The field's state now.
    ///   - cause: `.inputMethod` when applying a `done` caused the change, `.other` for typing, clicks, code.
    public func update(_ state: TextInputState, cause: ZwpTextInputV3.ChangeCause) {
        guard isEnabled, focus != nil, state != sentState else { return }
        if cause == .inputMethod, isAnsweringStaleDone { return }
        if state.surroundingText != sentState?.surroundingText { proxy.setTextChangeCause(cause) }
        send(state, since: sentState)
        commit()
        sentState = state
    }

    /// Turns text input off (the field lost focus, or the window the keyboard): `disable`, `commit`.
    public func disable() {
        guard isEnabled else { return }
        isEnabled = false
        sentState = nil
        guard focus != nil else { return }
        proxy.disable()
        commit()
    }

    /// Sends the parts of `state` that differ from `previous` (all of them when `previous` is `nil`).
    private func send(_ state: TextInputState, since previous: TextInputState?) {
        if let surrounding = state.surroundingText, surrounding != previous?.surroundingText {
            proxy.setSurroundingText(surrounding.text, cursor: surrounding.cursor, anchor: surrounding.anchor)
        }
        if let rect = state.cursorRectangle, rect != previous?.cursorRectangle {
            proxy.setCursorRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }

    private func commit() {
        proxy.commit()
        commitCount &+= 1
    }

    // MARK: - Events

    private func handle(_ event: ZwpTextInputV3.Event) {
        switch event {
        case .enter(let surface):
            focus = surface
            // The compositor forgot every earlier enable and all state.
            isEnabled = false
            sentState = nil
            pending = TextInputEdit()
            onEnter?(surface)
            client?.textInputDidEnter(self)
        case .leave:
            focus = nil
            isEnabled = false
            sentState = nil
            pending = TextInputEdit()
            client?.textInputDidLeave(self)
            client = nil
        case .preeditString(let text, let begin, let end):
            let cursor: Range<Int>? = begin < 0 || end < 0 ? nil : Int(min(begin, end))..<Int(max(begin, end))
            pending.preedit = (text ?? "").isEmpty ? nil : TextInputEdit.Preedit(text: text ?? "", cursor: cursor)
        case .commitString(let text):
            pending.commitString = text
        case .deleteSurroundingText(let before, let after):
            pending.deleteBefore = Int(before)
            pending.deleteAfter = Int(after)
        case .done(let serial):
            handleDone(serial: serial)
        }
    }

    /// `done`: hand the collected edit to the client, then start collecting afresh (every part resets).
    private func handleDone(serial: UInt32) {
        var edit = pending
        pending = TextInputEdit()
        edit.serial = serial
        edit.isCurrent = serial == commitCount
        if !edit.isCurrent {
            if edit.changesText { owesState = true }
            isAnsweringStaleDone = true
            defer { isAnsweringStaleDone = false }
            client?.textInput(self, didReceive: edit)
            return
        }
        if owesState {
            // Force the answer: the text changed under a stale done and the compositor never heard of it.
            owesState = false
            sentState?.surroundingText = nil
        }
        client?.textInput(self, didReceive: edit)
    }
}
