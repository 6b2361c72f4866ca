import CurtainRendering
import CurtainViews

/// The action buttons of an alert or action sheet, in a row or a column.
///
/// Two buttons sit side by side when both titles fit in half the width (iOS's rule); otherwise,
/// and always for one or three or more buttons, they stack. In a row the cancel button leads; in
/// a column it comes last. The subviews are kept in that order, so Tab follows it; a right-to-left row reads
/// from the right, so there the cancel button is rightmost (``View/effectiveLayoutDirection``).
///
/// With ``AlertTheme/ButtonLook/separated`` the buttons fill the area and hairlines split them
/// (and, when ``drawsTopSeparator`` is set, the area from the text above); with
/// ``AlertTheme/ButtonLook/rounded`` they float with gaps, as in the views demo card.
@MainActor final class AlertButtonArea: View {
    /// Whether the area may lay two buttons side by side.
    enum AxisRule {
        /// Side by side when there are two and both fit.
        case automatic
        /// Always a column (action sheets).
        case vertical
    }

    /// The buttons in the order their actions were added.
    let buttons: [Button]
    /// The index in ``buttons`` of the cancel button, which moves to the front of a row and the
    /// end of a column.
    var cancelIndex: Int? {
        didSet { if cancelIndex != oldValue { setNeedsLayout() } }
    }
    let look: AlertTheme.ButtonLook
    let axisRule: AxisRule
    let buttonHeight: Double
    /// The hairlines' colour; the desktop's theme may change it while the alert is shown.
    var separatorColor: Color {
        didSet { if separatorColor != oldValue { setNeedsDisplay() } }
    }
    /// Whether to draw a hairline along the top edge (separated look only).
    var drawsTopSeparator = true {
        didSet { setNeedsDisplay() }
    }

    /// The gap between rounded buttons, and their inset from the card's edges.
    static let roundedSpacing = 8.0
    static let roundedInsets = EdgeInsets(top: 0, left: 12, bottom: 12, right: 12)
    /// The thickness of the separated look's hairlines.
    static let hairline = 1.0

    init(
        buttons: [Button], cancelIndex: Int?, look: AlertTheme.ButtonLook, axisRule: AxisRule,
        buttonHeight: Double, separatorColor: Color
    ) {
        self.buttons = buttons
        self.cancelIndex = cancelIndex
        self.look = look
        self.axisRule = axisRule
        self.buttonHeight = buttonHeight
        self.separatorColor = separatorColor
        super.init()
        for button in orderedButtons(isHorizontal: false) { addSubview(button) }
    }

    // MARK: - Measuring

    /// The insets around the buttons for the current look.
    private var insets: EdgeInsets { look == .rounded ? Self.roundedInsets : .zero }
    /// The gap between neighbouring buttons for the current look.
    private var gap: Double { look == .rounded ? Self.roundedSpacing : Self.hairline }

    /// Whether the buttons sit side by side at `width`: exactly two, both titles fit.
    func isHorizontal(atWidth width: Double) -> Bool {
        guard axisRule == .automatic, buttons.count == 2, width.isFinite else { return false }
        let cell = (width - insets.left - insets.right - gap) / 2
        return buttons.allSatisfy { $0.sizeThatFits(.unbounded).width <= cell }
    }

    /// The buttons in visual order: cancel first in a row, last in a column.
    func orderedButtons(isHorizontal: Bool) -> [Button] {
        guard let cancelIndex else { return buttons }
        var others = buttons
        let cancel = others.remove(at: cancelIndex)
        return isHorizontal ? [cancel] + others : others + [cancel]
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let width = proposal.width.isFinite ? proposal.width : 270
        guard !buttons.isEmpty else { return Size(width: width, height: 0) }
        let rows = isHorizontal(atWidth: width) ? 1 : buttons.count
        let gaps = Double(rows - 1) * gap
        let leading = look == .separated && drawsTopSeparator ? Self.hairline : 0
        return Size(width: width, height: leading + Double(rows) * buttonHeight + gaps + insets.top + insets.bottom)
    }

    // MARK: - Layout

    override func layoutSubviews() {
        let horizontal = isHorizontal(atWidth: bounds.width)
        let ordered = orderedButtons(isHorizontal: horizontal)
        if !zip(subviews, ordered).allSatisfy({ $0 === $1 }) { reorder(to: ordered) }
        let leading = look == .separated && drawsTopSeparator ? Self.hairline : 0
        let content = bounds.inset(by: insets).inset(by: EdgeInsets(top: leading, left: 0, bottom: 0, right: 0))
        if horizontal {
            let cell = ((content.width - gap) / 2).rounded(.down)
            ordered[0].frame = Rect(x: content.minX, y: content.minY, width: cell, height: buttonHeight)
            ordered[1].frame = Rect(
                x: content.minX + cell + gap, y: content.minY,
                width: content.width - cell - gap, height: buttonHeight)
            // Right to left, the row reads from the right: the cancel button is rightmost, as GTK's is.
            for button in ordered.prefix(2) { button.frame = directional(button.frame) }
        } else {
            var y = content.minY
            for button in ordered {
                button.frame = Rect(x: content.minX, y: y, width: content.width, height: buttonHeight)
                y += buttonHeight + gap
            }
        }
    }

    /// Re-adds the buttons in `ordered` so Tab follows the visual order, keeping focus.
    private func reorder(to ordered: [Button]) {
        let focused = ordered.first { $0.isFocused }
        for button in ordered { addSubview(button) }
        focused?.becomeFocused()
    }

    /// The enabled buttons in visual order, for arrow-key navigation.
    var focusableButtons: [Button] {
        subviews.compactMap { $0 as? Button }.filter { $0.isEnabled && !$0.isHidden }
    }

    // MARK: - Drawing

    /// Draws the separated look's hairlines: along the top, and between neighbouring buttons.
    override func draw(in context: GraphicsContext) {
        guard look == .separated, separatorColor.alpha > 0 else { return }
        if drawsTopSeparator {
            context.fill(Rect(x: 0, y: 0, width: bounds.width, height: Self.hairline), with: separatorColor)
        }
        let ordered = subviews
        for (index, button) in ordered.enumerated() where index > 0 {
            let frame = button.frame
            if frame.minY > ordered[index - 1].frame.minY {
                context.fill(
                    Rect(x: 0, y: frame.minY - Self.hairline, width: bounds.width, height: Self.hairline),
                    with: separatorColor)
            } else {
                // Between the two buttons of a row, whichever way it reads.
                let left = min(frame.minX, ordered[index - 1].frame.minX)
                let x = left == frame.minX ? frame.maxX : frame.minX - Self.hairline
                context.fill(
                    Rect(x: x, y: frame.minY, width: Self.hairline, height: frame.height), with: separatorColor)
            }
        }
    }
}
