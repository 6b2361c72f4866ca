import Curtain

/// One text dialog on screen: the window, its views, and stdin read through the event loop (``InputWatch``) while
/// the dialog is up, so it opens at once and stays responsive while a slow writer streams. Each read is appended to
/// the text view (with `--auto-scroll`, the view follows the end). ``outcome`` turns non-nil exactly once.
@MainActor final class TextSession {
    let request: TextRequest
    let application: Application
    private(set) var outcome: TextOutcome?
    let content: TextDialogView
    private var decoder = TextDecoder()
    /// stdin (a test may pass another descriptor), up to a megabyte a read.
    private let input: InputWatch

    init(request: TextRequest, application: Application, input: Int32 = 0) {
        self.request = request
        self.application = application
        self.input = InputWatch(fileDescriptor: input, chunkSize: 1 << 20)
        content = TextDialogView(request: request)
    }

    /// zenity's window: 300 by 400 unless `--width`/`--height` say otherwise.
    var windowSize: Size {
        Size(
            width: Double(request.dialog.width ?? Self.defaultSize.width),
            height: Double(request.dialog.height ?? Self.defaultSize.height))
    }

    static let defaultSize = (width: 300, height: 400)

    /// Opens the window with `text` (a file's), or, when it is `nil`, reads stdin while it is up; returns how the
    /// dialog ended.
    ///
    /// Keys as GTK's dialog window takes them in zenity: Escape cancels; Ctrl+Return is OK's accelerator; Return
    /// belongs to the text view while it has focus (a line break, or nothing when read-only), else it is OK while OK
    /// is enabled (GTK's default button), else it goes to the focused control.
    ///
    /// - Throws: ``DisplayError`` when the connection breaks.
    func run(text: String?) throws -> TextOutcome {
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: windowSize, content: content, showing: [text],
            escapeCloses: request.dialog.escapeCloses, placement: request.dialog.placement,
            returnKey: .defaultButton(
                content.okButton,
                keptBy: [content.textView] + (request.dialog.hasDefaultButton ? [] : content.row.shown),
                acceptsControlReturn: true),
            onClose: { [unowned self] in finish(.cancel, dismissed: true) })
        // The text pane follows the window's size, as zenity's does.
        window.isResizable = true
        content.okButton.action = { [unowned self] in finish(.ok) }
        content.cancelButton.action = { [unowned self] in finish(.cancel) }
        content.row.connect(request.dialog, on: application) { [unowned self] id in finish(.ok, response: id) }
        if let text {
            // zenity inserts the file at the caret, which ends after it (yad's stays at the start); the view stays at
            // the top.
            content.textView.text = text
            content.textView.placeCaret(at: request.caretStartsAtTop ? 0 : text.utf8.count)
        } else {
            input.start(on: application) { [unowned self] chunk in receive(chunk) }
        }
        try DialogHost.showDialog(
            window, onShow: { _ = content.textView.becomeFocused() }, timeout: request.dialog.timeout,
            onTimeout: { [unowned self] in finish(.timeout) }, until: { outcome != nil })
        return outcome ?? TextOutcome(reason: .cancel, text: "")
    }

    /// Appends what arrived; at the end of input, or at bytes that are not UTF-8, stops reading.
    private func receive(_ chunk: InputWatch.Chunk) {
        switch chunk {
        case .bytes(let bytes):
            append(decoder.decode(bytes))
            if !decoder.hasFailed { return }
        case .end:
            decoder.finish()
        }
        // zenity stops reading there too, with a warning for bytes that are not UTF-8.
        if decoder.hasFailed {
            StandardStream.error.write("curtain: " + localized("invalid UTF-8 on stdin; the text ends before it") + "\n")
        }
        input.stop()
    }

    private func append(_ text: String) {
        guard !text.isEmpty else { return }
        content.textView.append(text)
        if request.scrollsAutomatically { content.textView.moveCaretToEnd() }
    }

    private func finish(_ reason: DialogEnding, dismissed: Bool = false, response: Int32? = nil) {
        guard outcome == nil else { return }
        outcome = TextOutcome(
            reason: reason, text: content.textView.text, isChecked: content.checkBox?.isOn ?? false, isDismissed: dismissed,
            response: response)
        input.stop()
    }
}
