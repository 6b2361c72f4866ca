import Curtain

/// A yad 0.40 message dialog, parsed: the alert to show, and each button's response id, which yad makes the exit
/// status.
///
/// yad's rules, from its source (`src/main.c`, `src/option.c`):
/// - A button's response id is the exit status. `--button=LABEL:ID` names it; a button without an id gets its
///   position among the buttons (0 for the first).
/// - Without `--button`, the buttons are GTK's Cancel (1) then OK (0), in that order, since GTK on Linux puts the
///   affirmative button last.
/// - Escape, a closed window and a timeout end it as every yad dialog ends (``YadResponse``).
/// - A message dialog prints nothing, whichever button ends it. An entry dialog prints its text (and a newline) when
///   ``YadResponse`` prints a result.
struct YadRequest: Equatable, Sendable {
    /// The alert to show: the text, the image's icon, the buttons, the timeout.
    var alert: AlertRequest
    /// The response id of each button, in the order of `alert.buttons`.
    var responses: [Int32]
    /// The statuses and printing rule.
    var response = YadResponse()

    /// How `outcome` ends the dialog, as yad tells endings apart.
    ///
    /// - Returns: `nil` when the outcome names a button the request does not have.
    func ending(for outcome: AlertOutcome) -> YadResponse.Ending? {
        switch outcome.kind {
        case .timedOut: .timeout
        case .dismissed: .escape
        case .action(let index): responses.indices.contains(index) ? .button(responses[index]) : nil
        }
    }

    /// The exit status yad gives `outcome`.
    ///
    /// - Returns: `nil` when the outcome names a button the request does not have.
    func status(for outcome: AlertOutcome) -> Int32? {
        ending(for: outcome).map(response.status(for:))
    }

    /// What yad prints for `outcome`: the entry's text when yad prints a result for that ending, else nothing.
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

    /// Whether yad prints the entry's text for `outcome`: only an entry prints anything.
    private func printsResult(for outcome: AlertOutcome) -> Bool {
        guard alert.entry != nil, let ending = ending(for: outcome) else { return false }
        return response.printsResult(for: ending)
    }
}
