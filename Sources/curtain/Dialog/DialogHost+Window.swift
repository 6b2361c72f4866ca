import Curtain

/// The window of a dialog that is not an alert (a list, a form, a text, a progress bar): the same frame and behaviour
/// for each.
extension DialogHost {
    /// A fixed-size window showing `content`, where `placement` says (``role(for:on:)``), whose close button and Escape call `onClose`, and where Return chooses
    /// OK as `returnKey` says; it reads in the direction of `texts` (``layoutDirection(showing:locale:markup:followsLocaleOnly:)``), or of the
    /// locale alone when `directionFollowsLocale` (a system prompt, whose texts are another program's).
    ///
    /// Escape reaches `onClose` when no view takes it first (unless not `escapeCloses`: then it does nothing). A fixed size floats on tiling sway, as zenity's dialogs
    /// do; a dialog whose content follows the window's size sets ``Window/isResizable`` back.
    static func dialogWindow(
        _ application: Application, title: String, size: Size, content: View, showing texts: [String?],
        directionFollowsLocale: Bool = false, escapeCloses: Bool = true, placement: WindowPlacement? = nil,
        returnKey: ReturnKeyPolicy, onClose: @escaping @MainActor () -> Void
    ) -> Window {
        let window = Window(
            application: application, title: title, appID: appID, size: size, role: role(for: placement, on: application))
        window.backgroundColor = Color(white: 0.96)
        window.isResizable = false
        window.contentView = content
        window.rootView.layoutDirection = layoutDirection(
            showing: texts + [title], locale: application.layoutDirection, followsLocaleOnly: directionFollowsLocale)
        window.onCloseRequest = onClose
        var onReturn: (@MainActor () -> Void)?
        switch returnKey {
        case .none: break
        case .whenUnhandled(let accept): onReturn = accept
        case .defaultButton(let policy):
            window.addKeyInterceptor { [unowned window] event in policy.handle(event, in: window) }
        }
        window.rootView.onUnhandledKey = { event in
            switch event.keysym {
            case .escape: if escapeCloses { onClose() }
            case .return, .keypadEnter:
                guard let onReturn else { return false }
                onReturn()
            default: return false
            }
            return true
        }
        return window
    }

    /// The direction of a dialog that shows the user's `texts`, its main text first: right to left in a right-to-left
    /// session (``Application/layoutDirection``, from the locale), as GTK mirrors every dialog there; and in a
    /// left-to-right session when the first of `texts` with a direction of its own reads right to left
    /// (``LayoutDirection/ofText(_:)``): a script that asks in Hebrew gets a Hebrew dialog in an English session.
    /// Pango markup is read for its text, not its tags.
    ///
    /// - Parameters:
    ///   - locale: The session's direction (``Application/layoutDirection``).
    ///   - followsLocaleOnly: Whether the texts are another program's (a system prompt's): then they never choose,
    ///     and the locale alone does.
    static func layoutDirection(
        showing texts: [String?], locale: LayoutDirection, markup: Bool = false, followsLocaleOnly: Bool = false
    ) -> LayoutDirection {
        guard locale == .leftToRight, !followsLocaleOnly else { return locale }
        for case let text? in texts {
            let shown = markup ? TextLayout.displayedText(ofMarkup: text) : text
            if let direction = LayoutDirection.ofText(shown) { return direction }
        }
        return .leftToRight
    }

    /// Shows `window`, then calls `onShow` (which gives the first view the focus, or starts reading stdin), and runs
    /// until `isDone`, calling `onTimeout` after `timeout`.
    ///
    /// - Throws: ``DisplayError`` when the connection breaks.
    static func showDialog(
        _ window: Window, onShow: () -> Void, timeout: Duration?, onTimeout: @escaping @MainActor () -> Void,
        until isDone: () -> Bool
    ) throws {
        let timer = timeout.map { window.application.addTimer(after: $0, onTimeout) }
        defer { timer?.cancel() }
        window.show()
        onShow()
        try run(window.application, until: isDone)
    }
}
