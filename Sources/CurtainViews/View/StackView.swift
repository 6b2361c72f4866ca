import CurtainRendering

/// Lines up its visible subviews in a column or a row, with spacing and insets.
///
/// Sizes come from each subview's ``View/sizeThatFits(_:)`` (labels measure with Pango at the
/// width they get). Along the axis, `.fill` gives each view its fitted size and hands any space
/// left over, or missing, to the last view; `.fillEqually` makes them all the same size. Across
/// the axis, ``alignment`` places them.
///
/// ```swift
/// let buttons = StackView(axis: .horizontal, arrangedSubviews: [cancel, ok])
/// buttons.distribution = .fillEqually
/// let card = StackView(axis: .vertical, arrangedSubviews: [title, message, field, buttons])
/// card.spacing = 12
/// card.insets = EdgeInsets(all: 16)
/// ```
@MainActor public final class StackView: View {
    /// The direction views are lined up in.
    public enum Axis: Sendable, Hashable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing (left to right).
        case horizontal
    }

    /// Placement across the axis.
    public enum Alignment: Sendable, Hashable {
        /// Stretch to the full cross size.
        case fill
        /// Top or left.
        case leading
        /// Centred in the cross extent.
        case center
        /// Bottom or right.
        case trailing
    }

    /// Sizing along the axis.
    public enum Distribution: Sendable, Hashable {
        /// Fitted sizes; the last view absorbs the difference from the stack's size.
        case fill
        /// Equal sizes, the largest fitted size when measuring.
        case fillEqually
    }

    /// Column or row.
    public var axis: Axis { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The gap between neighbouring arranged views.
    public var spacing = 0.0 { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// Padding between the stack's edges and its arranged views.
    public var insets = EdgeInsets.zero { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// Placement across the axis.
    public var alignment = Alignment.fill { didSet { setNeedsLayout() } }
    /// Sizing along the axis.
    public var distribution = Distribution.fill { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }

    /// Creates a stack holding `arrangedSubviews` in order.
    public init(axis: Axis, arrangedSubviews: [View] = []) {
        self.axis = axis
        super.init()
        for view in arrangedSubviews { addSubview(view) }
    }

    /// The subviews that take part in layout: the visible ones.
    public var arrangedSubviews: [View] { subviews.filter { !$0.isHidden } }

    // MARK: - Measuring

    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let inner = proposal.inset(by: insets)
        let sizes = measure(arrangedSubviews, in: inner)
        let gaps = spacing * Double(max(0, sizes.count - 1))
        var along = sizes.reduce(0) { $0 + main($1) }
        if distribution == .fillEqually {
            along = (sizes.map(main).max() ?? 0) * Double(sizes.count)
        }
        let across = sizes.map(cross).max() ?? 0
        return make(main: along + gaps, cross: across).expanded(by: insets)
    }

    /// Fitted sizes: columns propose the full width; rows propose an equal share when filling equally.
    private func measure(_ views: [View], in inner: Size) -> [Size] {
        let gaps = spacing * Double(max(0, views.count - 1))
        return views.map { view in
            switch (axis, distribution) {
            case (.vertical, _):
                return view.sizeThatFits(Size(width: inner.width, height: .infinity))
            case (.horizontal, .fillEqually) where inner.width.isFinite:
                let share = (inner.width - gaps) / Double(max(1, views.count))
                return view.sizeThatFits(Size(width: share, height: inner.height))
            case (.horizontal, _):
                return view.sizeThatFits(Size(width: .infinity, height: inner.height))
            }
        }
    }

    // MARK: - Layout

    public override func layoutSubviews() {
        let views = arrangedSubviews
        guard !views.isEmpty else { return }
        let content = bounds.inset(by: insets)
        let sizes = measure(views, in: content.size)
        let available = main(content.size) - spacing * Double(views.count - 1)
        var lengths = sizes.map(main)
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max(0, available / Double(views.count)), count: views.count)
        case .fill:
            let total = lengths.reduce(0, +)
            lengths[lengths.count - 1] = max(0, lengths[lengths.count - 1] + available - total)
        }

        var position = axis == .vertical ? content.minY : content.minX
        let crossLength = cross(content.size)
        for (index, view) in views.enumerated() {
            let fitted = min(cross(sizes[index]), crossLength)
            let length = alignment == .fill ? crossLength : fitted
            let shift: Double =
                switch alignment {
                case .fill, .leading: 0
                case .center: ((crossLength - length) / 2).rounded()
                case .trailing: crossLength - length
                }
            let crossStart = (axis == .vertical ? content.minX : content.minY) + shift
            view.frame =
                axis == .vertical
                ? Rect(x: crossStart, y: position, width: length, height: lengths[index])
                : Rect(x: position, y: crossStart, width: lengths[index], height: length)
            position += lengths[index] + spacing
        }
    }

    // MARK: - Axis helpers

    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func make(main: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}
