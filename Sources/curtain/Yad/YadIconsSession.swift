#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// The window of a ``YadIconsRequest``: the text, the icons, then Cancel and OK; activating an icon starts its
/// command and leaves the window up, as yad's does.
///
/// Keys, as yad's: the icons have the focus; the arrows move between them and Return activates one; Tab goes to the
/// buttons, where Return presses the focused one; Ctrl+Return is OK and Escape ends the dialog (252) wherever the
/// focus is. With `--listen` the items arrive from stdin while the window is up; with `--monitor` the folder is
/// read again when a file is added to or removed from it.
@MainActor final class YadIconsSession {
    let request: YadIconsRequest
    let application: Application
    private let grid: IconGridView
    private let content: IconsDialogView
    private var ending: YadResponse.Ending?
    private var lines = LineReader()
    private var reader = IconItem.RowReader()
    private var input: InputWatch?
    private var monitor: Int32 = -1
    private var monitorToken: LoopToken?

    init(request: YadIconsRequest, application: Application, environment: [String: String]) {
        self.request = request
        self.application = application
        grid = IconGridView(
            style: request.isCompact ? .list : .grid(itemWidth: request.itemWidth.map(Double.init)),
            theme: IconTheme(environment: environment))
        grid.activatesOnSingleClick = request.activatesOnSingleClick
        grid.accessibleName = request.text.isEmpty ? request.dialog.title : request.text
        content = IconsDialogView(text: request.text, usesMarkup: request.usesMarkup, grid: grid, dialog: request.dialog)
        readDirectory(environment: environment)
    }

    /// Shows the window and runs until a button, Escape or the timeout ends it.
    ///
    /// - Throws: ``DisplayError`` when the connection breaks.
    func run() throws -> CommandResult {
        grid.onActivate = { [unowned self] index in launch(grid.items[index]) }
        content.okButton.action = { [unowned self] in end(.button(YadResponse.ok)) }
        content.cancelButton.action = { [unowned self] in end(.button(YadResponse.cancel)) }
        content.row.connect(request.dialog, on: application) { [unowned self] id in end(.button(id)) }
        let escape = request.response.escapeStatus == YadResponse.ok ? YadResponse.Ending.button(YadResponse.ok) : .escape
        var size = content.sizeThatFits(Size(width: request.dialog.width.map(Double.init) ?? 0, height: .infinity))
        if let height = request.dialog.height { size.height = max(Double(height), 160) }
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: size, content: content,
            showing: [request.text] + grid.items.map(\.name), escapeCloses: request.dialog.escapeCloses,
            placement: request.dialog.placement,
            returnKey: .defaultButton(
                content.okButton, keptBy: [grid] + content.row.shown, acceptsControlReturn: true),
            onClose: { [unowned self] in end(escape) })
        defer {
            input?.stop()
            monitorToken?.cancel()
            if monitor >= 0 { close(monitor) }
        }
        try DialogHost.showDialog(
            window,
            onShow: { [unowned self] in
                _ = grid.becomeFocused()
                startReading()
            }, timeout: request.dialog.timeout, onTimeout: { [unowned self] in end(.timeout) },
            until: { [unowned self] in ending != nil })
        return request.response.result(for: ending ?? .escape) { OutputText() }
    }

    /// The variables that choose the icon folders and the labels' language, as the process has them.
    static func environment() -> [String: String] {
        let names = ["HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]
        var values: [String: String] = [:]
        for name in names { values[name] = getenv(name).map { String(cString: $0) } }
        return values
    }

    private func end(_ ending: YadResponse.Ending) {
        if self.ending == nil { self.ending = ending }
    }

    /// Starts the item's command (in the terminal's pattern when it asks for one), as yad's `activate_cb`.
    private func launch(_ item: IconItem) {
        guard let commandLine = item.commandLine(terminal: request.terminal) else { return }
        ButtonCommand.start(commandLine, on: application)
    }

    // MARK: - Where the items come from

    /// `--read-dir`'s items in yad's order; yad's line on stderr when the folder cannot be read.
    private func readDirectory(environment: [String: String]) {
        guard let directory = request.directory else { return }
        let languages = DesktopEntry.languageNames(environment: environment)
        guard let items = IconItem.items(inDirectory: directory, generic: request.usesGenericNames, languages: languages)
        else {
            StandardStream.error.write(
                localized("Unable to open directory %s: %s", directory, String(cString: strerror(errno))) + "\n")
            return
        }
        grid.items = request.sorted(items)
    }

    /// Reads stdin's items (`--listen` without `--read-dir`) and watches the folder (`--monitor`) while the window is
    /// up.
    private func startReading() {
        if request.directory == nil && request.listens {
            let watch = InputWatch(fileDescriptor: 0, chunkSize: 65_536)
            input = watch
            watch.start(on: application) { [unowned self] chunk in receive(chunk) }
        }
        if let directory = request.directory, request.monitors { watch(directory) }
    }

    /// Adds the items `chunk` completes.
    private func receive(_ chunk: InputWatch.Chunk) {
        let received: [String] =
            switch chunk {
            case .bytes(let bytes): lines.split(bytes)
            case .end: lines.finish().map { [$0] } ?? []
            }
        guard !received.isEmpty else { return }
        for line in received { reader.take(line) }
        grid.items = request.sorted(reader.items)
    }

    /// Reads the folder again whenever inotify says a file appeared in it or left it, as yad's file monitor does.
    private func watch(_ directory: String) {
        monitor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard monitor >= 0,
            inotify_add_watch(monitor, directory, UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO)) >= 0
        else { return }
        monitorToken = application.addReadSource(fd: monitor) { [unowned self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while buffer.withUnsafeMutableBytes({ read(monitor, $0.baseAddress, $0.count) }) > 0 {}
            readDirectory(environment: Self.environment())
        }
    }
}
