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
    private(set) var window: Window!
    private(set) var outcome: TextOutcome?
    let content: TextDialogView
    private var decoder = TextDecoder()
    private var stdinSource: EventLoopToken?
    private var timeout: EventLoopToken?
    private var keys: KeyInterceptor?
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

    /// Opens the window with `text` (a file's), or, when it is `nil`, starts reading stdin.
    func start(text: String?) {
        window = Window(application: application, title: request.title, appID: WaylandAlertPresenter.appID, size: windowSize)
        window.backgroundColor = Color(white: 0.96)
        window.contentView = content
        content.okButton.action = { [unowned self] in finish(.ok) }
        content.cancelButton.action = { [unowned self] in finish(.cancel) }
        window.onCloseRequest = { [unowned self] in finish(.cancel) }
        keys = window.addKeyInterceptor { [unowned self] event in handleKey(event) }
        if let seconds = request.timeout {
            timeout = application.eventLoop.addTimer(after: seconds) { [unowned self] in finish(.timeout) }
        }
        if let text {
            // zenity inserts the file at the caret, which ends after it; the view stays at the top.
            content.textView.text = text
            content.textView.placeCaret(at: text.utf8.count)
        } else {
            stdinSource = application.eventLoop.addReadSource(fd: input) { [unowned self] in readInput() }
        }
        window.show()
        _ = content.textView.becomeFocused()
    }

    /// Keys as GTK's dialog window takes them in zenity: Escape cancels; Ctrl+Return is OK's accelerator;
    /// Return belongs to the text view while it has focus (a line break, or nothing when read-only), else
    /// it is OK while OK is enabled (GTK's default button), else it goes to the focused control.
    private func handleKey(_ event: KeyEvent) -> Bool {
        guard !event.isRepeat else { return false }
        switch event.keysym {
        case .return, .keypadEnter:
            let focused = window.rootView.focusedView
            if event.modifiers.contains(.control) {
                if content.okButton.isEnabled { finish(.ok) }
                return true
            }
            if focused === content.textView || !content.okButton.isEnabled { return false }
            finish(.ok)
            return true
        case .escape:
            finish(.cancel)
            return true
        default:
            return false
        }
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
        timeout?.cancel()
        keys?.remove()
    }
}
