import Curtain

/// How yad 0.40 ends a dialog: the exit status of each ending, and whether the dialog's result is printed then. Every
/// yad dialog shares these rules, so each request keeps one of these.
///
/// From yad's source (`src/main.c`):
/// - A button's id is the exit status: OK 0 and Cancel 1 without `--button`, or the `--button`'s own.
/// - Escape and a closed window exit 252 (`--escape-ok`: Escape answers yad's default response, OK's 0); a timeout
///   exits 70.
/// - The result is printed only when the status is neither 70 nor 252, and then for an even status (OK's 0) or with
///   `--always-print-result`.
///
/// ```swift
/// let response = YadResponse()
/// response.status(for: .escape)             // 252
/// response.printsResult(for: .button(2))    // true: an even id
/// ```
struct YadResponse: Equatable, Sendable {
    /// How a dialog ended, as yad tells endings apart.
    enum Ending: Equatable, Sendable {
        /// A button, by its id: OK's 0, Cancel's 1, or a `--button`'s.
        case button(Int32)
        /// Escape, or the window closed.
        case escape
        /// `--timeout` ran out.
        case timeout
    }

    /// The exit status of Escape: 252, or OK's 0 with `--escape-ok`.
    var escapeStatus = YadResponse.escape
    /// `--always-print-result`: print the result whichever button ends the dialog.
    var alwaysPrintsResult = false

    /// GTK's OK and Cancel, as yad answers them (`YAD_RESPONSE_OK`, `YAD_RESPONSE_CANCEL`).
    static let ok: Int32 = 0, cancel: Int32 = 1
    /// Escape and a closed window (`YAD_RESPONSE_ESC`, -4 as an exit status).
    static let escape: Int32 = 252
    /// `--timeout` ran out (`YAD_RESPONSE_TIMEOUT`).
    static let timeout: Int32 = 70

    /// The exit status of `ending`.
    func status(for ending: Ending) -> Int32 {
        switch ending {
        case .button(let id): id
        case .escape: escapeStatus
        case .timeout: Self.timeout
        }
    }

    /// Whether yad prints the dialog's result when it ends so: never for the timeout's or Escape's status (a button
    /// with id 70 or 252 included), else for an even status or with `--always-print-result`.
    func printsResult(for ending: Ending) -> Bool {
        let status = status(for: ending)
        guard status != Self.timeout, status != Self.escape else { return false }
        return alwaysPrintsResult || status % 2 == 0
    }

    /// What the command answers when the dialog ends so: `output` when yad prints the result, and the status.
    @MainActor func result(for ending: Ending, printing output: () -> OutputText) -> CommandResult {
        let status = status(for: ending)
        var result = CommandResult(
            output: printsResult(for: ending) ? output() : OutputText(), exitCode: status == 0 ? .success : .cancelled)
        result.responseStatus = status
        return result
    }
}

extension YadResponse.Ending {
    /// How a dialog that picks one value (a scale, a calendar) ended, as yad tells endings apart: OK 0, Cancel 1.
    init<Value>(_ outcome: PickerOutcome<Value>) {
        switch outcome {
        case .ok: self = .button(YadResponse.ok)
        case .cancelled, .extraButton: self = .button(YadResponse.cancel)
        case .response(let id, _): self = .button(id)
        case .dismissed: self = .escape
        case .timedOut: self = .timeout
        }
    }
}
