import CurtainRendering
import CurtainViews

extension AnimatableChange {
    /// Sets the property on `view` `fraction` of the way from old to new (the fraction already eased), and asks
    /// for the view to be drawn again even where the value did not move, so that frames keep coming while an
    /// animation runs.
    @MainActor func apply(to view: View, fraction: Double) {
        switch self {
        case .frame(let from, let to):
            view.frame = Rect(
                x: from.minX + (to.minX - from.minX) * fraction, y: from.minY + (to.minY - from.minY) * fraction,
                width: from.width + (to.width - from.width) * fraction,
                height: from.height + (to.height - from.height) * fraction)
        case .alpha(let from, let to):
            view.alpha = from + (to - from) * fraction
        case .backgroundColor(let from, let to):
            let start = from ?? (to ?? .clear).withAlpha(0)
            let end = to ?? (from ?? .clear).withAlpha(0)
            view.backgroundColor = fraction >= 1 ? to : start.mixed(with: end, by: fraction)
        }
        view.setNeedsDisplay()
    }

    /// The change with `first`'s old value and `last`'s new one: what a block that changed a property twice
    /// animates.
    static func joining(_ first: AnimatableChange, _ last: AnimatableChange) -> AnimatableChange {
        switch (first, last) {
        case (.frame(let from, _), .frame(_, let to)): .frame(from: from, to: to)
        case (.alpha(let from, _), .alpha(_, let to)): .alpha(from: from, to: to)
        case (.backgroundColor(let from, _), .backgroundColor(_, let to)): .backgroundColor(from: from, to: to)
        default: last
        }
    }

    /// The changes `animations` makes to views, one per property of each view: the first old value and the last
    /// new one. The views keep the new values.
    @MainActor static func recording(_ animations: () -> Void) -> [(view: View, change: AnimatableChange)] {
        var changes: [(View, AnimatableChange)] = []
        let outer = View.animatableChangeRecorder
        View.animatableChangeRecorder = { view, change in changes.append((view, change)) }
        animations()
        View.animatableChangeRecorder = outer
        var joined: [(view: View, change: AnimatableChange)] = []
        for (view, change) in changes {
            if let index = joined.firstIndex(where: { $0.view === view && $0.change.isSameProperty(as: change) }) {
                joined[index].change = joining(joined[index].change, change)
            } else {
                joined.append((view, change))
            }
        }
        return joined
    }
}
