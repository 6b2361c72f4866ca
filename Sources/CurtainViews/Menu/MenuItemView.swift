import CurtainRendering

/// One row of a ``MenuView``: a ``MenuItem``'s check mark, title (mnemonic underlined) and submenu arrow,
/// or a separator line. Right to left the row mirrors: the check mark on the right, the arrow on the left
/// pointing left.
///
/// The row draws; it takes no pointer events (its ``MenuView`` hit-tests the rows). It holds keyboard focus
/// while highlighted, so screen readers hear the highlight move as focus events.
@MainActor final class MenuItemView: View {
    let item: MenuItem
    private let appearance: MenuAppearance
    private let titleLayout: TextLayout
    /// Whether the row is highlighted (under the pointer, or reached with the arrow keys).
    var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    /// Left of the title: room for the check mark.
    static let leadingInset = 28.0
    /// Right of the title: room for the submenu arrow.
    static let trailingInset = 28.0
    static let rowHeight = 28.0
    static let separatorHeight = 9.0

    init(item: MenuItem, appearance: MenuAppearance) {
        self.item = item
        self.appearance = appearance
        titleLayout = TextLayout(font: appearance.font)
        titleLayout.ellipsis = .end
        titleLayout.setText(item.label.text, underliningCharacterAt: item.label.mnemonicIndex)
        super.init()
        isUserInteractionEnabled = false
    }

    override var canBecomeFocused: Bool { item.isSelectable }
    override var focusesOnClick: Bool { false }

    override func sizeThatFits(_ proposal: Size) -> Size {
        if item.isSeparator { return Size(width: 0, height: Self.separatorHeight) }
        return Size(
            width: Self.leadingInset + titleLayout.size.width.rounded(.up) + Self.trailingInset,
            height: Self.rowHeight)
    }

    override func draw(in context: GraphicsContext) {
        if item.isSeparator {
            let y = (bounds.height / 2).rounded(.down) + 0.5
            context.strokeLine(from: Point(x: 8, y: y), to: Point(x: bounds.width - 8, y: y), with: appearance.border)
            return
        }
        let foreground =
            !item.isEnabled
            ? appearance.disabledText
            : isHighlighted ? appearance.highlightedText : appearance.text
        if isHighlighted {
            context.fill(roundedRect: bounds.insetBy(dx: 4, dy: 1), radius: 4, with: appearance.highlight)
        }
        let middle = bounds.height / 2
        let mirrored = isRightToLeft
        // A point of the left-to-right drawing, reflected right to left.
        func point(_ x: Double, _ y: Double) -> Point { Point(x: mirrored ? bounds.width - x : x, y: y) }
        if item.isChecked {
            // A tick: down-right, then up-right.
            context.strokeLine(from: point(10, middle), to: point(13.5, middle + 3.5), with: foreground, lineWidth: 2)
            context.strokeLine(from: point(13.5, middle + 3.5), to: point(20, middle - 4), with: foreground, lineWidth: 2)
        }
        if item.submenu != nil {
            // A chevron pointing to where the submenu opens.
            let x = bounds.width - 16
            context.strokeLine(from: point(x, middle - 4), to: point(x + 4, middle), with: foreground, lineWidth: 1.5)
            context.strokeLine(from: point(x + 4, middle), to: point(x, middle + 4), with: foreground, lineWidth: 1.5)
        }
        applyDirection(to: titleLayout)
        let textWidth = max(1, bounds.width - Self.leadingInset - Self.trailingInset)
        titleLayout.width = textWidth
        let textY = ((bounds.height - titleLayout.size.height) / 2).rounded()
        let textFrame = directional(Rect(x: Self.leadingInset, y: textY, width: textWidth, height: 0))
        titleLayout.draw(in: context, at: leadingOrigin(of: titleLayout, in: textFrame), color: foreground)
    }
}

extension MenuItemView: AccessibleView {
    /// A menu item named by its title as shown, checkable when it shows a check mark, with one action,
    /// `click`; a separator is a separator.
    var accessibilityElement: AccessibilityElement {
        if item.isSeparator { return AccessibilityElement(role: .separator, name: "", isEnabled: false) }
        var states: AccessibilityStates = [.selectable]
        if item.isChecked { states.formUnion([.checkable, .checked]) }
        if isHighlighted { states.insert(.selected) }
        if item.submenu != nil { states.insert(.expandable) }
        return AccessibilityElement(
            role: .menuItem, name: item.label.text, actionName: "click",
            isEnabled: item.isEnabled, states: states)
    }

    /// `click` chooses the item as Return does.
    func performAccessibilityAction() {
        guard let menuView = superview as? MenuView, let index = menuView.rows.firstIndex(where: { $0 === self }) else {
            return
        }
        menuView.delegate?.menuView(menuView, didChooseRow: index)
    }
}
