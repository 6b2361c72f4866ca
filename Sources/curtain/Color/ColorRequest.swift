import Curtain

/// A colour dialog, parsed: zenity's `--color-selection` (and `curtain color`), with zenity 3.44's rules.
///
/// GTK's colour chooser: its palette with ``initialColor`` chosen (a custom swatch when the palette lacks it), or, with
/// ``showsEditor`` (`curtain color --editor`), the editor (a `#rrggbb` field and sliders) starting from it. OK prints the colour as GTK writes it (`rgb(r,g,b)`, or
/// `rgba(r,g,b,a)` when it is translucent), then a newline, and exits 0; Cancel, Escape and closing print nothing and
/// exit 1; an extra button prints its label and exits 1. A timeout prints nothing and exits 1, as zenity 3.44's colour
/// dialog does, which has no case for it (`curtain color` exits 5 instead, printing the colour as the other pickers
/// do).
struct ColorRequest: PickerRequest {
    /// The title, size, labels and timeout.
    var dialog = DialogOptions(title: localized("Select a Color"))
    /// The text above the chooser: none in zenity mode, whose colour dialog has no text.
    var text = ""
    /// Whether ``text`` is Pango markup.
    var usesMarkup = false
    /// `--color`: the colour chosen at first; GTK's editor starts from its dark red without one.
    var initialColor: Color?
    /// `--show-palette`: zenity asks GTK for the palette instead of the editor, but GTK 3's dialog opens on its palette
    /// either way; accepted, and it changes nothing, as in zenity 3.44.
    var showsPalette = false
    /// `--editor` (`curtain color` only): open the editor instead of the palette.
    var showsEditor = false
    /// `--extra-button` labels, after OK; each prints its label and exits 1.
    var extraLabels: [String] = []
    /// Print one JSON object instead (`curtain color --json`).
    var printsJSON = false
    /// Whether a timeout ends the dialog as zenity 3.44's colour dialog ends it (nothing printed, exit 1), not as
    /// `curtain color` ends it (the colour printed, exit 5).
    var timesOutAsZenity = false
}

/// How a colour dialog ended, with the colour.
typealias ColorOutcome = PickerOutcome<Color>

extension ColorRequest {
    /// Stdout and the exit status for `outcome`: the colour as `rgb(r,g,b)` on OK, or
    /// `{"button": "ok", "color": "rgb(255,0,0)", "hex": "#ff0000", "alpha": 1}`.
    func result(for outcome: ColorOutcome) -> (stdout: String, exitCode: ExitCode) {
        if timesOutAsZenity, case .timedOut = outcome { return ("", .cancelled) }
        return outcome.result(extraLabels: extraLabels, printsJSON: printsJSON, text: \.cssString) { color in
            [
                ("color", JSON.string(color.cssString)), ("hex", JSON.string(color.hexString)),
                ("alpha", color.cssAlphaString),
            ]
        }
    }
}

/// Shows a colour dialog and waits for its outcome; tests drive the command with a fake.
@MainActor protocol ColorPresenter {
    /// Shows `request`'s chooser until the user ends it.
    ///
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run(_ request: ColorRequest) throws -> ColorOutcome
}

extension ColorRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let (stdout, exitCode) = result(for: try backends.colorPresenter().run(self))
            return CommandResult(stdout: stdout, exitCode: exitCode)
        }
    }
}
