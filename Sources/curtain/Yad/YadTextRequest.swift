import Curtain

/// yad 0.40's text-info dialog (`--text-info`), parsed: curtain's text dialog, with yad's exit statuses and yad's
/// rule for printing the text.
///
/// From yad's source (`src/main.c`, `src/text.c`): OK exits 0 and Cancel 1, Escape and a timeout as every yad
/// dialog (``YadResponse``). The text is printed, as it is with no newline added, only with `--editable`, and only
/// when ``YadResponse`` prints a result.
struct YadTextRequest: Equatable, Sendable {
    /// The text dialog: the file or stdin, editable or not, following the end or not.
    var text: TextRequest
    /// The statuses and printing rule.
    var response = YadResponse()

    /// How `outcome` ends the dialog, as yad tells endings apart.
    func ending(for outcome: TextOutcome) -> YadResponse.Ending {
        if let id = outcome.response { return .button(id) }
        return switch outcome.reason {
        case .ok: .button(YadResponse.ok)
        case .timeout: .timeout
        case .cancel: outcome.isDismissed ? .escape : .button(YadResponse.cancel)
        }
    }

    /// The exit status yad gives `outcome`.
    func status(for outcome: TextOutcome) -> Int32 { response.status(for: ending(for: outcome)) }

    /// What yad prints for `outcome`: the text as it ended, when yad prints a result for that ending.
    func output(for outcome: TextOutcome) -> String {
        text.isEditable && response.printsResult(for: ending(for: outcome)) ? outcome.text : ""
    }
}
