import CurtainRendering

/// Empty room in a ``StackView`` that grows before anything else: SwiftUI's `Spacer`.
///
/// Along its stack's axis it hugs least (``LayoutPriority/fittingSizeLevel``), so it takes the room the other
/// views do not ask for, and never shrinks below ``minLength``; across the axis it asks for nothing, so a row
/// holding one keeps its height. Outside a stack it is a view of ``minLength`` both ways.
///
/// ```swift
/// let buttons = StackView(axis: .horizontal, arrangedSubviews: [help, Spacer(), cancel, ok])
/// ```
@MainActor public final class Spacer: View {
    /// The room it keeps along its stack's axis even when the stack is short of room.
    public var minLength: Double { didSet { invalidateIntrinsicContentSize() } }

    /// Creates a spacer that keeps at least `minLength` along its stack's axis.
    public init(minLength: Double = 0) {
        self.minLength = minLength
        super.init()
        isUserInteractionEnabled = false
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        switch (superview as? StackView)?.axis {
        case .horizontal: Size(width: minLength, height: 0)
        case .vertical: Size(width: 0, height: minLength)
        case nil: Size(width: minLength, height: minLength)
        }
    }

    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        isAlongStack(axis) ? .fittingSizeLevel : .required
    }

    public override func defaultContentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        isAlongStack(axis) ? .required : .defaultHigh
    }

    private func isAlongStack(_ axis: LayoutAxis) -> Bool {
        (superview as? StackView).map { $0.axis == axis } ?? true
    }
}
