import CurtainRendering
import CurtainInput

/// One choice of several: a ``CheckBox`` with a round indicator that a click or Space turns on, and that turns
/// the other buttons of its ``RadioGroup`` off. Clicking a chosen radio button leaves it chosen.
///
/// Keyboard, as in GTK: Space chooses the focused button; the arrow keys move the focus to the previous or next
/// button of the group and choose it. Mnemonics work as on ``CheckBox``.
///
/// ```swift
/// let group = RadioGroup()
/// let small = RadioButton(title: "Small", group: group)
/// let large = RadioButton(title: "Large", group: group)
/// group.onChange = { chosen in print(chosen?.title ?? "none") }
/// ```
@MainActor public final class RadioButton: CheckBox {
    /// The group whose buttons exclude each other; the button keeps it alive.
    public let group: RadioGroup

    /// Creates a radio button in `group`.
    ///
    /// - Parameters:
    ///   - title: the text beside the circle.
    ///   - group: the buttons that exclude each other; joining it makes this button chosen when `isOn`.
    ///   - isOn: whether it starts chosen (the group's other buttons turn off).
    ///   - font: the title's font.
    public init(title: String, group: RadioGroup, isOn: Bool = false, font: Font = .body) {
        self.group = group
        super.init(title: title, isOn: false, font: font, indicator: .radioButton)
        group.add(self)
        if isOn { group.select(self) }
    }

    /// A radio button is never flipped off by the user: this chooses it, as a click does.
    public override func toggle() {
        choose()
    }

    /// Turns this button on and the rest of its group off; runs ``CheckBox/onChange`` and the group's
    /// ``RadioGroup/onChange`` when that changed anything.
    public func choose() {
        guard isEnabled, !isOn else { return }
        group.select(self)
        onChange?(true)
        group.onChange?(self)
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard acceptsPlainKey(event) else { return false }
        let step: Int
        switch event.keysym {
        case .up, .left: step = -1
        case .down, .right: step = 1
        default: return super.handleKey(event)
        }
        let buttons = group.buttons.filter { $0.isEnabled && !$0.isHidden }
        guard let index = buttons.firstIndex(where: { $0 === self }), buttons.count > 1 else { return true }
        let next = buttons[(index + step + buttons.count) % buttons.count]
        next.becomeFocused()
        next.choose()
        return true
    }
}
