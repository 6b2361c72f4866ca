/// A direction of layout, for priorities and stacks.
public enum LayoutAxis: Sendable, Hashable {
    /// Leading to trailing: left to right, or right to left in a right-to-left layout.
    case horizontal
    /// Top to bottom.
    case vertical
}
