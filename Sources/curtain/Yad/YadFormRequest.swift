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
        }

        var label: String
        var kind: Kind
        /// `NUM`'s range and digits, from its value.
        var number = NumberFormat()

        /// The field `--field=value` adds.
        ///
        /// - Throws: ``UsageError`` for a type yad has that curtain does not show yet (`FL`, `DIR`, `FN`, `CLR`,
        ///   `SCL`, `BTN`, `FBTN`).
        init(_ value: String) throws(UsageError) {
            let (label, type) = YadCompatibility.splitAtLastColon(value)
            guard let type else {
                self.init(label: label, kind: .entry)
                return
            }
            if Self.unsupportedTypes.contains(type) {
                throw YadCompatibility.notSupportedYet("--form (with a \(type) field)")
            }
            self.init(label: label, kind: Kind(rawValue: type) ?? .entry)
        }

        init(label: String, kind: Kind) {
            self.label = label
            self.kind = kind
        }

        /// yad's field types curtain refuses, for now, with one line.
        static let unsupportedTypes: Set<String> = ["FL", "DIR", "FN", "CLR", "SCL", "BTN", "FBTN"]
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
            if case .secret(let secret) = values[index] {
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
        case (_, .checked(let isOn)): return isOn ? "TRUE" : "FALSE"
        // glibc prints a null string so: a combo box without items.
        case (_, .comboChoice(let item)): return item ?? "(null)"
        default: return ""
        }
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
