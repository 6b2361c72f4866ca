import CurtainRendering
import CurtainInput

/// A tappable title that runs ``action`` once per completed click or key press.
///
/// Pointer: a press inside highlights it; dragging out un-highlights it; the release activates only
/// if it happens inside (a release outside cancels). Keyboard: when focused, Space or Return
/// activates (key repeat does not). Hover, pressed, focused and disabled each look different. With
/// ``usesMnemonic`` an underscore in the title marks the letter that chooses it with Alt (its window routes
/// Alt+letter to it; the button underlines the letter at all times).
///
/// ```swift
/// let ok = Button(title: "OK", style: .filled(.systemGreen)) { dismiss() }
/// ```
public final class Button: View {
    private let titleLayout: TextLayout

    /// The look and role.
    public var style: ButtonStyle {
        didSet {
            titleLayout.font = font.withWeight(style.titleWeight)
            setNeedsDisplay()
        }
    }

    /// Runs when the button is activated.
    public var action: (() -> Void)?

    /// Creates a button.
    public init(title: String, style: ButtonStyle = .default, font: Font = Font(size: 16),
                action: (() -> Void)? = nil) {
        titleLayout = TextLayout(text: title, font: font.withWeight(style.titleWeight))
        self.title = title
        titleLayout.ellipsis = .end
        titleLayout.alignment = .center
        self.font = font
        self.style = style
        self.action = action
        super.init()
    }

    /// The title as given; shown as plain text, or with its mnemonic taken out when ``usesMnemonic`` is set.
    public var title: String {
        didSet { applyTitle() }
    }

    /// Whether underscores in ``title`` mark a mnemonic, as in GTK: `_Save` shows "Save" with the S underlined,
    /// and Alt+S chooses the button (``mnemonic``); `__` is a literal underscore. Off by default: a plain
    /// button shows its title exactly. Alert buttons turn it on.
    public var usesMnemonic = false {
        didSet { if usesMnemonic != oldValue { applyTitle() } }
    }

    /// The title as shown, and its mnemonic when ``usesMnemonic`` is set.
    public var label: MnemonicLabel {
        usesMnemonic ? MnemonicLabel(parsing: title) : MnemonicLabel(plain: title)
    }

    /// The lowercased key that, with Alt, chooses this button; nil without ``usesMnemonic`` or a marked letter.
    public var mnemonic: Character? { label.mnemonic }

    private func applyTitle() {
        let label = label
        titleLayout.setText(label.text, underliningCharacterAt: label.mnemonicIndex)
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title font; the style picks the weight.
    public var font: Font {
        didSet {
            titleLayout.font = font.withWeight(style.titleWeight)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

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

    // MARK: - State

    /// Disabled buttons are drawn faded, ignore input and leave the focus chain.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                press.cancel()
                if isFocused { rootView?.focus(nil) }
            }
            setNeedsDisplay()
        }
    }

    /// Whether the pointer is over the button.
    public private(set) var isHovered = false {
        didSet { if isHovered != oldValue { setNeedsDisplay() } }
    }

    /// Whether a press is in progress and the pointer is inside: the button would activate on release.
    public var isHighlighted: Bool { press.isHighlighted }

    /// Whether the button has captured a left-button press.
    public var isTracking: Bool { press.isTracking }

    private var press = PressTracking() {
        didSet { if press.isHighlighted != oldValue.isHighlighted { setNeedsDisplay() } }
    }

    /// Activates as if clicked: runs ``action`` if enabled.
    public func activate() {
        guard isEnabled else { return }
        action?()
    }

    public override var canBecomeFocused: Bool { isEnabled }
    public override var focusesOnClick: Bool { false }
    public override var cursor: CursorShape { isEnabled ? .pointer : .default }

    public override func handlePointer(_ event: PointerEvent) -> Bool {
        if case .enter = event.kind { isHovered = true }
        if case .leave = event.kind { isHovered = false }
        return press.follow(event, in: bounds, isEnabled: isEnabled, onClick: activate)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isDisjoint(with: [.control, .alt, .logo]) else { return false }
        switch event.keysym {
        case .space, .return, .keypadEnter:
            if !event.isRepeat { activate() }
            return true
        default:
            return false
        }
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        titleLayout.width = nil
        let text = titleLayout.size
        let natural = Size(width: text.width.rounded(.up), height: text.height.rounded(.up)).expanded(by: contentInsets)
        return Size(width: min(natural.width, proposal.width), height: max(natural.height, 44))
    }

    public override func draw(in context: GraphicsContext) {
        ButtonRenderer(button: self, title: titleLayout).draw(in: context)
    }
}
