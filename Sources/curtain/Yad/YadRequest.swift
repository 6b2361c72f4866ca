import Curtain

/// A yad 0.40 message dialog, parsed: the alert to show, and each button's response id, which yad makes the exit
/// status.
///
/// yad's rules, from its source (`src/main.c`, `src/option.c`):
/// - A button's response id is the exit status. `--button=LABEL:ID` names it; a button without an id gets its
///   position among the buttons (0 for the first).
/// - Without `--button`, the buttons are GTK's Cancel (1) then OK (0), in that order, since GTK on Linux puts the
///   affirmative button last.
/// - Escape and closing the window exit 252 (`--escape-ok`: Escape exits 0 instead), a timeout 70.
/// - A message dialog prints nothing, whichever button ends it. An entry dialog prints its text (and a newline) when
///   the status is even (OK's 0 included), or always with `--always-print-result`; never on Escape or a timeout.
struct YadRequest: Equatable, Sendable {
    /// The alert to show: the text, the image's icon, the buttons, the timeout.
    var alert: AlertRequest
    /// The response id of each button, in the order of `alert.buttons`.
    var responses: [Int32]
    /// The exit status of Escape: yad's 252, or 0 with `--escape-ok`.
    var escapeResponse: Int32 = YadRequest.escapeStatus
    /// `--always-print-result`: print the result whichever button ends the dialog.
    var alwaysPrintsResult = false

    /// yad's status for Escape and for a closed window (`YAD_RESPONSE_ESC`, -4 as an exit status).
    static let escapeStatus: Int32 = 252
    /// yad's status when `--timeout` runs out (`YAD_RESPONSE_TIMEOUT`).
    static let timeoutStatus: Int32 = 70

    /// What yad prints for `outcome`: the entry's text when yad prints a result for that status, else nothing.
    func output(for outcome: AlertOutcome) -> String {
        printsResult(for: outcome) ? (outcome.text ?? "") + "\n" : ""
    }

    /// ``output(for:)`` as the command prints it: `--hide-text`'s text from its locked memory (``OutputText``).
    @MainActor func outputText(for outcome: AlertOutcome) -> OutputText {
        guard let secret = outcome.secret, printsResult(for: outcome) else { return OutputText(output(for: outcome)) }
        var output = OutputText()
        output.append(secret: secret)
        output.append("\n")
        return output
    }

    /// Whether yad prints the entry's text for `outcome`: an entry, ended by a button whose status is even, or any
    /// button with `--always-print-result`.
    private func printsResult(for outcome: AlertOutcome) -> Bool {
        guard alert.entry != nil, case .action = outcome.kind, let status = status(for: outcome) else { return false }
        return alwaysPrintsResult || status % 2 == 0
    }

    /// The exit status yad gives `outcome`.
    ///
    /// - Returns: `nil` when the outcome names a button the request does not have.
    func status(for outcome: AlertOutcome) -> Int32? {
        switch outcome.kind {
        case .timedOut: Self.timeoutStatus
        case .dismissed: escapeResponse
        case .action(let index): responses.indices.contains(index) ? responses[index] : nil
        }
    }
}

extension YadRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let outcome = try backends.presenter().run(alert)
            guard let status = status(for: outcome) else {
                return .failure("internal error: the presenter reported an unknown button (\(outcome.kind))", .failure)
            }
            var result = CommandResult(output: outputText(for: outcome), exitCode: status == 0 ? .success : .cancelled)
            result.responseStatus = status
            return result
        }
    }
}
