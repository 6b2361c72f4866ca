/// The text of a single-line field and its selection, with the editing commands of a text field.
///
/// A pure value: no drawing, no Pango. Positions are UTF-8 offsets into ``text`` that always sit on
/// grapheme-cluster boundaries, so the caret never lands inside "é" written as `e` + U+0301 or inside
/// an emoji sequence, and Backspace removes a whole cluster.
///
/// The selection runs from ``anchor`` (where it started) to ``caret`` (the end that moves).
///
/// ```swift
/// var model = TextEditingModel(text: "cafe\u{301}")
/// model.deleteBackward()             // "caf"
/// model.moveLeft(extendingSelection: true)
/// model.selectedText                 // "f"
/// ```
public struct TextEditingModel: Sendable, Hashable {
    /// The text being edited.
    public private(set) var text: String
    /// The fixed end of the selection.
    public private(set) var anchor: Int
    /// The moving end of the selection, where the caret is drawn.
    public private(set) var caret: Int

    /// Creates a model with the caret at the end of `text`.
    public init(text: String = "") {
        self.text = text
        anchor = text.utf8.count
        caret = anchor
    }

    /// The selected span, empty when there is only a caret.
    public var selectedRange: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// Whether some text is selected.
    public var hasSelection: Bool { anchor != caret }

    /// The selected text (empty without a selection).
    public var selectedText: String { String(text.utf8[utf8Range(selectedRange)]) ?? "" }

    /// The number of grapheme clusters, which is what a secure field shows as bullets.
    public var characterCount: Int { text.count }

    // MARK: - Editing

    /// Replaces the selection (or inserts at the caret) with `string`, leaving the caret after it.
    public mutating func insert(_ string: String) {
        let range = utf8Range(selectedRange)
        let start = selectedRange.lowerBound
        text.replaceSubrange(range, with: string)
        place(caretAt: start + string.utf8.count)
    }

    /// Backspace: deletes the selection, or the grapheme cluster before the caret.
    public mutating func deleteBackward() {
        if !hasSelection {
            guard caret > 0 else { return }
            anchor = boundary(before: caret)
        }
        insert("")
    }

    /// Delete: deletes the selection, or the grapheme cluster after the caret.
    public mutating func deleteForward() {
        if !hasSelection {
            guard caret < text.utf8.count else { return }
            anchor = boundary(after: caret)
        }
        insert("")
    }

    /// Adds `string` at the end of the text, leaving the caret and selection where they are (text
    /// arriving while the user reads).
    public mutating func append(_ string: String) {
        text.append(string)
    }

    /// Replaces all text, placing the caret at the end.
    public mutating func setText(_ newText: String) {
        text = newText
        place(caretAt: newText.utf8.count)
    }

    // MARK: - Moving

    /// Left arrow: one cluster back, or with a selection and no Shift, to its start.
    public mutating func moveLeft(extendingSelection: Bool = false) {
        if hasSelection && !extendingSelection {
            place(caretAt: selectedRange.lowerBound)
        } else {
            move(to: boundary(before: caret), extendingSelection: extendingSelection)
        }
    }

    /// Right arrow: one cluster forward, or with a selection and no Shift, to its end.
    public mutating func moveRight(extendingSelection: Bool = false) {
        if hasSelection && !extendingSelection {
            place(caretAt: selectedRange.upperBound)
        } else {
            move(to: boundary(after: caret), extendingSelection: extendingSelection)
        }
    }

    /// Home: to the start of the text.
    public mutating func moveToStart(extendingSelection: Bool = false) {
        move(to: 0, extendingSelection: extendingSelection)
    }

    /// End: to the end of the text.
    public mutating func moveToEnd(extendingSelection: Bool = false) {
        move(to: text.utf8.count, extendingSelection: extendingSelection)
    }

    /// Moves the caret to `offset` (snapped down to a cluster boundary), optionally keeping the anchor.
    public mutating func move(to offset: Int, extendingSelection: Bool) {
        caret = snapped(offset)
        if !extendingSelection { anchor = caret }
    }

    /// Ctrl+A: selects everything, caret at the end.
    public mutating func selectAll() {
        anchor = 0
        caret = text.utf8.count
    }

    // MARK: - Offsets and clusters

    private mutating func place(caretAt offset: Int) {
        caret = snapped(offset)
        anchor = caret
    }

    private func utf8Range(_ range: Range<Int>) -> Range<String.Index> {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return lower..<upper
    }

    /// `offset` clamped to the text and rounded down to the nearest cluster boundary.
    ///
    /// Local: it steps back from `offset` only as far as the cluster's start, so moving the caret in a
    /// text of megabytes costs the same as in a word.
    func snapped(_ offset: Int) -> Int {
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: max(0, min(offset, utf8.count)))
        // `String.Index(_:within:)` succeeds only on a cluster's first scalar.
        while index > utf8.startIndex, String.Index(index, within: text) == nil {
            index = utf8.index(before: index)
        }
        return utf8.distance(from: utf8.startIndex, to: index)
    }

    private func boundary(before offset: Int) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: snapped(offset))
        guard index > text.startIndex else { return 0 }
        return utf8.distance(from: utf8.startIndex, to: text.index(before: index))
    }

    private func boundary(after offset: Int) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: snapped(offset))
        guard index < text.endIndex else { return utf8.count }
        return utf8.distance(from: utf8.startIndex, to: text.index(after: index))
    }
}
