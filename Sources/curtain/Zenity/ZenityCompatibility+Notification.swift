import Curtain

/// zenity's `--notification`: sent through the desktop's notification server (`org.freedesktop.Notifications`).
extension ZenityCompatibility {
    /// The `--notification` flag among the dialog types.
    static let notificationModeOption = Option<Draft>.flag(
        "--notification", "send a desktop notification with --text (first line: summary; the rest: body)"
    ) { draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--notification")
        draft.isNotification = true
    }

    /// zenity 3.44's "Notification options" that curtain has.
    static let notificationOptions: [Option<Draft>] = [
        .flag("--listen", "read commands from stdin: message:, tooltip:, icon:, visible:") { draft throws(UsageError) in
            draft.listensForCommands = true
        },
        .value("--hint", "TEXT", "notification hints", visibility: .ignored) { _, _, _ in },
    ]

    /// The notification `--text` describes, split as zenity splits it: the first line is the summary, the
    /// rest the body (escapes such as `\n` expanded first).
    static func notification(_ draft: Draft) -> DesktopNotification {
        notification(text: draft.alert.message ?? "")
    }

    /// The notification `text` describes: escapes expanded, the first line the summary and the rest the body.
    static func notification(text: String) -> DesktopNotification {
        let text = BackslashEscapes.expand(text)
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return DesktopNotification(
            summary: lines.first.map(String.init) ?? "",
            body: lines.dropFirst().first.map(String.init) ?? "", applicationName: "curtain")
    }
}
