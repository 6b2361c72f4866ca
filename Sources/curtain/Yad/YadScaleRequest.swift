import Curtain

/// yad 0.40's scale dialog (`--scale`), parsed: curtain's scale, with yad's exit statuses and yad's rule for printing
/// the value.
///
/// From yad's source (`src/main.c`, `src/scale.c`): OK exits 0 and Cancel 1, Escape and a timeout as every yad
/// dialog (``YadResponse``). The value is printed on a line of its own when ``YadResponse`` prints a result;
/// `--print-partial` prints each value the slider moves to as well.
struct YadScaleRequest: Equatable, Sendable {
    /// The scale: its range, step, start, text and partial printing.
    var scale: ScaleRequest
    /// The statuses and printing rule.
    var response = YadResponse()

    /// How `outcome` ends the dialog, as yad tells endings apart.
    func ending(for outcome: ScaleOutcome) -> YadResponse.Ending { YadResponse.Ending(outcome) }

    /// The exit status yad gives `outcome`.
    func status(for outcome: ScaleOutcome) -> Int32 { response.status(for: ending(for: outcome)) }

    /// What yad prints for `outcome` once it ends: the value, when yad prints a result for that ending.
    func output(for outcome: ScaleOutcome, value: Int) -> String {
        response.printsResult(for: ending(for: outcome)) ? "\(value)\n" : ""
    }
}
