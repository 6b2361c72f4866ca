#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// yad 0.40's progress dialog (`--progress`), parsed: curtain's progress bar fed from stdin, with yad's one Close
/// button and yad's statuses.
///
/// From yad's source (`src/progress.c`, `src/main.c`): stdin's lines set the bar (a number, its percentage) or its
/// text (`#` and the text); Close, enabled from the start, answers OK's 0, and so does `--auto-close` at 100 % or at
/// the end of stdin; Escape and a timeout as every yad dialog (``YadResponse``). Nothing is printed. `--auto-kill`
/// sends SIGHUP to the parent when the status is not OK's.
///
/// yad's `--multi-progress` is the same dialog with several bars (``ProgressRequest/bars``), fed by `N:VALUE` lines
/// (``ProgressLine/parse(_:bars:)``), as `src/multi-progress.c` reads them: with `--auto-close` it ends with OK's 0
/// once a percentage leaves every bar but the `PULSE` ones at 100 % (or the `--watch-bar` alone); the end of stdin
/// changes nothing.
struct YadProgressRequest: Equatable, Sendable {
    /// The progress dialog: text, starting percentage, pulsating, auto-close, yad's Close.
    var progress: ProgressRequest
    /// `--auto-kill`: SIGHUP to the parent unless the dialog ends with OK.
    var killsParentUnlessOK = false
    /// The statuses.
    var response = YadResponse()

    /// How `outcome` ends the dialog, as yad tells endings apart.
    func ending(for outcome: ProgressOutcome) -> YadResponse.Ending {
        if let id = outcome.response { return .button(id) }
        return switch outcome.reason {
        case .ok, .autoClose: .button(YadResponse.ok)
        case .cancel: outcome.isDismissed ? .escape : .button(YadResponse.cancel)
        case .timeout: .timeout
        }
    }

    /// The exit status yad gives `outcome`.
    func status(for outcome: ProgressOutcome) -> Int32 { response.status(for: ending(for: outcome)) }

    /// A `--bar=NAME[:TYPE]`, split at the last colon as yad splits it: an unknown type is a `NORM` bar.
    static func bar(_ value: String) -> ProgressRequest.Bar {
        let (name, type) = YadCompatibility.splitAtLastColon(value)
        let kind: ProgressRequest.Bar.Kind =
            switch type {
            case "RTL": .rightToLeft
            case "PULSE": .pulse
            case "PERM": .permanent
            default: .normal
            }
        return ProgressRequest.Bar(name: name, kind: kind)
    }

    /// A bar's starting percentage from its argument: its leading digits (none: 0), at most 100, as GTK keeps
    /// yad's fraction.
    static func startingPercentage(_ argument: String) -> Int {
        min(ProgressLine.leadingNumber(Array(argument.utf8)[...]), 100)
    }

    /// `--align`'s value: `left`, `center` or `right`, in any case; `nil` for another, which yad ignores.
    static func alignment(_ value: String) -> StackView.Alignment? {
        switch value.lowercased() {
        case "left": .leading
        case "center": .center
        case "right": .trailing
        default: nil
        }
    }

    /// `--auto-kill`'s signal to the parent (the script) for `outcome`.
    func signalParent(for outcome: ProgressOutcome) {
        if killsParentUnlessOK, status(for: outcome) != YadResponse.ok { kill(getppid(), SIGHUP) }
    }
}
