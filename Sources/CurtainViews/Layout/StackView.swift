import CurtainRendering

/// Lines up its visible subviews in a column or a row, with spacing and insets: UIKit's `UIStackView`.
///
/// Sizes come from each subview's ``View/sizeThatFits(_:)`` (labels measure with Pango at the width they get).
/// Along the axis, ``distribution`` decides who gets room the views do not ask for, and who gives up room when
/// there is too little; across it, ``alignment`` places them. A ``Spacer`` takes the room in a row or a column,
/// and ``setCustomSpacing(_:after:)`` widens one gap. A horizontal stack lays out from the right in a
/// right-to-left layout (``View/layoutDirection``).
///
/// ```swift
/// let buttons = StackView(axis: .horizontal, arrangedSubviews: [Spacer(), cancel, ok])
/// buttons.spacing = 8
/// let card = StackView(axis: .vertical, arrangedSubviews: [title, message, field, buttons])
/// card.spacing = 12
/// card.insets = EdgeInsets(all: 16)
/// ```
@MainActor public final class StackView: View {
    /// The direction views are lined up in.
    public typealias Axis = LayoutAxis

    /// Placement across the axis.
    public enum Alignment: Sendable, Hashable {
        /// Stretch to the full cross size.
        case fill
        /// Top in a row; the leading edge (left, or right in a right-to-left layout) in a column.
        case leading
        /// Centred in the cross extent.
        case center
        /// Bottom in a row; the trailing edge in a column.
        case trailing
    }

    /// Sizing and spacing along the axis.
    public enum Distribution: Sendable, Hashable {
        /// Fitted sizes; room to spare goes to the views that hug their content least, room missing is taken
        /// from those that resist compression least (``LayoutPriority``).
        case fill
        /// Equal sizes, the largest fitted size when measuring.
        case fillEqually
        /// Fitted sizes with equal gaps, at least ``StackView/spacing``, from the first edge to the last.
        case equalSpacing
        /// Fitted sizes whose centres are equally far apart, the first and last views at the edges; gaps never
        /// narrower than ``StackView/spacing`` (it falls back to ``equalSpacing`` rather).
        case equalCentering
    }

    /// Column or row.
    public var axis: Axis { didSet { invalidateArrangement() } }
    /// The gap between neighbouring arranged views.
    public var spacing = 0.0 { didSet { invalidateArrangement() } }
    /// Padding between the stack's edges and its arranged views.
    public var insets = EdgeInsets.zero { didSet { invalidateArrangement() } }
    /// Placement across the axis.
    public var alignment = Alignment.fill { didSet { setNeedsLayout() } }
    /// Sizing along the axis.
    public var distribution = Distribution.fill { didSet { invalidateArrangement() } }
    /// Gaps that differ from ``spacing``, by the view they follow.
    private var customSpacing: [ObjectIdentifier: Double] = [:]

    /// Creates a stack holding `arrangedSubviews` in order.
    public init(axis: Axis, arrangedSubviews: [View] = []) {
        self.axis = axis
        super.init()
        for view in arrangedSubviews { addSubview(view) }
    }

    /// The subviews that take part in layout: the visible ones.
    public var arrangedSubviews: [View] { subviews.filter { !$0.isHidden } }

    /// Appends `view` to the arranged views: ``View/addSubview(_:)`` by UIKit's name.
    public func addArrangedSubview(_ view: View) { addSubview(view) }

    /// Sets the gap after `view` to `spacing`, in place of ``spacing``; UIKit's `setCustomSpacing(_:after:)`.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacing[ObjectIdentifier(view)] = spacing
        invalidateArrangement()
    }

    /// The gap after `view`: its custom spacing or ``spacing``.
    public func customSpacing(after view: View) -> Double {
        customSpacing[ObjectIdentifier(view)] ?? spacing
    }

    /// A stack stretches along an axis when one of its views does, so a row of buttons around a spacer
    /// stretches sideways but keeps its height in a column.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        arrangedSubviews.map { $0.contentHuggingPriority(for: axis) }.min() ?? .defaultLow
    }

    public override func defaultContentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        arrangedSubviews.map { $0.contentCompressionResistancePriority(for: axis) }.min() ?? .defaultHigh
    }

    private func invalidateArrangement() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: - Measuring

    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let views = arrangedSubviews
        let sizes = measure(views, in: proposal.inset(by: insets))
        var along = sizes.reduce(0) { $0 + main($1) }
        if distribution == .fillEqually {
            along = (sizes.map(main).max() ?? 0) * Double(sizes.count)
        }
        let across = sizes.map(cross).max() ?? 0
        return make(main: along + gaps(views).reduce(0, +), cross: across).expanded(by: insets)
    }

    /// The gaps between neighbours, each the spacing after the view before it.
    private func gaps(_ views: [View]) -> [Double] {
        views.dropLast().map(customSpacing(after:))
    }

    /// Fitted sizes: columns propose the full width; rows propose an equal share when filling equally.
    private func measure(_ views: [View], in inner: Size) -> [Size] {
        let gapTotal = gaps(views).reduce(0, +)
        return views.map { view in
            switch (axis, distribution) {
            case (.vertical, _):
                return view.sizeThatFits(Size(width: inner.width, height: .infinity))
            case (.horizontal, .fillEqually) where inner.width.isFinite:
                let share = (inner.width - gapTotal) / Double(max(1, views.count))
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
        var gaps = gaps(views)
        let room = main(content.size) - gaps.reduce(0, +)
        var lengths = sizes.map(main)
        switch distribution {
        case .fillEqually:
            lengths = RoomSharing.shares(of: max(0, room), among: views.count)
        case .fill:
            lengths = fill(views, lengths, room: room)
        case .equalSpacing, .equalCentering:
            let spare = room - lengths.reduce(0, +)
            if spare < 0 {
                lengths = fill(views, lengths, room: room)
            } else if distribution == .equalCentering, let centred = centredGaps(lengths, within: main(content.size)),
                zip(centred, gaps).allSatisfy({ $0 >= $1 })
            {
                gaps = centred
            } else {
                gaps = zip(gaps, RoomSharing.shares(of: spare, among: gaps.count)).map(+)
            }
        }

        let mirrored = effectiveLayoutDirection == .rightToLeft
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
            var frame =
                axis == .vertical
                ? Rect(x: content.minX + shift, y: position, width: length, height: lengths[index])
                : Rect(x: position, y: content.minY + shift, width: lengths[index], height: length)
            if mirrored { frame.origin.x = content.minX + content.maxX - frame.maxX }
            view.frame = frame
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Lengths for `.fill`: the room shared out by the views' priorities along the axis.
    private func fill(_ views: [View], _ lengths: [Double], room: Double) -> [Double] {
        let claims = zip(views, lengths).map { view, length in
            RoomSharing.Claim(
                length: length, hugging: view.contentHuggingPriority(for: axis),
                resistance: view.contentCompressionResistancePriority(for: axis))
        }
        return RoomSharing.lengths(claims, filling: max(0, room))
    }

    /// Gaps that put the views' centres equally far apart, the first view at the start and the last at the end
    /// of `extent`; nil for fewer than two views.
    private func centredGaps(_ lengths: [Double], within extent: Double) -> [Double]? {
        guard lengths.count > 1, let first = lengths.first, let last = lengths.last else { return nil }
        let step = (extent - first / 2 - last / 2) / Double(lengths.count - 1)
        return zip(lengths, lengths.dropFirst()).map { (step - $0 / 2 - $1 / 2).rounded() }
    }

    // MARK: - Axis helpers

    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func make(main: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}
