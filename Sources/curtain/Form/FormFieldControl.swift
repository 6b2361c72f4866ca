import Curtain

/// The control a ``FormField`` shows, and how its value is read back when the dialog ends.
///
/// A new field type adds a case here (its view and its ``value``) beside its ``FormField/Kind``.
enum FormFieldControl {
    /// An entry or password field.
    case text(TextField)
    /// A list, and its cells row by row; its chosen rows are printed with all their cells.
    case list(ListView, cells: [String])
    /// A date typed as `YYYY-MM-DD`.
    case date(TextField)
    case checkBox(CheckBox)
    /// Radio buttons stacked in a view of their own.
    case radio(RadioGroup, StackView)
    /// A combo box, whose menu opens below it.
    case combo(ComboBox)
    /// A text of several lines.
    case multilineText(TextView)
    /// A label in the control's column (the label column left empty); nothing to read back.
    case note(Label)
    /// A slider; its value is the whole number it shows.
    case slider(Slider)
    /// A button that shows a colour and opens the colour chooser.
    case color(ColorFieldButton)
    /// A button that shows a path and opens the desktop's file chooser.
    case path(PathFieldButton)
    /// A button that runs its command, which ``FormDialogView`` starts; nothing to read back.
    case commandButton(Button, command: String)

    /// Makes the control for `field`.
    ///
    /// - Parameter showsHeader: whether lists show their column titles (zenity's `--show-header`).
    @MainActor init(_ field: FormField, showsHeader: Bool) {
        switch field.kind {
        case .entry(let text):
            let control = TextField(text: text)
            control.isEnabled = field.isEditable
            self = .text(control)
        case .password:
            let field = TextField()
            field.isSecureTextEntry = true
            self = .text(field)
        case .list(let columns, let cells):
            let width = max(1, columns.count)
            let rows = stride(from: 0, to: cells.count, by: width).map { start in
                (start..<start + width).map { $0 < cells.count ? cells[$0] : "" }
            }
            let list = ListView(columns: columns.map { ListColumn($0) }, rows: rows)
            list.isHeaderHidden = !showsHeader
            list.maximumVisibleRows = 4
            self = .list(list, cells: cells)
        case .calendar:
            self = .date(TextField(text: FormDate.today.isoText, placeholder: "YYYY-MM-DD"))
        case .checkBox(let isOn):
            // Labels and choices are the user's data, shown as written: no mnemonics.
            self = .checkBox(CheckBox(title: field.label, isOn: isOn))
        case .radio(let choices, let chosen):
            let group = RadioGroup()
            let buttons = choices.enumerated().map { index, title in
                RadioButton(title: title, group: group, isOn: index == chosen) as View
            }
            let stack = StackView(axis: .vertical, arrangedSubviews: buttons)
            stack.alignment = .leading
            self = .radio(group, stack)
        case .combo(let choices, let chosen):
            let box = ComboBox(items: choices, selectedIndex: chosen)
            box.accessibilityLabel = field.label
            self = .combo(box)
        case .multilineText(let text):
            let view = TextView(text: text)
            view.isEditable = field.isEditable
            self = .multilineText(view)
        case .note:
            // An empty label is yad's separator line; here an empty row.
            let label = Label(text: field.label)
            label.maximumNumberOfLines = 0
            self = .note(label)
        case .slider(let value, let range, let step):
            let slider = Slider(value: value, in: range, step: step)
            slider.accessibilityLabel = field.label
            self = .slider(slider)
        case .color(let color):
            self = .color(ColorFieldButton(color: color, label: field.label))
        case .path(let path, let choosesDirectories):
            self = .path(PathFieldButton(path: path, choosesDirectories: choosesDirectories, label: field.label))
        case .commandButton(let command, let isFlat):
            // The label is the user's, mnemonic and all, as GTK's button label takes it.
            let button = Button(title: field.label, style: isFlat ? .default : .filled(Color(white: 0.88)), font: .body)
            button.usesMnemonic = true
            self = .commandButton(button, command: command)
        }
    }

    /// The view to place beside the label.
    var view: View {
        switch self {
        case .text(let field), .date(let field): field
        case .list(let list, _): list
        case .checkBox(let box): box
        case .radio(_, let stack): stack
        case .combo(let box): box
        case .multilineText(let view): view
        case .note(let label): label
        case .slider(let slider): slider
        case .color(let button): button
        case .path(let button): button
        case .commandButton(let button, _): button
        }
    }

    /// Whether the control shows the field's label itself (a check box's title), leaving the label column empty.
    var showsOwnLabel: Bool {
        switch self {
        case .checkBox, .note, .commandButton: true
        default: false
        }
    }

    /// The value now.
    @MainActor var value: FormValue {
        switch self {
        case .text(let field):
            return FormValue(textOf: field)
        case .list(let list, let cells):
            let width = list.columns.count
            return .rows(
                list.selectedRows.map { row in
                    (row * width..<(row + 1) * width).map { $0 < cells.count ? cells[$0] : nil }
                })
        case .date(let field):
            return .date(FormDate(isoText: field.text) ?? FormDate.today)
        case .checkBox(let box):
            return .checked(box.isOn)
        case .radio(let group, _):
            return .choice(group.selectedButton?.title)
        case .combo(let box):
            return .comboChoice(box.selectedItem)
        case .multilineText(let view):
            return .text(view.text)
        case .note, .commandButton:
            return .text("")
        case .slider(let slider):
            return .text(String(Int(slider.value.rounded(.towardZero))))
        case .color(let button):
            return .color(button.color)
        case .path(let button):
            return .text(button.path ?? "")
        }
    }
}
