#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// One progress dialog on screen: the window, its views, and stdin read through the event loop (``InputWatch``)
/// line by line, so the dialog answers keys and clicks between lines. ``outcome`` turns non-nil exactly once.
@MainActor final class ProgressSession {
    /// The request being shown.
    let request: ProgressRequest
    /// The connection and event loop.
    let application: Application
    /// How the dialog ended, once it has.
    private(set) var outcome: ProgressOutcome?
    /// The views.
    private let content: ProgressContentView
    /// stdin, and its bytes split into lines.
    private let input: InputWatch
    private let lines = LineReader()
    /// The current percentage.
    private(set) var percentage: Int
    /// When the first percentage arrived, for `--time-remaining`.
    private let startTime = ContinuousClock.now

    init(request: ProgressRequest, application: Application, input: Int32 = 0) {
        self.request = request
        self.application = application
        self.percentage = request.percentage
        self.input = InputWatch(fileDescriptor: input, chunkSize: 65_536)
        content = ProgressContentView(request: request)
    }

    /// Opens the window, reads stdin while it is up, and returns how the dialog ended.
    ///
    /// Below 100 % Cancel has the focus, as GTK gives it to zenity's one sensitive button: Return and Space
    /// press it (with `--auto-kill`'s signal). Return chooses OK once it is enabled, unless a button has the focus
    /// (it takes Return itself); Escape cancels (exit 1, without `--auto-kill`'s signal).
    ///
    /// - Throws: ``DisplayError`` when the connection breaks.
    func run() throws -> ProgressOutcome {
        let width = Double(request.dialog.width ?? 420)
        let height = content.sizeThatFits(Size(width: width, height: .infinity)).height.rounded(.up)
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: Size(width: width, height: height), content: content,
            showing: [request.text], escapeCloses: request.dialog.escapeCloses, placement: request.dialog.placement,
            returnKey: .defaultButton(
                content.okButton, keptBy: content.row.shown, acceptsControlReturn: !request.dialog.hasDefaultButton),
            onClose: { [unowned self] in finish(.cancel, dismissed: true) })
        window.backgroundColor = .white
        window.movesOnBackgroundDrag = true
        content.okButton.action = { [unowned self] in finish(.ok) }
        content.cancelButton.action = { [unowned self] in cancel() }
        content.row.connect(request.dialog, on: application) { [unowned self] id in finish(.ok, response: id) }
        try DialogHost.showDialog(
            window,
            onShow: { [unowned self] in
                focusCancel(); startReading()
            }, timeout: request.dialog.timeout, onTimeout: { [unowned self] in finish(.timeout) },
            until: { outcome != nil })
        return outcome ?? ProgressOutcome(reason: .cancel, percentage: percentage)
    }

    /// Gives Cancel the focus while OK is disabled, as GTK focuses zenity's first sensitive button; with
    /// `--no-cancel` nothing has it, and keys do nothing until 100 %.
    private func focusCancel() {
        if request.hasCloseButtonOnly {
            // yad's Close, or its own first button, and GTK focuses it.
            _ = (content.row.own.first ?? content.okButton).becomeFocused()
            return
        }
        guard request.hasCancel, !content.okButton.isEnabled else { return }
        _ = content.cancelButton.becomeFocused()
    }

    /// Watches stdin from the event loop.
    private func startReading() {
        input.start(on: application) { [unowned self] chunk in receive(chunk) }
    }

    /// The Cancel button: zenity's `--auto-kill` sends SIGHUP to the parent (the script) first.
    private func cancel() {
        if request.killsParentOnCancel { kill(getppid(), SIGHUP) }
        finish(.cancel)
    }

    /// Applies each line `chunk` completes; at the end of input, the last line, then the end itself.
    private func receive(_ chunk: InputWatch.Chunk) {
        let received =
            switch chunk {
            case .bytes(let bytes): lines.split(bytes)
            case .end: lines.finish().map { [$0] } ?? []
            }
        for line in received {
            apply(request.bars.map { ProgressLine.parse(line, bars: $0.map(\.kind)) } ?? ProgressLine.parse(line))
            if outcome != nil { return }
        }
        if chunk == .end { inputEnded() }
    }

    func apply(_ line: ProgressLine) {
        switch line {
        case .ignored: break
        case .text(let text, let bar): content.setText(text, ofBar: bar)
        case .percentage(let value, let bar):
            content.bars[bar].progress = Double(value) / 100
            guard request.bars == nil else {
                if request.closesAutomatically, barsAreFull { finish(.autoClose) }
                return
            }
            percentage = value
            if request.showsTimeRemaining { content.setTimeRemaining(remaining(at: value)) }
            if value >= 100 { reachedEnd() }
        case .pulse(let bar): content.bars[bar].isPulsating = true
        case .pulsating(let isOn, let bar): content.bars[bar].isPulsating = isOn
        }
    }

    /// Whether several bars end an `--auto-close` dialog, as yad checks after each percentage: the watched bar
    /// (``ProgressRequest/watchedBar``) is full, or, without one, every bar that is not a `PULSE` bar, when there is
    /// one.
    private var barsAreFull: Bool {
        guard let specs = request.bars else { return false }
        if let watched = request.watchedBar { return content.bars[watched].progress >= 1 }
        let counted = specs.indices.filter { specs[$0].kind != .pulse }
        return !counted.isEmpty && counted.allSatisfy { content.bars[$0].progress >= 1 }
    }

    /// 100 %: OK becomes the only choice; with `--auto-close` the dialog ends.
    private func reachedEnd() {
        content.enableOK()
        if request.closesAutomatically { finish(.autoClose) }
    }

    /// stdin ended: the bar stops pulsating and fills, OK is enabled; `--auto-close` ends the dialog. Several bars
    /// stay as they are, as yad's `--multi-progress` leaves them.
    private func inputEnded() {
        guard request.bars == nil else { return }
        let bar = content.bars[0]
        if bar.isPulsating {
            bar.isPulsating = false
            bar.progress = 1
        }
        content.enableOK()
        if request.closesAutomatically { finish(.autoClose) }
    }

    /// zenity's estimate: the time so far, scaled by what is left.
    private func remaining(at value: Int) -> Duration? {
        guard value > 0 else { return nil }
        let elapsed = ContinuousClock.now - startTime
        return elapsed / value * (100 - value)
    }

    private func finish(_ reason: ProgressOutcome.Reason, dismissed: Bool = false, response: Int32? = nil) {
        guard outcome == nil else { return }
        outcome = ProgressOutcome(reason: reason, percentage: percentage, isDismissed: dismissed, response: response)
        input.stop()
    }
}
