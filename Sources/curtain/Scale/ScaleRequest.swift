import Curtain

/// A scale dialog, parsed: zenity's `--scale` (and `curtain scale`), with zenity 3.44's rules.
///
/// A text above a slider from ``minimum`` to ``maximum`` that starts at ``value`` and moves by ``step``. OK prints the
/// value, a whole number, then a newline, and exits 0 (a timeout prints it too, exit 5); Cancel, Escape and closing print nothing and exit 1; an extra
/// button prints its label and exits 1. With ``printsPartial`` every value the user moves through is printed as it
/// changes, one per line, before the dialog ends.
struct ScaleRequest: PickerRequest {
    /// The title, size, labels and timeout.
    var dialog = DialogOptions(title: localized("Adjust the scale value"))
    /// The text above the slider.
    var text = localized("Adjust the scale value")
    /// Whether ``text`` is Pango markup: zenity's is, `curtain scale`'s is plain.
    var usesMarkup = false
    /// Where the slider starts.
    var value = 0
    /// The lowest value.
    var minimum = 0
    /// The highest value.
    var maximum = 100
    /// What an arrow key, a wheel notch or Page Up moves by, as zenity's `--step` sets both.
    var step = 1
    /// `--print-partial`: print each value as the user moves through it.
    var printsPartial = false
    /// `--hide-value`: no number above the thumb.
    var hidesValue = false
    /// `--extra-button` labels, after OK; each prints its label and exits 1.
    var extraLabels: [String] = []
    /// Print one JSON object instead (`curtain scale --json`).
    var printsJSON = false

    /// The problem zenity reports for these numbers, in its words, or `nil` when they make a scale.
    var rangeProblem: String? {
        if minimum >= maximum { return localized("Maximum value must be greater than minimum value.") }
        if value < minimum || value > maximum { return localized("Value out of range.") }
        return nil
    }
}

/// How a scale dialog ended, with the value.
typealias ScaleOutcome = PickerOutcome<Int>

extension ScaleRequest {
    /// Stdout and the exit status for `outcome`: the value on OK and timeout, or `{"button": "ok", "value": N}`.
    func result(for outcome: ScaleOutcome) -> (stdout: String, exitCode: ExitCode) {
        outcome.result(
            extraLabels: extraLabels, printsJSON: printsJSON, text: { String($0) }, json: { [("value", String($0))] })
    }

    /// What `--print-partial` prints for one value the user moved to; nothing without it, and nothing for `--json`.
    func partialLine(for value: Int) -> String {
        printsPartial && !printsJSON ? "\(value)\n" : ""
    }
}

/// Shows a scale dialog and waits for its outcome; tests drive the command with a fake.
@MainActor protocol ScalePresenter {
    /// Shows `request`'s scale until the user ends it, calling `onPartial` with each value the user moves to.
    ///
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run(_ request: ScaleRequest, onPartial: @escaping (Int) -> Void) throws -> ScaleOutcome
}

extension ScaleRequest: CommandAction {
    /// `--print-partial`'s lines go to stdout as the user moves the slider, before the result.
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let outcome = try backends.scalePresenter().run(self) { StandardStream.output.write(partialLine(for: $0)) }
            let (stdout, exitCode) = result(for: outcome)
            return CommandResult(stdout: stdout, exitCode: exitCode)
        }
    }
}
