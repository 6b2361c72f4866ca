import Curtain

/// yad 0.40's form (`--form`), parsed: curtain's form with yad's field types, statuses and output.
///
/// From yad's source (`src/form.c`, `src/option.c`):
/// - `--field=LABEL[:TYPE]` adds a field; the type follows the last colon, and an unknown type is a plain entry
///   (whose label loses what followed that colon).
/// - The arguments that are not options are the fields' values, in order. Lists of choices (`CB`, `CBE`) and a
///   number's range (`NUM`: `VALUE!MIN..MAX!STEP!DIGITS`) are split by `--item-separator` (`!`); a choice marked `^`
///   is chosen first.
/// - OK prints every field's value followed by `--separator` (`|`), the last one too, then a newline, when
///   ``YadResponse`` prints a result: an entry's text, a number with its digits, `TRUE` or `FALSE`, a choice, a text's
///   lines with `\n` for each line break, nothing for a label.
/// - Return in an entry is OK; Ctrl+Return is OK wherever the focus is.
struct YadFormRequest: Equatable, Sendable {
    /// One `--field`.
    struct Field: Equatable, Sendable {
        /// yad's field types that curtain shows, by their names in `--field`.
        enum Kind: String, Equatable, Sendable, CaseIterable {
            case entry = ""
            /// `H`: an entry that shows bullets.
            case hidden = "H"
            /// `RO`: an entry that cannot be changed.
            case readOnly = "RO"
            /// `NUM`: a number.
            case number = "NUM"
            /// `CHK`: a check box, printed `TRUE` or `FALSE`.
            case check = "CHK"
            /// `CB`: a choice among items.
            case combo = "CB"
            /// `CBE`: an entry that starts with the chosen item; the items are not offered.
            case comboEntry = "CBE"
            /// `CE`: an entry (yad completes it from the items).
            case completion = "CE"
            /// `DT`: a date, typed as text.
            case date = "DT"
            /// `SFL`, `CDIR`, `MFL`, `MDIR`: an entry for a path (yad opens a chooser from an icon).
            case saveFile = "SFL"
            case newDirectory = "CDIR"
            case files = "MFL"
            case directories = "MDIR"
            /// `TXT`: a text of several lines.
            case text = "TXT"
            /// `LBL`: a label across the row; an empty one is a separator.
            case label = "LBL"
            /// `FL`, `DIR`: a button that opens the desktop's file chooser (GTK's file chooser button in yad).
            case file = "FL"
            case directory = "DIR"
            /// `FN`: a font's name, as an entry (GTK's font button in yad), `Sans 12` unless its value says otherwise.
            case font = "FN"
            /// `CLR`: a button that opens the colour chooser, printed as `--color` prints (`#rrggbb`).
            case color = "CLR"
            /// `SCL`: a slider from 0 to 100, printed as a whole number.
            case scale = "SCL"
            /// `BTN`, `FBTN`: a button (without a frame for `BTN`) that runs its value as a command; printed empty.
            case button = "BTN"
            case fullButton = "FBTN"
        }

        var label: String
        var kind: Kind
        /// `NUM`'s range and digits, from its value.
        var number = NumberFormat()

        /// The field `--field=value` adds.
        init(_ value: String) {
            let (label, type) = YadCompatibility.splitAtLastColon(value)
            self.init(label: label, kind: type.flatMap(Kind.init(rawValue:)) ?? .entry)
        }

        init(label: String, kind: Kind) {
            self.label = label
            self.kind = kind
        }
    }

    /// A `NUM` field's range and digits: yad's spin button, 0 to 65525 by 1 unless its value says otherwise.
    struct NumberFormat: Equatable, Sendable {
        var minimum = 0.0
        var maximum = 65525.0
        var digits = 0
        var initial = 0.0

        /// The number `text` holds, kept in the range; the initial number when it holds none.
        func value(of text: String) -> Double {
            let number = Double(text.trimmingPrefix(while: \.isWhitespace)) ?? initial
            return min(max(number, minimum), maximum)
        }

        /// `value` with ``digits`` digits after the point, as C's `%.*f` writes it.
        func formatted(_ value: Double) -> String {
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let scaled = (abs(value) * scale).rounded()
            let whole = Int(scaled / scale)
            let fraction = Int(scaled - Double(whole) * scale)
            let sign = value < 0 && scaled != 0 ? "-" : ""
            guard digits > 0 else { return sign + String(whole) }
            let fractionText = String(fraction)
            return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
    }

    /// The form to show: a field for each of ``fields``, yad's window and buttons.
    var form: FormRequest
    /// The `--field`s, in order, one for each of the form's fields.
    var fields: [Field]
    /// After every value, the last one too (`--separator`, with yad's escapes).
    var separator = "|"
    /// `--quoted-output`: every value quoted for a shell.
    var quotesOutput = false
    /// `--num-output`: a `CB` prints its item's position (1 for the first), not its text.
    var numbersChoices = false
    /// `--columns` and `--output-by-row`: the values are printed row by row of that many columns.
    var columns = 1
    var outputsByRow = false
    /// The statuses and printing rule.
    var response = YadResponse()
    /// How a `CLR` field's colour is written: `--mode`, `--extra` and `--alpha`, which yad's form takes too.
    var colorFormat = YadColorRequest(color: ColorRequest())

    /// How `outcome` ends the dialog, as yad tells endings apart.
    func ending(for outcome: FormOutcome) -> YadResponse.Ending {
        switch outcome {
        case .ok: .button(YadResponse.ok)
        case .cancelled, .extraButton: .button(YadResponse.cancel)
        case .response(let id, _): .button(id)
        case .dismissed: .escape
        case .timedOut: .timeout
        }
    }

    /// The exit status yad gives `outcome`.
    func status(for outcome: FormOutcome) -> Int32 { response.status(for: ending(for: outcome)) }

    /// The values as yad prints them: each followed by the separator, then a newline; a hidden field's text from its
    /// locked memory (quoted as it is: a quote inside it is not escaped).
    @MainActor func output(of values: [FormValue]) -> OutputText {
        var output = OutputText()
        for index in printingOrder where index < values.count {
            if fields[index].kind == .font, quotesOutput, case .text(let name) = values[index] {
                // yad quotes a font's name without escaping a quote inside it.
                output.append("'" + name + "'")
            } else if case .secret(let secret) = values[index] {
                if quotesOutput { output.append("'") }
                output.append(secret: secret)
                if quotesOutput { output.append("'") }
            } else {
                let text = text(of: values[index], at: index)
                output.append(quotesOutput ? Self.shellQuoted(text) : text)
            }
            output.append(separator)
        }
        output.append("\n")
        return output
    }

    /// The fields' indexes in the order yad prints them: as given, or row by row with `--output-by-row`.
    var printingOrder: [Int] {
        guard outputsByRow, columns > 1 else { return Array(fields.indices) }
        let rows = (fields.count + columns - 1) / columns
        return (0..<rows).flatMap { row in (0..<columns).map { row + rows * $0 } }.filter { $0 < fields.count }
    }

    /// The value of the field at `index` as yad prints it.
    private func text(of value: FormValue, at index: Int) -> String {
        let field = fields[index]
        switch (field.kind, value) {
        case (.number, .text(let text)): return field.number.formatted(field.number.value(of: text))
        case (.text, .text(let text)): return Self.escaped(text)
        case (.label, _): return ""
        case (.combo, .comboChoice(let item)) where numbersChoices:
            guard let item, case .combo(let choices, _) = form.fields[index].kind else { return "0" }
            return String((choices.firstIndex(of: item) ?? -1) + 1)
        case (_, .text(let text)): return text
        case (_, .color(let color)): return colorFormat.written(color)
        case (_, .checked(let isOn)): return isOn ? "TRUE" : "FALSE"
        // glibc prints a null string so: a combo box without items.
        case (_, .comboChoice(let item)): return item ?? "(null)"
        default: return ""
        }
    }

    /// The command line a `BTN` or `FBTN` runs when pressed (yad's `expand_action`): `%N` becomes the value of the
    /// N-th field, quoted for a shell when it is text (a `"` in an entry's or a text's value gets a backslash before
    /// the quoting, as yad adds one), bare for a number, a check box or a scale, and nothing for a label or a button;
    /// a `%N` past the fields stays as its digits, and `%` before anything else is dropped. A hidden field's text is
    /// not taken out of its locked memory for a command: its `%N` is `''`.
    @MainActor func commandLine(_ command: String, values: [FormValue]) -> String {
        var line = ""
        var rest = command[...]
        while let character = rest.popFirst() {
            guard character == "%" else {
                line.append(character)
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else {
                if let next = rest.popFirst() { line.append(next) }
                continue
            }
            guard let number = Int(digits), number > 0, number <= min(fields.count, values.count) else { continue }
            rest = rest.dropFirst(digits.count)
            line += argument(of: values[number - 1], at: number - 1)
        }
        return line
    }

    /// The value of the field at `index` as yad puts it in a command line.
    private func argument(of value: FormValue, at index: Int) -> String {
        if case .secret = value { return "''" }
        let text = text(of: value, at: index)
        switch fields[index].kind {
        case .label, .button, .fullButton: return ""
        case .number, .check, .scale: return text
        case .combo, .comboEntry, .file, .directory, .font, .color: return Self.shellQuoted(text)
        default: return Self.shellQuoted(text.replacingCharacters(["\"": "\\\""]))
        }
    }

    /// `path` made absolute against `directory` and tidied as GLib's `g_file_new_for_path` makes a file chooser's
    /// path: `.` and empty parts dropped, `..` taking the part before it away.
    static func absolutePath(_ path: String, in directory: String) -> String {
        var parts: [Substring] = []
        for part in (path.hasPrefix("/") ? path : directory + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A text field's value as yad prints it (its `escape_str`): line breaks as `\n`, tabs as `\t`, backslashes
    /// doubled.
    static func escaped(_ text: String) -> String {
        text.replacingCharacters(["\n": "\\n", "\t": "\\t", "\\": "\\\\"])
    }

    /// `text` in single quotes for a shell, as GLib's `g_shell_quote` writes it.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
