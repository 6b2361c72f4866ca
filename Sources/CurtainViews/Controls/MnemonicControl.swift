import CurtainInput

/// A control that Alt and a letter chooses: every ``Control`` (``Button``, ``CheckBox``, ``RadioButton`` and an
/// app's own).
///
/// The root routes Alt+letter to them when the focused view and its superviews leave the key unhandled (an
/// alert handles its own buttons first): the only visible, enabled control whose ``label`` has that mnemonic is
/// activated; when several share the letter, the focus moves to the next of them instead, as in GTK.
@MainActor public protocol MnemonicControl: View {
    /// The title as shown, and its mnemonic.
    var label: MnemonicLabel { get }
    /// Whether it takes input now.
    var isEnabled: Bool { get }
    /// What Alt+letter does when only this control has the letter: a button activates, a check box focuses
    /// and toggles.
    func activateMnemonic()
}

extension Control: MnemonicControl {}

extension RootView {
    /// Alt plus a letter: see ``MnemonicControl``.
    ///
    /// - Returns: Whether a control has that mnemonic.
    func handleMnemonic(_ event: KeyEvent) -> Bool {
        guard event.modifiers.contains(.alt), event.modifiers.isDisjoint(with: [.control, .logo]) else { return false }
        let matching = FocusChain(root: self).views.compactMap { $0 as? MnemonicControl }
            .filter { $0.isEnabled && $0.label.matches(typed: event.text) }
        guard !matching.isEmpty else { return false }
        if event.isRepeat { return true }
        if matching.count == 1 {
            matching[0].activateMnemonic()
        } else {
            let next = matching.firstIndex(where: \.isFocused).map { ($0 + 1) % matching.count } ?? 0
            matching[next].becomeFocused()
        }
        return true
    }
}
