import CurtainRendering
import CurtainInput

/// A box with a title that the user checks and unchecks: a click anywhere on it, or Space while it has
/// the focus, flips ``isOn`` and runs ``onChange``.
///
/// Pointer: a press inside highlights it and the release inside toggles (a release outside cancels), as
/// ``Button`` does. Keyboard: it sits in the Tab order; Space toggles (key repeat does not), and Return is
/// left to the dialog (its default button), as in GTK. With ``Control/usesMnemonic`` an underscore in the title marks
/// the letter that, with Alt, focuses and toggles it. ``RadioButton`` is the same control with a round
/// indicator that only turns on, within its ``RadioGroup``.
///
/// ```swift
/// let remember = CheckBox(title: "_Remember me", isOn: true)
/// remember.usesMnemonic = true
/// remember.onChange = { isOn in print(isOn) }
/// ```
@MainActor open class CheckBox: Control {
    /// Whether the box is checked (the radio button chosen). Setting it draws and tells assistive tools, but
    /// does not run ``onChange``, which only user actions run.
    public var isOn: Bool {
        didSet {
            guard isOn != oldValue else { return }
            setNeedsDisplay()
            postAccessibilityEvent(.stateChanged(.checked, isOn))
        }
    }

    /// Runs after the user changed ``isOn`` (click, Space, mnemonic, or the accessible action), with the new value.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// The indicator's look: a box here, a circle for ``RadioButton``.
    public let indicator: ToggleIndicator

    /// The indicator's colours.
    public var indicatorColors = ToggleIndicator.Colors() {
        didSet { setNeedsDisplay() }
    }

    /// The title colour.
    public var titleColor = Color.label {
        didSet { setNeedsDisplay() }
    }

    /// Creates a check box.
    ///
    /// - Parameters:
    ///   - title: the text beside the box.
    ///   - isOn: whether it starts checked.
    ///   - font: the title's font.
    public init(title: String, isOn: Bool = false, font: Font = .body) {
        self.isOn = isOn
        indicator = .checkBox
        super.init(title: title, font: font)
    }

    init(title: String, isOn: Bool, font: Font, indicator: ToggleIndicator) {
        self.isOn = isOn
        self.indicator = indicator
        super.init(title: title, font: font)
    }

    /// What a click does: flips a check box. ``RadioButton`` chooses itself instead.
    public func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        onChange?(isOn)
    }

    /// The click, Space, mnemonic and accessible action: ``toggle()`` here; ``RadioButton`` chooses itself.
    open override func activate() {
        toggle()
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard acceptsPlainKey(event), event.keysym == .space else { return false }
        if !event.isRepeat { activate() }
        return true
    }

    // MARK: - Layout and drawing

    /// The gap between the indicator and the title.
    static let spacing = 8.0
    /// Room around the indicator and title for the focus ring.
    static let insets = EdgeInsets(horizontal: 4, vertical: 6)

    open override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let text = mnemonicTitle.naturalSize()
        let width = ToggleIndicator.standardSide + (label.text.isEmpty ? 0 : Self.spacing + text.width)
        let height = max(ToggleIndicator.standardSide, text.height)
        return Size(
            width: min(width + Self.insets.left + Self.insets.right, proposal.width),
            height: height + Self.insets.top + Self.insets.bottom)
    }

    /// Draws the indicator at the leading edge and the title after it: right to left, the indicator on the right
    /// and the title to its left, as GTK's check buttons are.
    open override func draw(in context: GraphicsContext) {
        let side = ToggleIndicator.standardSide
        let box = directional(Rect(x: Self.insets.left, y: (bounds.height - side) / 2, width: side, height: side))
        var colors = indicatorColors
        if !isEnabled {
            colors.tint = colors.tint.mixed(with: Color(white: 0.8), by: 0.6)
        } else if isHighlighted {
            colors.tint = colors.tint.mixed(with: .black, by: 0.18)
            colors.border = colors.border.mixed(with: .black, by: 0.3)
        }
        indicator.draw(in: context, rect: box, isOn: isOn, colors: colors)
        if isFocused {
            let ring = box.insetBy(dx: -3, dy: -3)
            let radius = indicator.cornerRadius(side: side) + 3  // the ring is 3 pixels out
            context.stroke(roundedRect: ring, radius: radius, with: indicatorColors.tint.withAlpha(0.6), lineWidth: 2)
        }
        let textX = Self.insets.left + side + Self.spacing
        let titleLayout = mnemonicTitle.layout
        applyDirection(to: titleLayout)
        titleLayout.width = max(0, bounds.width - textX - Self.insets.right)
        let text = directional(
            Rect(x: textX, y: (bounds.height - titleLayout.size.height) / 2, width: titleLayout.width ?? 0, height: 0))
        titleLayout.draw(
            in: context, at: leadingOrigin(of: titleLayout, in: text), color: isEnabled ? titleColor : Color(white: 0.55))
    }
}

extension CheckBox: AccessibleView {
    /// A check box (a radio button for ``RadioButton``) named by its title as shown, checked or not, with one
    /// action, `click`, as GTK's are.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: indicator == .radioButton ? .radioButton : .checkBox, name: label.text,
            actionName: "click", isEnabled: isEnabled, states: isOn ? [.checkable, .checked] : [.checkable])
    }

    /// `click` does what a click or Space does: toggles a check box, chooses a radio button.
    public func performAccessibilityAction() {
        activate()
    }
}
