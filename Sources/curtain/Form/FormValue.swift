import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// What a form field holds when the dialog ends.
enum FormValue: Equatable, Sendable {
    /// An entry's text.
    case text(String)
    /// A password's text, in locked memory: printed from there (``FormRequest/result(for:)``), never made a `String`.
    case secret(SecretBuffer)
    /// The chosen rows of a list, each with all its cells; `nil` for the missing cells of a short last row.
    case rows([[String?]])
    /// A date.
    case date(FormDate)
    /// A check box.
    case checked(Bool)
    /// The chosen radio button's title, if any.
    case choice(String?)
    /// The combo box's chosen item, if any.
    case comboChoice(String?)
    /// A colour button's colour.
    case color(Color)

    /// The value as zenity 3.44's `--forms` prints it.
    ///
    /// - Parameters:
    ///   - isLast: whether this is the last field. zenity follows each cell of a list's chosen rows with a comma
    ///     unless the list is the last field, where the cells run together without one.
    ///   - dateFormat: `--forms-date-format`, a `strftime` pattern.
    ///
    /// A secret has no text here: ``FormRequest/result(for:)`` writes it from its memory.
    func zenityText(isLast: Bool, dateFormat: String) -> String {
        switch self {
        case .text(let text): text
        case .secret: ""
        // zenity prints "(null)" for a missing cell, as glibc prints a null string.
        case .rows(let rows): rows.flatMap { $0 }.map { ($0 ?? "(null)") + (isLast ? "" : ",") }.joined()
        case .date(let date): date.formatted(dateFormat)
        case .checked(let isOn): isOn ? "TRUE" : "FALSE"
        case .choice(let title): title ?? ""
        // zenity prints one space for a combo box left without a choice.
        case .comboChoice(let item): item ?? " "
        case .color(let color): color.cssString
        }
    }

    /// The value as `curtain form` prints it: a list's chosen cells joined by commas, a date through `dateFormat`.
    func plainText(dateFormat: String) -> String {
        switch self {
        case .rows(let rows): rows.flatMap { $0 }.map { $0 ?? "" }.joined(separator: ",")
        case .comboChoice(let item): item ?? ""
        default: zenityText(isLast: true, dateFormat: dateFormat)
        }
    }

    /// The value as one JSON value: a string, an array of rows (arrays of strings), a Boolean, or `null`.
    ///
    /// A secret has no text here: ``FormRequest/json(for:)`` writes it from its memory.
    var json: String {
        switch self {
        case .text(let text): JSON.string(text)
        case .secret: JSON.string("")
        case .rows(let rows): JSON.array(rows.map { JSON.array($0.map { JSON.string($0 ?? "") }) })
        case .date(let date): JSON.string(date.formatted("%Y-%m-%d"))
        case .checked(let isOn): isOn ? "true" : "false"
        case .choice(let title), .comboChoice(let title): title.map(JSON.string) ?? "null"
        case .color(let color): JSON.string(color.hexString)
        }
    }
}

extension FormValue {
    /// What `field` holds: its text, or for a secure field a copy of its secret, from locked memory to locked memory.
    @MainActor init(textOf field: TextField) {
        guard field.isSecureTextEntry else {
            self = .text(field.text)
            return
        }
        let secret = SecretBuffer()
        field.withSecureText { secret.append(contentsOf: $0) }
        self = .secret(secret)
    }

    /// Two values are equal when they hold the same text, or the same locked buffer (secrets are not compared).
    static func == (left: FormValue, right: FormValue) -> Bool {
        switch (left, right) {
        case (.text(let a), .text(let b)): a == b
        case (.secret(let a), .secret(let b)): a === b
        case (.rows(let a), .rows(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.checked(let a), .checked(let b)): a == b
        case (.choice(let a), .choice(let b)): a == b
        case (.comboChoice(let a), .comboChoice(let b)): a == b
        case (.color(let a), .color(let b)): a == b
        default: false
        }
    }
}
