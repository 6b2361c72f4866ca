import CurtainCAtk

/// States a view reports beyond those the bridge derives itself (enabled, focusable, focused, showing,
/// visible, modal, editable): what the view alone knows, such as a check box's `checked`.
///
/// ```swift
/// AccessibilityElement(role: .checkBox, name: title, states: isOn ? [.checkable, .checked] : [.checkable])
/// ```
public struct AccessibilityStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// It can be checked (check boxes, radio buttons, check menu items), checked or not.
    public static let checkable = AccessibilityStates(rawValue: 1 << 0)
    /// It is checked.
    public static let checked = AccessibilityStates(rawValue: 1 << 1)
    /// It can be selected (a list's rows and cells, a menu's items).
    public static let selectable = AccessibilityStates(rawValue: 1 << 2)
    /// It is selected.
    public static let selected = AccessibilityStates(rawValue: 1 << 3)
    /// It opens and closes (a combo box, a submenu).
    public static let expandable = AccessibilityStates(rawValue: 1 << 4)
    /// It is open.
    public static let expanded = AccessibilityStates(rawValue: 1 << 5)
    /// Its value or check is unknown: a pulsating progress bar, a mixed check box.
    public static let indeterminate = AccessibilityStates(rawValue: 1 << 6)
    /// It is the default button, the one Return presses.
    public static let isDefault = AccessibilityStates(rawValue: 1 << 7)
    /// More than one of its children can be selected at once.
    public static let multiSelectable = AccessibilityStates(rawValue: 1 << 8)
    /// Its text has several lines (a text view); text without it is single-line.
    public static let multiLine = AccessibilityStates(rawValue: 1 << 9)
    /// It is pressed (a toggle button that is on).
    public static let pressed = AccessibilityStates(rawValue: 1 << 10)

    /// The ATK states these stand for.
    var atkStates: [AtkStateType] {
        let table: [(AccessibilityStates, AtkStateType)] = [
            (.checkable, ATK_STATE_CHECKABLE), (.checked, ATK_STATE_CHECKED), (.selectable, ATK_STATE_SELECTABLE),
            (.selected, ATK_STATE_SELECTED), (.expandable, ATK_STATE_EXPANDABLE), (.expanded, ATK_STATE_EXPANDED),
            (.indeterminate, ATK_STATE_INDETERMINATE), (.isDefault, ATK_STATE_DEFAULT),
            (.multiSelectable, ATK_STATE_MULTISELECTABLE), (.multiLine, ATK_STATE_MULTI_LINE),
            (.pressed, ATK_STATE_PRESSED),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}
