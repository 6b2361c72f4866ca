import Curtain

/// The window of a dialog that is not an alert (a list, a form): the same frame and behaviour for each.
extension WaylandAlertPresenter {
    /// A fixed-size window showing `content`, whose close button calls `onClose`; Escape also calls `onClose`, and
    /// Return calls `onReturn` when given, when no view takes the key.
    ///
    /// A fixed size floats on tiling sway, as zenity's dialogs do.
    static func dialogWindow(_ application: Application, title: String, size: Size, content: View,
                             onClose: @escaping () -> Void, onReturn: (() -> Void)?) -> Window {
        let window = Window(application: application, title: title, appID: appID, size: size)
        window.backgroundColor = Color(white: 0.96)
        window.isResizable = false
        window.contentView = content
        window.onCloseRequest = onClose
        window.rootView.onUnhandledKey = { event in
            switch event.keysym {
            case .escape: onClose()
            case .return, .keypadEnter:
                guard let onReturn else { return false }
                onReturn()
            default: return false
            }
            return true
        }
        return window
    }

    /// Shows `window`, then calls `focus` (which gives the first view the focus), and runs until `isDone`, calling
    /// `onTimeout` after `timeout`.
    ///
    /// - Throws: ``DisplayError`` when the connection breaks.
    static func showDialog(_ window: Window, focus: () -> Void, timeout: Duration?, onTimeout: @escaping () -> Void,
                           until isDone: () -> Bool) throws {
        let timer = timeout.map { window.application.eventLoop.addTimer(after: $0, onTimeout) }
        defer { timer?.cancel() }
        window.show()
        focus()
        try run(window.application, until: isDone)
    }
}
