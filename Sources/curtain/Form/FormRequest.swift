import Curtain
#if canImport(Glibc)
import Glibc
#endif

/// A form dialog, parsed: zenity's `--forms` and `--password`, and `curtain form`.
///
/// Labels sit beside their fields in one column, the text above them, the buttons at the bottom right. OK
/// prints the values (see ``FormOutcome``); Cancel, Escape and closing print nothing and exit 1.
struct FormRequest: Equatable, Sendable {
    /// How the values are printed.
    enum Output: Equatable, Sendable {
        /// zenity's `--forms`: every field's value joined by the separator, then a newline; a timeout prints
        /// them too and exits 5.
        case zenityForms
        /// zenity's `--password`: `password`, or `username|password`; a timeout exits 1 silently, as zenity's does.
        case zenityPassword
        /// `curtain form`: the values joined by the separator (lists' cells by commas), nothing on a timeout.
        case plain
        /// `curtain form --json`: one JSON object.
        case json
    }

    /// The title, size, OK and Cancel labels, and timeout.
    var dialog = DialogOptions(title: localized("Forms"))
    /// The text above the fields.
    var heading = FormHeading()
    var fields: [FormField] = []
    /// Between printed values: `--separator`, printed as given (zenity's forms expand no escapes in it).
    var separator = "|"
    /// `--forms-date-format`: by default the locale's date format, `nl_langinfo(nl_item(D_FMT))` as zenity takes it (`%x`:
    /// `%m/%d/%y` in the C locale, `%d.%m.%Y` in German).
    var dateFormat = FormRequest.localeDateFormat

    /// The user's locale's date format (LC_TIME, once `curtain` has called `setlocale`).
    static var localeDateFormat: String {
        guard let format = nl_langinfo(nl_item(D_FMT)) else { return "%m/%d/%y" }
        return String(cString: format)
    }
    /// The field whose control has the focus first (yad's `--focus-field`, from 0), when it can have it; `nil`: the
    /// first that can.
    var initialFocus: Int?
    /// `--show-header`: show the lists' column titles.
    var showsHeader = false
    var buttons = FormButtons()
    var output = Output.zenityForms
    /// A meter under the fields, with this label: `curtain pinentry`'s passphrase quality (gpg-agent's
    /// `SETQUALITYBAR`), which ``WaylandFormPresenter/rateText`` fills as the first field changes; `nil`: none.
    var qualityBarLabel: String?
    /// How a command button's command line is made from its command and the values when it is pressed (yad's `%N`);
    /// `nil`: the command as it is.
    var commandLine: FormCommandLine?
}

/// Makes a command button's command line from its command and every field's value as it is when the button is
/// pressed (``FormField/Kind/commandButton(command:isFlat:)``).
struct FormCommandLine: Equatable, Sendable {
    let make: @MainActor @Sendable (_ command: String, _ values: [FormValue]) -> String

    /// A rule is a function, which cannot be compared: two forms are the same whatever rule they have, as their
    /// fields and values tell them apart.
    static func == (_: FormCommandLine, _: FormCommandLine) -> Bool { true }
}

/// How a form dialog ended.
enum FormOutcome: Equatable, Sendable {
    /// OK (or Return in a field that submits), with every field's value in order.
    case ok([FormValue])
    /// Cancel.
    case cancelled
    /// Escape, or the window closed, with the values as they were: zenity answers it as Cancel, yad with its own
    /// status (and prints the values for `--escape-ok`).
    case dismissed([FormValue])
    /// An extra button, by its index in ``FormButtons/extraLabels``.
    case extraButton(Int)
    /// One of the form's own buttons (``DialogOptions/ownButtons``), by its response id, with the values as they were.
    case response(Int32, [FormValue])
    /// `--timeout` expired, with the values as they were.
    case timedOut([FormValue])
}

/// Shows a form dialog and waits for its outcome; tests drive the command with a fake.
@MainActor protocol FormPresenter {
    /// Shows `request`'s form until the user ends it.
    ///
    /// - Throws: ``DisplayError`` when there is no display, or it is lost.
    func run(_ request: FormRequest) throws -> FormOutcome
}

extension FormRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        .dialog {
            let (output, exitCode) = result(for: try backends.formPresenter().run(self))
            return CommandResult(output: output, exitCode: exitCode)
        }
    }
}
