import CurtainInput
import CurtainRendering

/// A selectable label (``Label/isSelectable``), as GTK's message dialogs have: the user can copy the message
/// (an error to search for, a path to paste) without retyping it.
///
/// - Tab stops on it and selects the whole text, as GTK does when focus arrives by keyboard; a click focuses it
///   and places the selection's start where it lands, a drag extends it.
/// - Ctrl+C copies the selection, Ctrl+A selects everything; other keys go on to the label's superviews.
/// - Losing focus clears the selection, so only the focused label shows one.
extension Label {
    /// Selects everything as focus arrives, clears the selection as it leaves.
    func updateSelectionForFocus() {
        syncSelectionText()
        if isFocused { selection.selectAll() } else { selection.move(to: 0, extendingSelection: false) }
    }

    /// Ctrl+A and Ctrl+C; `false` for every other key.
    func handleSelectionKey(_ event: KeyEvent) -> Bool {
        guard isSelectable, event.modifiers.contains(.control),
            event.modifiers.isDisjoint(with: [.alt, .logo, .shift])
        else { return false }
        switch event.keysym {
        case .a:
            syncSelectionText()
            selection.selectAll()
            setNeedsDisplay()
            return true
        case .c:
            syncSelectionText()
            if selection.hasSelection { onCopy?(selection.selectedText) }
            return true
        default:
            return false
        }
    }

    /// A press places the selection's start, a drag extends it.
    func handleLabelPointer(_ event: PointerEvent) -> Bool {
        guard isSelectable else { return false }
        syncSelectionText()
        return handleSelectionPointer(event)
    }

    /// Starts the selection over when the text changed since it was made.
    private func syncSelectionText() {
        if selection.text != displayedText { selection = TextEditingModel(text: displayedText) }
    }
}

extension Label: PointerSelecting {
    var model: TextEditingModel {
        get { selection }
        set { selection = newValue }
    }

    func selectionOffset(at point: Point) -> Int { layoutOffset(at: point) }
}

extension Label: ClipboardClient {}
