import CurtainCAtk
import CurtainRendering
/// A view that appears in the accessible tree, with what a screen reader says about it.
///
/// Views that do not conform (stacks, cards, scroll clips) are transparent: their accessible subviews appear
/// under the nearest accessible ancestor. Adding a widget is one conformance:
///
/// ```swift
/// extension Slider: AccessibleView {
///     public var accessibilityElement: AccessibilityElement { .init(role: .slider, name: title) }
/// }
/// ```
@MainActor public protocol AccessibleView: View {
    /// The role, name, description and traits the view reports now; read on every query, never cached.
    var accessibilityElement: AccessibilityElement { get }
    /// Performs the element's action (``AccessibilityElement/actionName``) exactly as its key press does.
    func performAccessibilityAction()
}

extension AccessibleView {
    public func performAccessibilityAction() {}
}

/// What one accessible view reports.
public struct AccessibilityElement: Sendable {
    /// The role (push button, label, alert ...).
    public var role: AccessibilityRole
    /// The accessible name: a title, a label's text, a button's title.
    public var name: String
    /// The longer description: an alert's message.
    public var description: String
    /// The one action, `"click"` for buttons; `nil` for none.
    public var actionName: String?
    /// Whether the view takes input now (a disabled button is not).
    public var isEnabled: Bool
    /// Whether it is a modal surface (alerts).
    public var isModal: Bool
    /// What else the view alone knows: checked, selected, expanded, default …
    public var states: AccessibilityStates

    /// - Parameters:
    ///   - role: The role.
    ///   - name: The accessible name.
    ///   - description: The accessible description.
    ///   - actionName: The one action's name, or `nil`.
    ///   - isEnabled: Whether the view is sensitive.
    ///   - isModal: Whether it is modal.
    ///   - states: Further states.
    public init(
        role: AccessibilityRole, name: String, description: String = "", actionName: String? = nil,
        isEnabled: Bool = true, isModal: Bool = false, states: AccessibilityStates = []
    ) {
        self.role = role
        self.name = name
        self.description = description
        self.actionName = actionName
        self.isEnabled = isEnabled
        self.isModal = isModal
        self.states = states
    }
}

/// An accessible view whose text assistive tools read and edit (AT-SPI Text and EditableText).
///
/// Offsets are in Unicode scalars, as AT-SPI counts characters.
@MainActor package protocol AccessibleText: AccessibleView {
    /// The text as exposed: a secure field gives bullets, never its characters.
    var accessibleText: String { get }
    /// Whether assistive tools may change the text.
    var isAccessibleTextEditable: Bool { get }
    var accessibleCaret: Int { get }
    var accessibleSelection: Range<Int> { get }
    func setAccessibleCaret(_ offset: Int) -> Bool
    func insertAccessibleText(_ text: String, at offset: Int) -> Int
    func deleteAccessibleText(_ range: Range<Int>)
    func setAccessibleText(_ text: String)
    /// Whether the text runs over several lines (AT-SPI's multi-line state, rather than single-line).
    var isAccessibleTextMultiLine: Bool { get }
    /// Whether the object offers EditableText at all: fixed when the object is made, unlike the editable state.
    var offersEditableText: Bool { get }
}

extension AccessibleText {
    package var isAccessibleTextMultiLine: Bool { false }
    package var offersEditableText: Bool { true }
}
