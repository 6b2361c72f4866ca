import CurtainShell
import Wayland

/// What a focused text field tells the input method through `zwp_text_input_v3`: the kind of text, the
/// text around the cursor, and where the cursor is on the surface.
///
/// A plain value: ``TextInput`` sends it and compares it with what it sent last, so unchanged parts are
/// not sent again.
public struct TextInputState: Sendable, Equatable {
    /// A piece of the field's text holding the cursor and the selection, with both ends as UTF-8 offsets
    /// into it (`set_surrounding_text`); at most ``maximumSurroundingBytes`` long.
    public struct SurroundingText: Sendable, Hashable {
        /// The piece of text, cut at character boundaries.
        public var text: String
        /// The cursor's UTF-8 offset into ``text``.
        public var cursor: Int32
        /// The selection's other end, equal to ``cursor`` when nothing is selected.
        public var anchor: Int32

        /// Creates surrounding text as `set_surrounding_text` sends it.
        ///
        /// - Parameters:
        ///   - text: The piece of text.
        ///   - cursor: The cursor's UTF-8 offset into it.
        ///   - anchor: The selection's other end.
        public init(text: String, cursor: Int32, anchor: Int32) {
            self.text = text
            self.cursor = cursor
            self.anchor = anchor
        }
    }

    /// The protocol's limit on `set_surrounding_text`: 4000 bytes, which also keeps the message under
    /// libwayland's 4096-byte buffer.
    public static let maximumSurroundingBytes = 4000

    /// The content purpose (`set_content_type`): `.normal`, or `.password` for a secure field.
    public var purpose: ZwpTextInputV3.ContentPurpose
    /// The content hints; a secure field sends `sensitiveData` and `hiddenText`.
    public var hints: ZwpTextInputV3.ContentHint
    /// The text around the cursor, or `nil` to send none (a secure field never reveals its text).
    public var surroundingText: SurroundingText?
    /// The cursor's rectangle in surface-local logical coordinates, where a candidate window should not
    /// cover; `nil` when unknown.
    public var cursorRectangle: SurfaceRect?

    /// Creates a state; the defaults describe an ordinary field with nothing to report yet.
    ///
    /// - Parameters:
    ///   - purpose: The content purpose.
    ///   - hints: The content hints.
    ///   - surroundingText: The text around the cursor, or `nil` to send none.
    ///   - cursorRectangle: The cursor's rectangle on the surface, or `nil` when unknown.
    public init(
        purpose: ZwpTextInputV3.ContentPurpose = .normal, hints: ZwpTextInputV3.ContentHint = [],
        surroundingText: SurroundingText? = nil, cursorRectangle: SurfaceRect? = nil
    ) {
        self.purpose = purpose
        self.hints = hints
        self.surroundingText = surroundingText
        self.cursorRectangle = cursorRectangle
    }
}
