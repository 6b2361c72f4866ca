import Curtain

/// zenity's `--notification --listen`: commands read from stdin, one per line, each sending a notification or
/// changing the ones that follow.
///
/// A line is `COMMAND: VALUE` (the command's case ignored, blanks after the colon skipped), as zenity 3.44 reads
/// them:
/// - `message:` and `tooltip:` send a notification: the value's escapes (`\n`) expanded, its first line the
///   summary and the rest the body. zenity 3.44 sends both the same way since its status icon went.
/// - `icon:` names the icon (a name from the icon theme, or a file) of the notifications that follow.
/// - `hints:` and `visible:` are read and have no effect: curtain sends no hints, and there is no status icon to
///   show or hide.
///
/// A line without a colon, an unknown command or an empty message gets a one-line warning on stderr, and the
/// listener goes on. At the end of stdin it exits: 0, or the code of the last failure to reach the notification
/// server (6 for no bus or no server, 4 for a server that refused). zenity 3.44 instead keeps running after its
/// stdin closes, until it is killed; a script that backgrounds it and closes the pipe gets the same notifications
/// from curtain, and no process left behind.
struct NotificationListener: Equatable, Sendable {
    /// What one line asks for.
    enum Action: Equatable, Sendable {
        /// Send this notification.
        case send(DesktopNotification)
        /// Nothing to send (an icon for later, or a command with no effect).
        case none
        /// The line could not be read; warn and go on.
        case warning(String)
    }

    /// The icon of the notifications that follow, from the last `icon:`.
    private(set) var icon = ""

    /// Reads one line of stdin (without its newline).
    mutating func handle(_ line: String) -> Action {
        guard let colon = line.firstIndex(of: ":") else {
            return .warning(localized("could not parse command from stdin"))
        }
        let command = String(line[..<colon]).trimmingWhiteSpace().lowercased()
        // GLib's `g_ascii_isspace`, as zenity skips the blanks after the colon.
        let value = String(line[line.index(after: colon)...].drop { $0.isASCII && $0.isWhitespace })
        switch command {
        case "icon":
            icon = value
            return .none
        case "message", "tooltip":
            guard !value.isEmpty else { return .warning(localized("could not parse message")) }
            var notification = ZenityCompatibility.notification(text: value)
            notification.icon = icon
            return .send(notification)
        case "hints", "visible":
            return .none
        default:
            return .warning(localized("unknown command %s", UsageError.quoted(command)))
        }
    }

    /// Reads `lines` to their end, sending each notification they ask for with `send` and reporting each warning
    /// and failure with `warn` (one line each).
    ///
    /// - Returns: ``ExitCode/success``, or the exit code of the last notification that could not be sent.
    mutating func run(
        _ lines: some Sequence<String>, send: (DesktopNotification) throws(DesktopNotificationError) -> Void,
        warn: (String) -> Void
    ) -> ExitCode {
        var status = ExitCode.success
        for line in lines {
            switch handle(line) {
            case .send(let notification):
                do {
                    try send(notification)
                } catch {
                    warn(error.description)
                    status = if case .failed = error { .failure } else { .portalUnavailable }
                }
            case .warning(let message):
                warn(message)
            case .none:
                break
            }
        }
        return status
    }
}

extension NotificationListener: CommandAction {
    /// Reads stdin until it ends; each warning is on stderr as it happens, since the listener may run for hours.
    func run(with backends: DialogBackends) -> CommandResult {
        var listener = self
        let lines = AnyIterator { readLine(strippingNewline: true) }
        let status = listener.run(
            lines,
            send: { notification throws(DesktopNotificationError) in try notification.send() },
            warn: { message in StandardStream.error.write("curtain: \(message)\n") })
        return CommandResult(exitCode: status)
    }
}

/// zenity's `--notification`: one notification sent to the desktop's notification server.
struct NotificationSending: CommandAction {
    var notification: DesktopNotification

    /// A server that refuses the notification exits 1; no server at all exits with the portal's status.
    func run(with backends: DialogBackends) -> CommandResult {
        do {
            try notification.send()
            return CommandResult(exitCode: .success)
        } catch {
            let code: ExitCode = if case .failed = error { .failure } else { .portalUnavailable }
            return .failure(error.description, code)
        }
    }
}
