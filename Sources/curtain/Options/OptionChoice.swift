import CurtainDiagnostics
import Curtain

/// A type whose values an option names by fixed words: `--transition slide`, `--theme dark`.
///
/// The library's own enums are the values; there are no command-line copies of them. Enums with
/// `String` raw values and `CaseIterable` (``TransitionStyle``, ``AlertIcon``, ``AlertAction/Style``,
/// ``Filmstrip/Phase``) get their words from those for free; the two whose command-line word
/// differs from the library's name (``AlertController/Style``'s `sheet`, and the named
/// ``AlertTheme`` values) list them explicitly.
protocol OptionChoice: Sendable {
    /// Every accepted word and the value it names, in the order help lists them.
    static var choices: [(name: String, value: Self)] { get }
    /// Old words still accepted, quietly: help, completions and error messages list only ``choices``.
    static var aliases: [(name: String, value: Self)] { get }
}

// MARK: - Default implementations

extension OptionChoice {
    /// No old words.
    static var aliases: [(name: String, value: Self)] { [] }

    /// The value `word` names.
    ///
    /// - Throws: ``UsageError`` listing the accepted words.
    static func parse(_ word: String, option: String) throws(UsageError) -> Self {
        guard let match = (choices + aliases).first(where: { $0.name == word }) else {
            throw .invalidChoice(option, word, choices: choices.map(\.name))
        }
        return match.value
    }
}

extension OptionChoice where Self: RawRepresentable & CaseIterable, RawValue == String {
    static var choices: [(name: String, value: Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension TransitionStyle: OptionChoice {}
extension AlertIcon: OptionChoice {}
extension AlertAction.Style: OptionChoice {}
extension Filmstrip.Phase: OptionChoice {}

extension AlertController.Style: OptionChoice {
    /// `sheet` on the command line, as scripts have always spelled it.
    static var choices: [(name: String, value: Self)] { [("alert", .alert), ("sheet", .actionSheet)] }
}

extension AlertTheme: OptionChoice {
    /// The library's named themes.
    static var choices: [(name: String, value: Self)] { [("light", .light), ("dark", .dark), ("bounce-popup", .bouncePopup)] }
    /// `seed000`, the bounce popup's name before it had one, still works in scripts.
    static var aliases: [(name: String, value: Self)] { [("seed000", .bouncePopup)] }
}
