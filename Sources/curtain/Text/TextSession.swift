#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain
import Wayland

/// One text dialog on screen: the window, its views, and stdin read through the event loop.
///
/// stdin is one more descriptor in the application's ``EventLoop``, as for `--progress`: the loop sleeps in
/// `poll(2)` until the compositor, a timer or the writer has something, so the dialog opens at once and
/// stays responsive while a slow writer streams, with no thread and no polling interval. Each read is
/// appended to the text view (with `--auto-scroll`, the view follows the end). ``outcome`` turns non-nil
/// exactly once.
final class TextSession {
    let request: TextRequest
    let application: Application
    private(set) var outcome: TextOutcome?
    let content: TextDialogView
    private var decoder = TextDecoder()
    private var stdinSource: EventLoopToken?
    /// The descriptor stdin is read from (a test may pass another).
    private let input: Int32
    /// The most bytes one read takes.
    static let chunkSize = 1 << 20

    init(request: TextRequest, application: Application, input: Int32 = 0) {
        self.request = request
        self.application = application
        self.input = input
        content = TextDialogView(request: request)
    }

    /// zenity's window: 300 by 400 unless `--width`/`--height` say otherwise.
    var windowSize: Size {
        Size(width: Double(request.width ?? Self.defaultSize.width), height: Double(request.height ?? Self.defaultSize.height))
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
        let window = WaylandAlertPresenter.dialogWindow(
            application, title: request.title, size: windowSize, content: content,
            returnKey: .defaultButton(content.okButton, keptBy: [content.textView], acceptsControlReturn: true),
            onClose: { [unowned self] in finish(.cancel) })
        // The text pane follows the window's size, as zenity's does.
        window.isResizable = true
        content.okButton.action = { [unowned self] in finish(.ok) }
        content.cancelButton.action = { [unowned self] in finish(.cancel) }
        if let text {
            // zenity inserts the file at the caret, which ends after it; the view stays at the top.
            content.textView.text = text
            content.textView.placeCaret(at: text.utf8.count)
        } else {
            stdinSource = application.eventLoop.addReadSource(fd: input) { [unowned self] in readInput() }
        }
        try WaylandAlertPresenter.showDialog(
            window, onShow: { _ = content.textView.becomeFocused() }, timeout: request.timeout,
            onTimeout: { [unowned self] in finish(.timeout) }, until: { outcome != nil })
        return outcome ?? TextOutcome(reason: .cancel, text: "")
    }

    /// Appends what stdin has now; at its end, stops watching it.
    private func readInput() {
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
        if count > 0 {
            append(decoder.decode(chunk[..<count]))
            if !decoder.hasFailed { return }
        } else {
            decoder.finish()
        }
        // End of input, or bytes that are not UTF-8: zenity stops reading there, with a warning.
        if decoder.hasFailed { StandardStream.error.write("curtain: invalid UTF-8 on stdin; the text ends before it\n") }
        stdinSource?.cancel()
        stdinSource = nil
    }

    private func append(_ text: String) {
        guard !text.isEmpty else { return }
        content.textView.append(text)
        if request.scrollsAutomatically { content.textView.moveCaretToEnd() }
    }

    private func finish(_ reason: TextOutcome.Reason) {
        guard outcome == nil else { return }
        outcome = TextOutcome(reason: reason, text: content.textView.text, isChecked: content.checkBox?.isOn ?? false)
        stdinSource?.cancel()
    }
}
