/// How strongly a view holds to its fitted size when a stack or a grid has more room, or less, than its views
/// ask for: UIKit's `UILayoutPriority`, for content hugging and compression resistance.
///
/// Extra room goes to the views that hug their content least; missing room is taken from the views that resist
/// compression least. Views of equal priority share it equally. Labels and buttons hug their content
/// (``defaultHigh``); text fields, combo boxes and progress bars stretch sideways; lists, text views and plain
/// views stretch both ways (``defaultLow``); a ``Spacer`` gives way before anything else (``fittingSizeLevel``).
///
/// ```swift
/// field.setContentHuggingPriority(.defaultHigh, for: .horizontal)   // keep the field at its fitted width
/// ```
public struct LayoutPriority: RawRepresentable, Comparable, Hashable, Sendable, ExpressibleByFloatLiteral {
    /// The priority, from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority; values are clamped to 1...1000.
    public init(rawValue: Float) {
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    /// Creates a priority from a literal such as `500`.
    public init(floatLiteral value: Float) {
        self.init(rawValue: value)
    }

    /// Never given way: the view keeps its fitted size whatever the room.
    public static let required = LayoutPriority(rawValue: 1000)
    /// Content that should keep its size: labels' and buttons' hugging, every view's compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// Content that may stretch: plain views, lists, text views, and text fields sideways.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// Below anything else: a ``Spacer`` along its stack's axis.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
