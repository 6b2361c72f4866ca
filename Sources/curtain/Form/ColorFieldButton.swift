import Curtain

/// A form's colour field (yad's `CLR`): a button that shows its colour, a swatch and the colour as `#rrggbb`, and
/// opens curtain's colour chooser in a dialog window of the form's window, as GTK's colour button opens its chooser
/// dialog. OK there (or Return on a swatch) takes the colour chosen; Cancel, Escape and closing keep the old one.
///
/// Screen readers see a push button named by the colour it shows.
@MainActor final class ColorFieldButton: Button {
    /// The colour shown, the field's value.
    var color: Color {
        didSet { title = color.hexString }
    }
    /// The chooser's title: the field's label.
    private let chooserTitle: String
    static let swatchSize = 16.0

    init(color: Color, label: String) {
        self.color = color
        chooserTitle = label.isEmpty ? localized("Select a Color") : label
        super.init(title: color.hexString, style: .default, font: .body)
        contentInsets.left += Self.swatchSize + 8
        action = { [unowned self] in openChooser() }
    }

    /// Shows the colour chooser over the form, starting from ``color``.
    func openChooser() {
        guard let window else { return }
        let chooser = ColorChooserController(color: color, title: chooserTitle)
        chooser.onChoose = { [unowned self] chosen in color = chosen }
        chooser.modalPresentationStyle = .dialogWindow
        window.present(chooser)
        chooser.takeKeys()
    }

    override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let swatch = Rect(
            x: contentInsets.left - Self.swatchSize - 4, y: ((bounds.height - Self.swatchSize) / 2).rounded(),
            width: Self.swatchSize, height: Self.swatchSize)
        context.fill(roundedRect: swatch, radius: 3, with: color)
        context.stroke(roundedRect: swatch, radius: 3, with: Color(white: 0.5), lineWidth: 1)
    }
}

/// The chooser a ``ColorFieldButton`` opens: a ``ColorPicker`` on its palette with Cancel and OK, in a window of its
/// own; Escape or the window's close button cancels.
@MainActor final class ColorChooserController: ViewController, PresentationCancelling {
    /// Runs with the colour chosen, on OK.
    var onChoose: (@MainActor (Color) -> Void)?
    private let picker: ColorPicker
    private let content: PickerDialogView

    init(color: Color, title: String) {
        picker = ColorPicker(color: color)
        content = PickerDialogView(
            text: "", usesMarkup: false, control: picker, dialog: DialogOptions(title: title), extraLabels: [],
            minimumWidth: 0, initialFocus: { [picker] in picker.firstFocusView }, returnKeepers: [picker.palette])
        super.init()
        self.title = title
        preferredContentSize = content.sizeThatFits(Size(width: 0, height: .infinity))
        content.okButton.action = { [unowned self] in choose() }
        content.cancelButton.action = { [unowned self] in cancelPresentation() }
        picker.onActivate = { [unowned self] _ in choose() }
    }

    override func loadView() {
        view = content
    }

    /// Gives the palette the focus and makes Escape cancel and Return choose, in the chooser's window: once presented.
    func takeKeys() {
        _ = picker.firstFocusView.becomeFocused()
        content.window?.rootView.onUnhandledKey = { [unowned self] event in
            switch event.keysym {
            case .escape: cancelPresentation()
            case .return, .keypadEnter: choose()
            default: return false
            }
            return true
        }
    }

    private func choose() {
        onChoose?(picker.color)
        dismiss(animated: false)
    }

    func cancelPresentation() {
        dismiss(animated: false)
    }
}
