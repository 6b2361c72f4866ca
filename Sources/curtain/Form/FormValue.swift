#if canImport(Glibc)
import Glibc
#endif

/// What a form field holds when the dialog ends.
enum FormValue: Equatable, Sendable {
    /// An entry's or password's text.
    case text(String)
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

    /// The value as zenity 3.44's `--forms` prints it.
    ///
    /// - Parameters:
    ///   - isLast: whether this is the last field. zenity follows each cell of a list's chosen rows with a comma
    ///     unless the list is the last field, where the cells run together without one.
    ///   - dateFormat: `--forms-date-format`, a `strftime` pattern.
    func zenityText(isLast: Bool, dateFormat: String) -> String {
        switch self {
        case .text(let text): text
        // zenity prints "(null)" for a missing cell, as glibc prints a null string.
        case .rows(let rows): rows.flatMap { $0 }.map { ($0 ?? "(null)") + (isLast ? "" : ",") }.joined()
        case .date(let date): date.formatted(dateFormat)
        case .checked(let isOn): isOn ? "TRUE" : "FALSE"
        case .choice(let title): title ?? ""
        // zenity prints one space for a combo box left without a choice.
        case .comboChoice(let item): item ?? " "
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
    var json: String {
        switch self {
        case .text(let text): JSON.string(text)
        case .rows(let rows): JSON.array(rows.map { JSON.array($0.map { JSON.string($0 ?? "") }) })
        case .date(let date): JSON.string(date.formatted("%Y-%m-%d"))
        case .checked(let isOn): isOn ? "true" : "false"
        case .choice(let title), .comboChoice(let title): title.map(JSON.string) ?? "null"
        }
    }
}
