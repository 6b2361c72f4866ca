/// The Tab order of a view tree: every visible view that can become focused, in tree order
/// (a parent before its children, children back to front).
///
/// The root rebuilds it on each Tab press, so views added or hidden since are accounted for.
///
/// ```swift
/// let chain = FocusChain(root: card)
/// let next = chain.view(after: root.focusedView)   // wraps to the first after the last
/// ```
@MainActor public struct FocusChain {
    /// The focusable views in order.
    public let views: [View]

    /// Collects the focusable views under `root` (including `root` itself).
    public init(root: View) {
        var found: [View] = []
        Self.collect(root, into: &found)
        views = found
    }

    private static func collect(_ view: View, into found: inout [View]) {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
        if view.canBecomeFocused { found.append(view) }
        for child in view.subviews { collect(child, into: &found) }
    }

    /// The view Tab moves to from `current`: the next one, wrapping around; the first when
    /// `current` is `nil` or not in the chain; `nil` when nothing is focusable.
    public func view(after current: View?) -> View? {
        guard let current, let index = views.firstIndex(where: { $0 === current }) else { return views.first }
        return views[(index + 1) % views.count]
    }

    /// The view Shift+Tab moves to from `current`: the previous one, wrapping around; the last
    /// when `current` is `nil` or not in the chain; `nil` when nothing is focusable.
    public func view(before current: View?) -> View? {
        guard let current, let index = views.firstIndex(where: { $0 === current }) else { return views.last }
        return views[(index + views.count - 1) % views.count]
    }
}
