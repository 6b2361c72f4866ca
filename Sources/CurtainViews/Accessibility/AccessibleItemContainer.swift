import CurtainRendering

/// An accessible view whose children are not views but items it draws itself: a list's column headers and
/// cells. The bridge makes an item's accessible object only when an assistive tool asks for that child, and
/// marks the view `manages-descendants` so atk-bridge never walks them: 100,000 rows cost nothing until read.
///
/// Items are addressed by child index; each is read afresh on every query, as views are.
@MainActor package protocol AccessibleItemContainer: AccessibleView {
    /// How many items there are (the accessible child count).
    var accessibleItemCount: Int { get }
    /// What the item at `index` reports: role, name, states (`selected`, `checked` …), action.
    func accessibleItem(at index: Int) -> AccessibilityElement
    /// The item's rectangle in the view's coordinates, or `nil` while it is scrolled out of sight.
    func accessibleItemFrame(at index: Int) -> Rect?
    /// Performs the item's action (its element's `actionName`), as its key or click does.
    func performAccessibleItemAction(at index: Int)
}

extension AccessibleItemContainer {
    package func performAccessibleItemAction(at index: Int) {}
}

/// An accessible view whose children can be selected through AT-SPI's Selection interface (a list's rows),
/// in child indices. Selecting through it changes the real selection, as the user's click would.
@MainActor package protocol AccessibleSelection: AccessibleView {
    /// The child indices of the selected children, in order.
    var accessibleSelectedChildren: [Int] { get }
    /// Whether the child at `index` is selected (by default: whether it is listed as selected).
    func isAccessibleChildSelected(at index: Int) -> Bool
    /// Selects or deselects the child at `index`; false when it cannot be (a header, a row a radio list keeps).
    func setAccessibleChild(at index: Int, selected: Bool) -> Bool
    /// Selects every child, or none; false where the view does not allow it.
    func setAllAccessibleChildren(selected: Bool) -> Bool
}

extension AccessibleSelection {
    package func isAccessibleChildSelected(at index: Int) -> Bool { accessibleSelectedChildren.contains(index) }
}

/// A value on a range, for AT-SPI's Value interface: a progress bar's fraction, a slider's value.
public struct AccessibilityValue: Sendable, Equatable {
    /// The current value, `nil` when unknown (a pulsating bar: busy, no amount).
    public var current: Double?
    /// The lowest value the range takes; a screen reader says how far `current` is from it.
    public var minimum: Double
    /// The highest value the range takes.
    public var maximum: Double

    /// Creates a value on a range, 0 to 1 by default as a progress bar's fraction is.
    ///
    /// - Parameters:
    ///   - current: The value now, or `nil` while it is unknown.
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    public init(current: Double?, minimum: Double = 0, maximum: Double = 1) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// An accessible view with a value on a range (AT-SPI Value). A view without a current value is reported
/// `indeterminate`.
@MainActor package protocol AccessibleValue: AccessibleView {
    var accessibleValue: AccessibilityValue { get }
    /// Takes `value` from an assistive tool as the user's change; false where the value is only shown (a progress bar).
    func setAccessibleValue(_ value: Double) -> Bool
}

extension AccessibleValue {
    package func setAccessibleValue(_ value: Double) -> Bool { false }
}

/// Something about an accessible view changed that assistive tools are told about as it happens
/// (``AccessibleView/postAccessibilityEvent(_:)``): a view of your own posts these as the library's controls do.
public enum AccessibilityEvent: Sendable {
    /// Its Value changed: `object:property-change:accessible-value`.
    case valueChanged
    /// Its selected children changed: `object:selection-changed`.
    case selectionChanged
    /// A state turned on or off: `object:state-changed:checked` …
    case stateChanged(AccessibilityStates, Bool)
    /// Its name changed: `object:property-change:accessible-name`.
    case nameChanged
    /// Its description changed: `object:property-change:accessible-description`.
    case descriptionChanged
}

extension AccessibleView {
    /// Tells assistive tools about `event`; nothing happens while nobody listens. A view of your own calls it when
    /// what ``AccessibleView/accessibilityElement`` describes changes while it shows (a new selected item, a
    /// value), as a screen reader follows the change only when told.
    public func postAccessibilityEvent(_ event: AccessibilityEvent) {
        guard let bridge = rootView?.accessibilityBridge, bridge.isEnabled else { return }
        bridge.post(event, for: self)
    }
}
