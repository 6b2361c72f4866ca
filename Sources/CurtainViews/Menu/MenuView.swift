import CurtainInput
import CurtainRendering

/// The content of one open menu: its rows stacked on a rounded card, with the highlight and the pointer's
/// choices reported to whoever shows it.
///
/// The view knows nothing of popups: the pointer's hover and choices (and an assistive tool's `click` on a row) go
/// to its ``delegate``, and the owner sets ``highlighted`` (keys and hover both go through it, so there is one
/// highlight).
@MainActor final class MenuView: View {
    let menu: Menu
    let rows: [MenuItemView]
    /// The space above the first row and below the last.
    static let verticalPadding = 4.0

    /// The highlighted row, drawn filled; `nil` for none. The highlighted row also takes keyboard focus.
    var highlighted: Int? {
        didSet {
            guard highlighted != oldValue else { return }
            for (index, row) in rows.enumerated() { row.isHighlighted = index == highlighted }
            if let highlighted { rows[highlighted].becomeFocused() } else { rootView?.focus(nil) }
        }
    }
    /// Hears the hover and the choices: the menu session. Held weakly.
    weak var delegate: (any MenuViewDelegate)?

    init(menu: Menu) {
        self.menu = menu
        rows = menu.items.map { MenuItemView(item: $0, appearance: menu.appearance) }
        super.init()
        for row in rows { addSubview(row) }
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let sizes = rows.map(\.intrinsicContentSize)
        let width = max(menu.minimumWidth, sizes.map(\.width).max() ?? 0, 120)
        let height = sizes.reduce(2 * Self.verticalPadding) { $0 + $1.height }
        return Size(width: width.rounded(.up), height: height.rounded(.up))
    }

    override func layoutSubviews() {
        var y = Self.verticalPadding
        for row in rows {
            let height = row.intrinsicContentSize.height
            row.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
    }

    override func draw(in context: GraphicsContext) {
        let card = bounds.insetBy(dx: 0.5, dy: 0.5)
        context.fill(roundedRect: card, radius: 6, with: menu.appearance.background)
        context.stroke(roundedRect: card, radius: 6, with: menu.appearance.border)
    }

    /// The choosable row at `point` (view coordinates), if any.
    func row(at point: Point) -> Int? {
        rows.firstIndex { $0.item.isSelectable && $0.frame.contains(point) }
    }

    override func handlePointer(_ event: PointerEvent) -> Bool {
        let point = Point(x: event.x, y: event.y)
        switch event.kind {
        case .enter, .motion:
            delegate?.menuView(self, didHoverRow: row(at: point))
        case .leave:
            delegate?.menuView(self, didHoverRow: nil)
        case .release(.left):
            // A release on a row chooses it, also after a press that began elsewhere in the menu.
            if let index = row(at: point) { delegate?.menuView(self, didChooseRow: index) }
        default:
            break
        }
        return true
    }
}

/// What a ``MenuView`` reports to the menu session that shows it.
@MainActor protocol MenuViewDelegate: AnyObject {
    /// Called when the pointer moves onto a choosable row (its index) or off every row (`nil`).
    func menuView(_ menuView: MenuView, didHoverRow row: Int?)

    /// Called when a click (press and release) ends on a choosable row, or an assistive tool clicks a row.
    func menuView(_ menuView: MenuView, didChooseRow row: Int)
}

extension MenuView: AccessibleView {
    /// A menu named by the menu's title.
    var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .menu, name: menu.title)
    }
}
