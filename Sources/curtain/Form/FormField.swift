import Curtain

/// One row of a form: a label beside a control.
///
/// A field type plugs in at three places: a case here (and its options in ``ZenityCompatibility`` or
/// ``FormCommand``), its control in ``FormFieldControl``, and its printed value in ``FormValue``.
struct FormField: Equatable, Sendable {
    /// The control beside the label.
    enum Kind: Equatable, Sendable {
        /// A text field (`--add-entry`), with its initial text.
        case entry(text: String)
        /// A secure text field (`--add-password`): bullets on screen, nothing to assistive tools.
        case password
        /// A list (`--add-list`): column titles, and the cells row by row (zenity's `--list-values`).
        case list(columns: [String], cells: [String])
        /// A date (`--add-calendar`), today to start with.
        case calendar
        /// A check box (`curtain form --check`), and whether it starts checked.
        case checkBox(isOn: Bool)
        /// Radio buttons (`curtain form --radio`): the choices, and the one chosen to start with.
        case radio(choices: [String], chosen: Int?)
        /// A combo box (`--add-combo`, `curtain form --combo`): the choices, and the one chosen to start with.
        case combo(choices: [String], chosen: Int?)
        /// A text of several lines (yad's `TXT`), with its initial text; its value is the text as it ends.
        case multilineText(text: String)
        /// No control: the label alone, across the row (yad's `LBL`); an empty label is a separator line. Its value
        /// is empty.
        case note
        /// A slider (yad's `SCL`) at `value`, moving by `step` through `range`; its value is the whole number it
        /// shows.
        case slider(value: Double, range: ClosedRange<Double>, step: Double)
        /// A button showing a colour (yad's `CLR`) that opens curtain's colour chooser in a dialog of the form's
        /// window; its value is the colour.
        case color(Color)
        /// A button showing a path (yad's `FL` and `DIR`) that opens the desktop's file chooser through the portal
        /// and takes the path chosen there; `nil` shows that none is chosen. Its value is the path, empty for none.
        case path(String?, choosesDirectories: Bool)
        /// A button titled with the label that runs `command` and leaves the form up (yad's `BTN` and `FBTN`,
        /// `isFlat` for `BTN`'s button without a frame); the form's ``FormRequest/commandLine`` makes the command line
        /// from the values as they are. Its value is empty.
        case commandButton(command: String, isFlat: Bool)
    }

    /// The text beside the control (a check box shows it as its own title).
    var label: String
    var kind: Kind
    /// Whether Return in this field chooses OK: zenity's `--password` field does; its username and the
    /// fields of `--forms` do not.
    var submitsOnReturn = false
    /// Whether the field can be changed: yad's `RO` shows its text greyed, and Tab passes it by.
    var isEditable = true

    /// The name of the kind, for `--json`.
    var typeName: String {
        switch kind {
        case .entry: "entry"
        case .password: "password"
        case .list: "list"
        case .calendar: "calendar"
        case .checkBox: "check"
        case .radio: "radio"
        case .combo: "combo"
        case .multilineText: "text"
        case .note: "note"
        case .slider: "scale"
        case .color: "color"
        case .path(_, let choosesDirectories): choosesDirectories ? "folder" : "file"
        case .commandButton: "button"
        }
    }
}

extension FormField {
    /// A list's, radio group's or combo box's values as zenity's forms read them, `g_strsplit_set(values, "|")`: every `|` splits, and an empty string has no values.
    static func splitValues(_ values: String) -> [String] {
        values.isEmpty ? [] : values.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }
}
