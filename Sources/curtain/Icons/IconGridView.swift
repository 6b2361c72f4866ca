import Curtain

/// yad's icons box: a grid of icons, each with its label under it, as GTK's icon view shows them, or with
/// ``Style-swift.enum/list`` (`--compact`) a list of small icons with the label beside each, as yad's tree view.
///
/// The keyboard works as GTK's icon view: the arrows move a cursor (ringed while the grid has the focus) from item
/// to item, Left and Right mirrored right to left, Home and End to the first and last; the first arrow puts it on
/// the first item (the list's cursor starts there, as GTK's tree view's does). Return or Space activates the cursor's
/// item (``onActivate``); Tab leaves for the buttons. A click
/// puts the cursor on an item, a double click activates it, or a single click with ``activatesOnSingleClick``.
///
/// It reads as a `list` of `list item`s, named by their labels and described by their tooltips, the cursor's
/// `selected`; an item's action (`activate`) activates it.
@MainActor final class IconGridView: View, AccessibleView {
    /// How the items are laid out.
    enum Style: Equatable {
        /// Rows of 48 px icons, each label under its icon, wrapped to the item's width (`--item-width`, 96 px by
        /// default).
        case grid(itemWidth: Double?)
        /// A column of 16 px icons, each label beside its icon (`--compact`).
        case list
    }

    let style: Style
    /// Where the icons' images are found.
    let theme: IconTheme
    /// The items, in the order shown; setting them rebuilds the view and drops the cursor.
    var items: [IconItem] = [] {
        didSet { rebuild() }
    }
    /// The item under the keyboard's cursor, `nil` until an arrow key or a click puts it on one.
    private(set) var cursorIndex: Int?
    /// Runs when the user activates an item, with its index.
    var onActivate: (@MainActor (Int) -> Void)?
    /// Whether a single click activates an item (`--single-click`).
    var activatesOnSingleClick = false
    /// The name the list reads as.
    var accessibleName = ""

    private var itemViews: [IconItemView] = []
    private var lastPress: (index: Int, time: ContinuousClock.Instant)?

    init(style: Style, theme: IconTheme) {
        self.style = style
        self.theme = theme
        super.init()
    }

    // MARK: - Layout

    static let gridIconSize = 48
    static let listIconSize = 16
    static let spacing = 6.0
    static let padding = 6.0
    static let defaultItemWidth = 96.0
    /// The height of a line of the labels' font.
    static let lineHeight = TextLayout(text: "Ag", font: .body).size.height

    /// One item's size: the grid's item width and room for an icon and two lines of label; the list's whole width.
    func itemSize(width: Double) -> Size {
        switch style {
        case .grid(let itemWidth):
            let labelHeight = 2 * Self.lineHeight
            return Size(
                width: max(itemWidth ?? Self.defaultItemWidth, 32) + 2 * Self.padding,
                height: 2 * Self.padding + Double(Self.gridIconSize) + Self.spacing + labelHeight)
        case .list:
            return Size(width: max(width - 2 * Self.spacing, 0), height: max(Double(Self.listIconSize), Self.lineHeight) + 8)
        }
    }

    /// How many items a row of the grid holds at `width` (always one in the list).
    func columnCount(width: Double) -> Int {
        guard case .grid = style else { return 1 }
        let item = itemSize(width: width).width
        return max(1, Int((width - Self.spacing) / (item + Self.spacing)))
    }

    /// The rectangle of the item at `index`, in the view's direction.
    func itemRect(at index: Int, width: Double) -> Rect {
        let size = itemSize(width: width)
        let columns = columnCount(width: width)
        let (row, column) = (index / columns, index % columns)
        let x = Self.spacing + Double(column) * (size.width + Self.spacing)
        let y = Self.spacing + Double(row) * (size.height + (style == .list ? 0 : Self.spacing))
        let rect = Rect(x: x, y: y, width: size.width, height: size.height)
        return effectiveLayoutDirection == .rightToLeft
            ? Rect(x: width - rect.maxX, y: y, width: size.width, height: size.height) : rect
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let width = proposal.width.isFinite && proposal.width > 0 ? proposal.width : 4 * (itemSize(width: 0).width + Self.spacing)
        let rows = (items.count + columnCount(width: width) - 1) / columnCount(width: width)
        let size = itemSize(width: width)
        return Size(width: width, height: Self.spacing + Double(rows) * (size.height + (style == .list ? 0 : Self.spacing)))
    }

    override func layoutSubviews() {
        for (index, view) in itemViews.enumerated() { view.frame = itemRect(at: index, width: bounds.width) }
    }

    private func rebuild() {
        for view in itemViews { view.removeFromSuperview() }
        cursorIndex = nil
        itemViews = items.indices.map { index in
            let size = style == .list ? Self.listIconSize : Self.gridIconSize
            let view = IconItemView(item: items[index], image: theme.image(named: items[index].icon, size: size), grid: self)
            view.index = index
            addSubview(view)
            return view
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        placeListCursor()
    }

    // MARK: - Cursor and activation

    /// Moves the cursor to `index`, kept among the items, and scrolls it into sight.
    func moveCursor(to index: Int) {
        guard !items.isEmpty else { return }
        let target = min(max(index, 0), items.count - 1)
        let old = cursorIndex
        cursorIndex = target
        if let old, itemViews.indices.contains(old) { itemViews[old].setNeedsDisplay() }
        itemViews[target].setNeedsDisplay()
        itemViews[target].scrollToVisible()
        postAccessibilityEvent(.selectionChanged)
    }

    /// Activates the item at `index`, as Return or a double click on it does.
    func activate(_ index: Int) {
        guard items.indices.contains(index) else { return }
        onActivate?(index)
    }

    override var canBecomeFocused: Bool { true }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isDisjoint(with: [.control, .alt, .logo]) else { return false }
        let columns = columnCount(width: bounds.width)
        let later = effectiveLayoutDirection == .rightToLeft ? Keysym.left : .right
        let earlier = effectiveLayoutDirection == .rightToLeft ? Keysym.right : .left
        let step: Int?
        switch event.keysym {
        case later: step = style == .list ? nil : 1
        case earlier: step = style == .list ? nil : -1
        case .down: step = columns
        case .up: step = -columns
        case .home:
            moveCursor(to: 0)
            return true
        case .end:
            moveCursor(to: items.count - 1)
            return true
        case .return, .keypadEnter, .space:
            guard let cursorIndex, !event.isRepeat else { return cursorIndex != nil }
            activate(cursorIndex)
            return true
        default: return false
        }
        guard let step else { return false }
        // GTK's first arrow puts the cursor on the first item; later ones move it, stopping at the edges.
        guard let cursorIndex else {
            moveCursor(to: 0)
            return true
        }
        let target = cursorIndex + step
        if items.indices.contains(target) { moveCursor(to: target) }
        return true
    }

    override func handlePointer(_ event: PointerEvent) -> Bool {
        let point = Point(x: event.x, y: event.y)
        switch event.kind {
        case .press(.left):
            _ = becomeFocused()
            guard let index = itemViews.firstIndex(where: { $0.frame.contains(point) }) else { return true }
            moveCursor(to: index)
            let now = ContinuousClock.now
            let isDouble = lastPress.map { $0.index == index && now - $0.time < .milliseconds(400) } ?? false
            lastPress = isDouble ? nil : (index, now)
            if isDouble && !activatesOnSingleClick { activate(index) }
            return true
        case .release(.left):
            if activatesOnSingleClick, let index = itemViews.firstIndex(where: { $0.frame.contains(point) }),
                index == cursorIndex
            {
                activate(index)
            }
            return true
        default:
            return false
        }
    }

    override func focusDidChange() {
        super.focusDidChange()
        placeListCursor()
        if let cursorIndex, itemViews.indices.contains(cursorIndex) { itemViews[cursorIndex].setNeedsDisplay() }
    }

    /// The list puts its cursor on the first item when it has the focus and no cursor, as GTK's tree view does (the
    /// grid waits for the first arrow, as GTK's icon view does).
    private func placeListCursor() {
        guard style == .list, isFocused, cursorIndex == nil, !items.isEmpty else { return }
        cursorIndex = 0
        itemViews[0].setNeedsDisplay()
    }

    var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .list, name: accessibleName)
    }
}

/// One item of an ``IconGridView``: its icon and label, drawn as the grid's style lays them out; a `list item`
/// for assistive tools. Clicks go to the grid.
@MainActor final class IconItemView: View, AccessibleView {
    let item: IconItem
    let image: ImageSurface?
    var index = 0
    private unowned let grid: IconGridView
    private let label = TextLayout(font: .body)

    init(item: IconItem, image: ImageSurface?, grid: IconGridView) {
        self.item = item
        self.image = image
        self.grid = grid
        super.init()
        isUserInteractionEnabled = false
    }

    private var isCursor: Bool { grid.cursorIndex == index }

    override func draw(in context: GraphicsContext) {
        let isList = grid.style == .list
        if isCursor {
            let tint = Color.systemBlue
            context.fill(roundedRect: bounds, radius: 4, with: tint.withAlpha(grid.isFocused ? 0.25 : 0.12))
            if grid.isFocused {
                context.stroke(roundedRect: bounds.insetBy(dx: 1, dy: 1), radius: 4, with: tint.withAlpha(0.8), lineWidth: 2)
            }
        }
        let size = Double(isList ? IconGridView.listIconSize : IconGridView.gridIconSize)
        let iconOrigin: Point
        label.setText(item.name)
        label.isBaseDirectionRightToLeft = effectiveLayoutDirection == .rightToLeft
        if isList {
            let x = effectiveLayoutDirection == .rightToLeft ? bounds.width - 4 - size : 4
            iconOrigin = Point(x: x, y: (bounds.height - size) / 2)
            // The label beside the icon, as wide as it is (cut short with an ellipsis when it does not fit), so
            // that right to left it ends at the icon whatever its own direction.
            let room = max(bounds.width - size - 16, 1)
            label.maximumNumberOfLines = 1
            label.width = room
            if !label.isEllipsized { label.width = nil }
            let textWidth = min(label.size.width, room)
            let textX = effectiveLayoutDirection == .rightToLeft ? bounds.width - size - 12 - textWidth : size + 12
            label.draw(in: context, at: Point(x: textX, y: (bounds.height - label.size.height) / 2), color: .label)
        } else {
            iconOrigin = Point(x: (bounds.width - size) / 2, y: IconGridView.padding)
            label.width = bounds.width - 2 * IconGridView.padding
            label.alignment = .center
            label.maximumNumberOfLines = 2
            let top = IconGridView.padding + size + IconGridView.spacing
            label.draw(in: context, at: Point(x: IconGridView.padding, y: top), color: .label)
        }
        drawIcon(in: context, at: iconOrigin, size: size)
    }

    /// The icon at `size` px, or, when the theme has no image for it, a rounded square with the label's initial.
    private func drawIcon(in context: GraphicsContext, at origin: Point, size: Double) {
        if let image {
            context.draw(image, at: origin, scale: Double(max(image.width, image.height)) / size)
            return
        }
        let rect = Rect(x: origin.x, y: origin.y, width: size, height: size)
        context.fill(roundedRect: rect, radius: size / 6, with: Color(white: 0.78))
        guard size >= 32, let initial = item.name.first else { return }
        let letter = TextLayout(text: String(initial).uppercased(), font: Font(size: 22, weight: .semibold))
        let letterSize = letter.size
        letter.draw(
            in: context, at: Point(x: rect.midX - letterSize.width / 2, y: rect.midY - letterSize.height / 2),
            color: .white)
    }

    var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .listItem, name: item.name, description: item.toolTip == item.name ? "" : item.toolTip,
            actionName: "activate", states: isCursor ? [.selectable, .selected] : [.selectable])
    }

    func performAccessibilityAction() { grid.activate(index) }
}
