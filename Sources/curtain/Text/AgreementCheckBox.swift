import Curtain

/// `--checkbox`'s check box: a box and its label, toggled by a click or Space, as GTK's check button.
///
/// Drawn with the list's ``ToggleIndicator`` until the library has a public check box of its own.
final class AgreementCheckBox: View {
    let label: Label
    /// Called after every toggle.
    var onToggle: ((Bool) -> Void)?
    private(set) var isChecked = false

    static let spacing = 8.0

    init(title: String) {
        label = Label(text: title)
        super.init()
        addSubview(label)
    }

    /// Flips the box and tells ``onToggle``.
    func toggle() {
        isChecked.toggle()
        setNeedsDisplay()
        postAccessibilityEvent(.stateChanged(.checked, isChecked))
        onToggle?(isChecked)
    }

    override var canBecomeFocused: Bool { true }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let text = label.sizeThatFits(.unbounded)
        return Size(width: ToggleIndicator.standardSide + Self.spacing + text.width + 4,
                    height: max(ToggleIndicator.standardSide, text.height) + 4)
    }

    override func layoutSubviews() {
        let text = label.sizeThatFits(.unbounded)
        label.frame = Rect(x: ToggleIndicator.standardSide + Self.spacing + 2, y: (bounds.height - text.height) / 2,
                           width: text.width, height: text.height)
    }

    override func draw(in context: GraphicsContext) {
        let side = ToggleIndicator.standardSide
        let box = Rect(x: 2, y: (bounds.height - side) / 2, width: side, height: side)
        ToggleIndicator.checkBox.draw(in: context, rect: box, isOn: isChecked)
        if isFocused {
            context.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: 3, with: Color.systemBlue.withAlpha(0.6))
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        // Space toggles; so does Return when it reaches the box (OK disabled), as GTK activates the focus then.
        guard [.space, .return, .keypadEnter].contains(event.keysym), !event.isRepeat else { return false }
        toggle()
        return true
    }

    override func handlePointer(_ event: PointerEvent) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        toggle()
        return true
    }
}

extension AgreementCheckBox: AccessibleView {
    var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .checkBox, name: label.text, actionName: "click",
                             states: isChecked ? [.checkable, .checked] : [.checkable])
    }

    func performAccessibilityAction() { toggle() }
}
