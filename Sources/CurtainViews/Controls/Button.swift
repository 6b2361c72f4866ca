import CurtainRendering
import CurtainInput

/// A tappable title that runs ``action`` once per completed click or key press.
///
/// Pointer: a press inside highlights it; dragging out un-highlights it; the release activates only
/// if it happens inside (a release outside cancels). Keyboard: when focused, Space or Return
/// activates (key repeat does not). Hover, pressed, focused and disabled each look different. With
/// ``Control/usesMnemonic`` an underscore in the title marks the letter that chooses it with Alt (its window routes
/// Alt+letter to it; the button underlines the letter at all times).
///
/// ```swift
/// let ok = Button(title: "OK", style: .filled(.systemGreen)) { dismiss() }
/// ```
@MainActor open class Button: Control {
    /// The look and role.
    public var style: ButtonStyle {
        didSet { titleDidChange() }
    }

    /// Runs when the button is activated.
    public var action: (@MainActor () -> Void)?

    /// Creates a button.
    public init(
        title: String, style: ButtonStyle = .default, font: Font = Font(size: 16),
        action: (@MainActor () -> Void)? = nil
    ) {
        self.style = style
        self.action = action
        super.init(title: title, font: font)
        mnemonicTitle.layout.font = titleFont
        mnemonicTitle.layout.ellipsis = .end
        mnemonicTitle.layout.alignment = .center
    }

    /// The lowercased key that, with Alt, chooses this button; nil without ``Control/usesMnemonic`` or a marked letter.
    public var mnemonic: Character? { label.mnemonic }

    /// The title font at the weight of ``style``.
    override var titleFont: Font { font.withWeight(style.titleWeight) }

    /// Space around the title inside the button.
    public var contentInsets = EdgeInsets(horizontal: 16, vertical: 11)

    /// Corner radius of the hover/press highlight and of the `.filled` pill.
    public var highlightCornerRadius = 10.0

    /// The title (and focus ring) colour of the flat `.default` and `.cancel` styles; iOS blue by default.
    public var tintColor = Color.systemBlue {
        didSet { if tintColor != oldValue { setNeedsDisplay() } }
    }
    /// The title colour of the flat `.destructive` style; iOS red by default.
    public var destructiveColor = Color.systemRed {
        didSet { if destructiveColor != oldValue { setNeedsDisplay() } }
    }
    /// The colour of a flat button's hover and press highlight, drawn translucent: black by default,
    /// white on dark backgrounds.
    public var highlightColor = Color.black {
        didSet { if highlightColor != oldValue { setNeedsDisplay() } }
    }
    /// The title colour of a disabled flat button.
    public var disabledTitleColor = Color(white: 0.55) {
        didSet { if disabledTitleColor != oldValue { setNeedsDisplay() } }
    }

    /// Activates as if clicked: runs ``action`` if enabled.
    open override func activate() {
        guard isEnabled else { return }
        action?()
    }

    /// Alt and the mnemonic letter press the button, leaving the focus where it is, as GTK's buttons do.
    open override func activateMnemonic() {
        activate()
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard acceptsPlainKey(event) else { return false }
        switch event.keysym {
        case .space, .return, .keypadEnter:
            if !event.isRepeat { activate() }
            return true
        default:
            return false
        }
    }

    open override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let natural = mnemonicTitle.naturalSize().expanded(by: contentInsets)
        return Size(width: min(natural.width, proposal.width), height: max(natural.height, 44))
    }

    open override func draw(in context: GraphicsContext) {
        ButtonRenderer(button: self, title: mnemonicTitle.layout).draw(in: context)
    }
}

extension Button: AccessibleView {
    /// A push button named by its title as shown (a mnemonic underscore taken out, as GTK names it), with one action, `click`.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .pushButton, name: label.text, actionName: "click", isEnabled: isEnabled)
    }

    /// `click` does what Return or Space on the focused button does: ``activate()``.
    public func performAccessibilityAction() {
        activate()
    }
}
