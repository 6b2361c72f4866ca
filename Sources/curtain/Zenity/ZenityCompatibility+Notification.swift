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
        .flag("--listen", "read commands from stdin (not supported)", visibility: .unlisted) { _ throws(UsageError) in
            throw UsageError(localized("--notification --listen is not supported; send each notification with --text"))
        },
        .value("--hint", "TEXT", "notification hints", visibility: .ignored) { _, _, _ in },
    ]

    /// The notification `--text` describes, split as zenity splits it: the first line is the summary, the
    /// rest the body (escapes such as `\n` expanded first).
    static func notification(_ draft: Draft) -> DesktopNotification {
        let text = expandEscapes(draft.alert.message ?? "")
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return DesktopNotification(
            summary: lines.first.map(String.init) ?? "",
            body: lines.dropFirst().first.map(String.init) ?? "", applicationName: "curtain")
    }
}
