import CurtainRendering

/// A control's title: the text as given, whether underscores in it mark a mnemonic, and the layout that shows
/// it with the mnemonic underlined.
///
/// The layout is set whenever the text or ``usesMnemonic`` changes, so drawing never parses the title.
///
/// ```swift
/// var title = MnemonicTitle("_Save", font: .body)
/// title.usesMnemonic = true
/// title.label.text   // "Save", shown with the S underlined
/// ```
@MainActor struct MnemonicTitle {
    /// The laid-out title; its font and wrapping belong to the control.
    let layout: TextLayout

    /// The title as given, underscores included.
    var text: String {
        didSet { showLabel() }
    }

    /// Whether underscores in ``text`` mark a mnemonic, as in GTK; without it the title shows exactly.
    var usesMnemonic = false {
        didSet { if usesMnemonic != oldValue { showLabel() } }
    }

    /// Creates the title shown plainly (no mnemonic) in `font`.
    init(_ text: String, font: Font) {
        layout = TextLayout(text: text, font: font)
        self.text = text
    }

    /// The title as shown, and its mnemonic when ``usesMnemonic`` is set.
    var label: MnemonicLabel {
        usesMnemonic ? MnemonicLabel(parsing: text) : MnemonicLabel(plain: text)
    }

    /// The size of the title on one line, in whole points.
    func naturalSize() -> Size {
        layout.width = nil
        let size = layout.size
        return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    private func showLabel() {
        let label = label
        layout.setText(label.text, underliningCharacterAt: label.mnemonicIndex)
    }
}
