import Curtain

/// "Windows and views": an editable text view in a window; compiled, never run.
@MainActor func addNotesView(to window: Window) {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
let notes = TextView(text: "Shopping\n- bread\n- tea\n", font: Font(description: "Monospace 11"))
notes.isEditable = true
notes.frame = Rect(x: 12, y: 12, width: 336, height: 240)
notes.onChange = { text in print(text.split(separator: "\n").count, "lines") }
notes.append("- milk\n")     // streams in; a caret at the end stays at the end
window.contentView.addSubview(notes)
_ = notes.becomeFocused()
// Example end
}
