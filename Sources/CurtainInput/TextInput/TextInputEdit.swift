/// What the input method asked for in one `zwp_text_input_v3.done`: the events since the previous `done`,
/// applied together.
///
/// The protocol fixes the order a field applies them in: remove the old composing text (the preedit),
/// delete ``deleteBefore`` bytes before the cursor and ``deleteAfter`` after it, insert ``commitString``
/// with the cursor after it, report the new surrounding text, then show ``preedit`` at the cursor.
/// Every part starts empty at each `done`: an edit without a preedit clears the one shown.
public struct TextInputEdit: Sendable, Hashable {
    /// Composing text to show at the cursor (not yet part of the text), with its cursor.
    public struct Preedit: Sendable, Hashable {
        /// The composing text.
        public var text: String
        /// The cursor inside ``text`` as a UTF-8 byte range (empty for a caret), or `nil` when hidden.
        public var cursor: Range<Int>?

        /// Creates composing text as a `preedit_string` event carries it.
        ///
        /// - Parameters:
        ///   - text: The composing text.
        ///   - cursor: The cursor as a UTF-8 byte range in `text`, or `nil` to hide it.
        public init(text: String, cursor: Range<Int>?) {
            self.text = text
            self.cursor = cursor
        }
    }

    /// The composing text to show after the edit, or `nil` for none.
    public var preedit: Preedit?
    /// Text to insert at the cursor (replacing the selection), or `nil`.
    public var commitString: String?
    /// Bytes to delete before the cursor (before the selection's start).
    public var deleteBefore: Int
    /// Bytes to delete after the cursor (after the selection's end).
    public var deleteAfter: Int
    /// The `done` serial: the number of `commit`s the compositor had seen from the field.
    public var serial: UInt32
    /// Whether ``serial`` matched the number of commits sent; when it did not, the compositor had not yet
    /// seen the latest state, and the field must apply the edit without answering with new state.
    public var isCurrent: Bool

    /// Creates an edit; every part defaults to "nothing", as each `done` starts empty.
    ///
    /// - Parameters:
    ///   - preedit: The composing text to show after the edit.
    ///   - commitString: Text to insert at the cursor.
    ///   - deleteBefore: Bytes to delete before the cursor.
    ///   - deleteAfter: Bytes to delete after the cursor.
    ///   - serial: The `done` serial.
    ///   - isCurrent: Whether the serial matched the commits sent.
    public init(
        preedit: Preedit? = nil, commitString: String? = nil, deleteBefore: Int = 0, deleteAfter: Int = 0,
        serial: UInt32 = 0, isCurrent: Bool = true
    ) {
        self.preedit = preedit
        self.commitString = commitString
        self.deleteBefore = deleteBefore
        self.deleteAfter = deleteAfter
        self.serial = serial
        self.isCurrent = isCurrent
    }

    /// Whether the edit changes the text itself (not only the composing text).
    public var changesText: Bool { deleteBefore > 0 || deleteAfter > 0 || !(commitString ?? "").isEmpty }
}
