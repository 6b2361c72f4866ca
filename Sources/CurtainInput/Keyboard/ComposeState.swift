import CurtainCXKBCommon

/// Where the user is in a compose sequence, fed one keysym per key press.
///
/// Every press goes through ``feed(_:)`` before it becomes a ``KeyEvent``; the result says whether to deliver
/// the press as it is, swallow it (a sequence is under way or was cancelled), or deliver the composed result:
///
/// ```swift
/// compose.feed(Keysym(rawValue: XKB_KEY_dead_acute))  // .composing
/// compose.feed(Keysym(rawValue: XKB_KEY_e))           // .composed(keysym: eacute, text: "é")
/// ```
public final class ComposeState {
    /// What a fed keysym did to the sequence.
    public enum Result: Equatable, Sendable {
        /// The keysym is not part of a sequence: deliver the press as it is.
        case passThrough
        /// The keysym started or continued a sequence: swallow the press.
        case composing
        /// The keysym completed a sequence: deliver this keysym and text instead of the press.
        case composed(keysym: Keysym, text: String?)
        /// The keysym broke a sequence (no sequence continues with it): swallow the press.
        case cancelled
    }

    /// The table this state walks.
    public let table: ComposeTable
    /// The `struct xkb_compose_state *` this object owns.
    private let state: OpaquePointer

    /// Creates a state at the start of no sequence.
    ///
    /// - Parameters:
    ///   - table: The table of sequences, usually ``ComposeTable/fromEnvironment(_:)``.
    public init(table: ComposeTable) {
        self.table = table
        // xkb_compose_state_new fails only when out of memory.
        guard let state = xkb_compose_state_new(table.table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            preconditionFailure("xkb_compose_state_new failed: out of memory")
        }
        self.state = state
    }

    deinit {
        xkb_compose_state_unref(state)
    }

    /// Whether a sequence has started and not yet finished.
    public var isComposing: Bool {
        xkb_compose_state_get_status(state) == XKB_COMPOSE_COMPOSING
    }

    /// Advances the sequence by one pressed keysym.
    ///
    /// Modifier keysyms (Shift, Control) are ignored by xkbcommon so that `Multi_key Shift+a` still works;
    /// they return ``Result/passThrough`` and leave the sequence as it was.
    ///
    /// - Parameters:
    ///   - keysym: The keysym of the press, from `KeyboardState.keysym(for:)`.
    /// - Returns: What the press did; see ``Result``.
    public func feed(_ keysym: Keysym) -> Result {
        guard xkb_compose_state_feed(state, keysym.rawValue) == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            let result = Result.composed(keysym: Keysym(rawValue: xkb_compose_state_get_one_sym(state)), text: text)
            xkb_compose_state_reset(state)
            return result
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        default:
            return .passThrough
        }
    }

    /// Abandons any sequence under way, as when keyboard focus leaves.
    public func reset() {
        xkb_compose_state_reset(state)
    }

    /// The composed text in the current (composed) status, or `nil` when it is empty or a control character.
    private var text: String? {
        let length = Int(xkb_compose_state_get_utf8(state, nil, 0))
        return KeyboardState.text(length: length) { xkb_compose_state_get_utf8(state, $0, $1) }
    }
}
