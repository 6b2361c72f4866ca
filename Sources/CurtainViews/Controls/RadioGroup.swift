/// The ``RadioButton``s that exclude each other: at most one of them is on.
///
/// Buttons join when they are made (`RadioButton(title:group:)`); the group holds them weakly, in the order
/// they joined, which is the order the arrow keys follow.
///
/// ```swift
/// let group = RadioGroup()
/// for size in ["S", "M", "L"] { stack.addSubview(RadioButton(title: size, group: group)) }
/// group.buttons[1].choose()
/// group.selectedIndex   // 1
/// ```
@MainActor public final class RadioGroup {
    private var members: [Weak] = []

    /// Runs after the user chose a button (click, Space, arrows, mnemonic or the accessible action).
    public var onChange: (@MainActor (RadioButton?) -> Void)?

    /// Creates an empty group.
    public init() {}

    /// The group's buttons that still exist, in the order they joined.
    public var buttons: [RadioButton] { members.compactMap(\.button) }

    /// The button that is on, if any.
    public var selectedButton: RadioButton? { buttons.first(where: \.isOn) }

    /// The index in ``buttons`` of the button that is on; setting it chooses that button (without running
    /// ``onChange``), and `nil` turns them all off.
    public var selectedIndex: Int? {
        get { buttons.firstIndex(where: \.isOn) }
        set {
            let buttons = buttons
            if let newValue, buttons.indices.contains(newValue) { select(buttons[newValue]) } else { select(nil) }
        }
    }

    func add(_ button: RadioButton) {
        members.removeAll { $0.button == nil }
        members.append(Weak(button: button))
    }

    /// Turns `button` on and every other button off.
    func select(_ button: RadioButton?) {
        for member in buttons { member.isOn = member === button }
    }

    private struct Weak {
        weak var button: RadioButton?
    }
}
