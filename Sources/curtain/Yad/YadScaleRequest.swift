import Curtain

/// yad 0.40's scale dialog (`--scale`), parsed: curtain's scale, with yad's exit statuses and yad's rule for printing
/// the value.
///
/// From yad's source (`src/main.c`, `src/scale.c`): OK exits 0 and Cancel 1, Escape and closing the window 252
/// (`--escape-ok`: 0), a timeout 70. The value is printed on a line of its own when the status is even (OK's 0) or
/// with `--always-print-result`, never on Escape or a timeout; `--print-partial` prints each value the slider moves
/// to as well.
struct YadScaleRequest: Equatable, Sendable {
    /// The scale: its range, step, start, text and partial printing.
    var scale: ScaleRequest
    /// The exit status of Escape: yad's 252, or 0 with `--escape-ok`.
    var escapeResponse: Int32 = YadRequest.escapeStatus
    /// `--always-print-result`: print whichever button ends the dialog.
    var alwaysPrintsResult = false

    /// The exit status yad gives `outcome`.
    func status(for outcome: ScaleOutcome) -> Int32 {
        switch outcome {
        case .ok: 0
        case .cancelled, .extraButton: 1
        case .dismissed: escapeResponse
        case .timedOut: YadRequest.timeoutStatus
        }
    }

    /// What yad prints for `outcome` once it ends: the value, when yad prints a result for that status.
    func output(for outcome: ScaleOutcome, value: Int) -> String {
        let status = status(for: outcome)
        guard status != YadRequest.timeoutStatus, status != YadRequest.escapeStatus, alwaysPrintsResult || status % 2 == 0
        else { return "" }
        return "\(value)\n"
    }
}

extension YadScaleRequest: CommandAction {
    /// yad prints the slider's value as it is when the dialog ends, whichever button ended it.
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            var value = scale.value
            let outcome = try backends.scalePresenter().run(scale) { moved in
                value = moved
                StandardStream.output.write(scale.partialLine(for: moved))
            }
            if case .ok(let chosen) = outcome { value = chosen }
            if case .timedOut(let shown) = outcome { value = shown }
            let status = status(for: outcome)
            var result = CommandResult(
                stdout: output(for: outcome, value: value), exitCode: status == 0 ? .success : .cancelled)
            result.responseStatus = status
            return result
        }
    }
}
