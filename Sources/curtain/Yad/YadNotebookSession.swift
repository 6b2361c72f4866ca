import Curtain
import Glibc

/// The window of a ``YadNotebookRequest``: the parent's text, the tabs (or panes) that its `--plug` children fill as
/// they connect, and the parent's Cancel and OK.
///
/// Keys, as yad's: Ctrl+Return is OK and Escape ends the dialog (252) wherever the focus is; Return belongs to the
/// focused view (a child's entry does nothing with it, as in yad's plugs); Ctrl+Page Down and Ctrl+Page Up change
/// tabs. The window shows once every tab's child has connected, as yad's does.
@MainActor final class YadNotebookSession {
    let request: YadNotebookRequest
    let application: Application
    /// The view each child's page goes into, in tab order.
    private let slots: [PageSlot]
    private let content: NotebookContentView
    /// The children connected, by tab number, each with its page's result.
    private var children: [Int: Child] = [:]
    /// Connections whose message has not fully arrived.
    private var pending: [Int32: (bytes: [UInt8], token: LoopToken)] = [:]
    private var listener: Int32 = -1
    private var listenerToken: LoopToken?
    private var ending: YadResponse.Ending?

    /// A connected child: its socket, and what it prints when the parent's ending prints results.
    private struct Child {
        var connection: Int32
        var output: @MainActor () -> OutputText
    }

    init(request: YadNotebookRequest, application: Application) {
        self.request = request
        self.application = application
        slots = (0..<request.slotCount).map { _ in PageSlot() }
        content = NotebookContentView(request: request, slots: slots)
    }

    /// Listens for the children, shows the window, and runs until a button, Escape or the timeout ends it; then
    /// answers every child and waits for each to close.
    ///
    /// - Throws: ``DisplayError`` when the connection breaks; ``UsageError`` when another parent holds the key.
    func run() throws -> CommandResult {
        let path = YadPlugSocket.path(key: request.key)
        do {
            listener = try YadPlugSocket.listen(path: path)
        } catch {
            throw UsageError(localized("cannot wait for --plug dialogs on %s: %s", path, error.description))
        }
        defer {
            listenerToken?.cancel()
            close(listener)
            unlink(path)
        }
        listenerToken = application.addReadSource(fd: listener) { [unowned self] in acceptChildren() }
        // As yad's parent, the window shows once every tab has its child, however long they take to start.
        try DialogHost.run(application) { [unowned self] in children.count == slots.count }
        content.okButton.action = { [unowned self] in end(.button(YadResponse.ok)) }
        content.cancelButton.action = { [unowned self] in end(.button(YadResponse.cancel)) }
        content.row.connect(request.dialog, on: application) { [unowned self] id in end(.button(id)) }
        let escape = request.response.escapeStatus == YadResponse.ok ? YadResponse.Ending.button(YadResponse.ok) : .escape
        let size = content.sizeThatFits(Size(width: request.dialog.width.map(Double.init) ?? 0, height: .infinity))
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: windowSize(for: size), content: content,
            showing: [request.text], escapeCloses: request.dialog.escapeCloses, returnKey: .none,
            onClose: { [unowned self] in end(escape) })
        let controlReturn = window.addKeyInterceptor { [unowned self] event in
            guard !event.isRepeat, event.keysym == .return || event.keysym == .keypadEnter,
                event.modifiers.contains(.control)
            else { return false }
            end(.button(YadResponse.ok))
            return true
        }
        defer { withExtendedLifetime(controlReturn) {} }
        try DialogHost.showDialog(
            window, onShow: { [unowned self] in content.focusFirst() }, timeout: request.dialog.timeout,
            onTimeout: { [unowned self] in end(.timeout) }, until: { [unowned self] in ending != nil })
        let ended = ending ?? .escape
        answerChildren(printing: request.response.printsResult(for: ended))
        return request.response.result(for: ended) { OutputText() }
    }

    private func end(_ ending: YadResponse.Ending) {
        if self.ending == nil { self.ending = ending }
    }

    /// The window's size for content of `size`: at least the `--width` and `--height` asked for.
    private func windowSize(for size: Size) -> Size {
        Size(width: size.width, height: max(size.height, request.dialog.height.map(Double.init) ?? 0))
    }

    // MARK: - The children

    /// Accepts every pending connection and reads each as its bytes come.
    private func acceptChildren() {
        while let connection = YadPlugSocket.accept(listener) {
            let token = application.addReadSource(fd: connection) { [unowned self] in read(connection) }
            pending[connection] = ([], token)
        }
    }

    /// Reads what `connection` sent; a whole message fills its tab.
    private func read(_ connection: Int32) {
        guard var entry = pending[connection] else { return }
        switch YadPlugSocket.read(connection) {
        case .pending: return
        case .end: drop(connection)
        case .bytes(let bytes):
            entry.bytes += bytes
            pending[connection] = entry
            switch YadPlugMessage.decode(entry.bytes) {
            case .incomplete: return
            case .invalid: drop(connection)
            case .message(let message):
                entry.token.cancel()
                pending[connection] = nil
                if !fill(with: message, from: connection) { close(connection) }
            }
        }
    }

    private func drop(_ connection: Int32) {
        pending[connection]?.token.cancel()
        pending[connection] = nil
        close(connection)
    }

    /// Shows `message`'s dialog in its tab: `false` (the child is let go) when the tab does not exist or is taken, or
    /// the dialog is not one a tab shows, as yad's parent ignores such a child.
    private func fill(with message: YadPlugMessage, from connection: Int32) -> Bool {
        let index = message.tabNumber - 1
        guard slots.indices.contains(index), children[message.tabNumber] == nil,
            case .yad(.plug(let plug))? = try? YadCompatibility.parse(message.arguments[...])
        else { return false }
        let page: View
        let output: @MainActor () -> OutputText
        switch plug.page {
        case .form(let form):
            let view = FormDialogView(request: form.form)
            for button in view.buttons { button.isHidden = true }
            page = view
            output = { [unowned view] in form.output(of: view.controls.map(\.value)) }
        case .list(var list):
            if list.list.cells.isEmpty { list.list.cells = message.standardInput }
            let view = ListDialogView(request: list.list)
            for button in view.row.shown { button.isHidden = true }
            if list.list.activationToggles && list.list.hasIndicators {
                view.list.onActivate = { [unowned view] row in view.list.selection.toggle(row) }
            }
            page = view
            output = { [unowned view, list] in OutputText(list.output(chosen: view.list.selectedRows)) }
        }
        children[message.tabNumber] = Child(connection: connection, output: output)
        slots[index].page = page
        grow()
        return true
    }

    /// Makes the window big enough for the pages that arrived.
    private func grow() {
        guard let window = content.window else { return }
        let needed = windowSize(for: content.sizeThatFits(Size(width: window.size.width, height: .infinity)))
        if needed.width > window.size.width || needed.height > window.size.height {
            window.resize(to: Size(width: max(needed.width, window.size.width), height: max(needed.height, window.size.height)))
        }
    }

    /// Sends each child, in tab order, its result (or nothing when `printing` is false) and waits for it to close,
    /// so that its stdout is written before the parent exits, as yad's parent waits for its children to exit.
    private func answerChildren(printing: Bool) {
        for (connection, entry) in pending {
            entry.token.cancel()
            close(connection)
        }
        pending = [:]
        for tab in children.keys.sorted() {
            guard let child = children[tab] else { continue }
            YadPlugSocket.write(printing ? Array(child.output().text.utf8) : [], to: child.connection)
            shutdown(child.connection, Int32(SHUT_WR))
            _ = YadPlugSocket.readToEnd(child.connection, timeout: 5000)
            close(child.connection)
        }
        children = [:]
    }
}

/// Where one child's dialog goes: empty until it connects, then its page.
@MainActor final class PageSlot: View {
    var page: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let page { addSubview(page) }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        page?.sizeThatFits(proposal) ?? Size(width: 200, height: 80)
    }

    override func layoutSubviews() {
        page?.frame = bounds
    }
}

/// The parent's window content: its text, the tabs or panes, then Cancel and OK, or its own `--button`s, at the
/// bottom right.
@MainActor final class NotebookContentView: View {
    /// Cancel and OK, or the parent's own row (``DialogOptions/ownButtons``).
    let row: DialogButtons
    var cancelButton: Button { row.cancel }
    var okButton: Button { row.ok }
    let tabs: TabView?
    private let stack: StackView

    init(request: YadNotebookRequest, slots: [PageSlot]) {
        let label = Label(text: "")
        label.maximumNumberOfLines = 0
        if request.usesMarkup { label.markup = request.text } else { label.text = request.text }
        label.isHidden = request.text.isEmpty
        let body: View
        switch request.layout {
        case .notebook(let titles, let position, let borders, let active):
            let tabs = TabView()
            tabs.tabPosition = position
            tabs.pageInsets = EdgeInsets(all: Double(max(0, borders)))
            for (title, slot) in zip(titles, slots) { tabs.addTab(title, slot) }
            tabs.selectedIndex = max(0, active - 1)
            self.tabs = tabs
            body = tabs
        case .paned(let axis, _):
            let panes = StackView(axis: axis, arrangedSubviews: slots)
            panes.spacing = 6
            tabs = nil
            body = panes
        }
        row = DialogButtons(request.dialog)
        let buttons = StackView(axis: .horizontal, arrangedSubviews: [Spacer()] + row.shown)
        buttons.isHidden = row.shown.isEmpty
        buttons.spacing = 8
        stack = StackView(axis: .vertical, arrangedSubviews: [label, body, buttons])
        stack.spacing = 10
        stack.insets = EdgeInsets(all: 12)
        super.init()
        addSubview(stack)
    }

    /// Focuses the chosen tab, as in GTK's notebook; panes start with nothing focused, as yad's do (its socket has
    /// the focus, not a field of its plug), so that Tab moves into the first pane's first field.
    func focusFirst() {
        guard tabs != nil else { return }
        if let view = FocusChain(root: self).views.first { _ = view.becomeFocused() }
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let width = max(proposal.width.isFinite ? proposal.width : 0, 360)
        let natural = stack.sizeThatFits(Size(width: width, height: .infinity))
        return Size(width: max(width, natural.width), height: natural.height)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }
}
