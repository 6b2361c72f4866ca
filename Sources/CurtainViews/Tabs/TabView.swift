import CurtainRendering
import CurtainInput

/// Pages of which one shows at a time, chosen by a row of tabs: a notebook, as GTK calls it.
///
/// Each page is a view with a title on its tab. Choosing a tab shows its page and hides the others, so only the
/// shown page is in the Tab order:
/// - Pointer: a click on a tab chooses it.
/// - Keyboard: Ctrl+Page Down and Ctrl+Page Up choose the next and the previous tab from anywhere in the view, as
///   in GTK; on the focused tab, the arrow keys along the row, Home and End choose a tab. The tabs are one stop in
///   the Tab order: the chosen tab takes the focus, then the page's views follow.
/// - Assistive tools read a page tab list whose page tabs are `selected` while their page shows.
///
/// ```swift
/// let tabs = TabView()
/// tabs.addTab("General", generalPage)
/// tabs.addTab("Network", networkPage)
/// tabs.onSelect = { index in print("showing", index) }
/// tabs.selectedIndex = 1
/// ```
@MainActor public final class TabView: View {
    /// Where the row of tabs sits, as GTK's notebook places it.
    public enum TabPosition: Sendable {
        /// A row above the pages, the usual place.
        case top
        /// A row below the pages.
        case bottom
        /// A column at the pages' left, tabs one above another.
        case left
        /// A column at the pages' right.
        case right

        /// Whether the tabs are stacked in a column beside the pages.
        var isVertical: Bool { self == .left || self == .right }
    }

    /// The pages, in tab order.
    public private(set) var pages: [View] = []
    /// The tabs, one per page.
    private(set) var tabs: [Tab] = []

    /// The page shown: changed by the user (a click, a key) or the program; setting it does not run ``onSelect``.
    /// Out of range, it is kept within the pages.
    public var selectedIndex = 0 {
        didSet {
            selectedIndex = pages.isEmpty ? 0 : min(max(0, selectedIndex), pages.count - 1)
            guard selectedIndex != oldValue else { return }
            showSelectedPage()
        }
    }

    /// Runs after the user chose a tab, with its index.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// Where the tabs sit (top by default).
    public var tabPosition = TabPosition.top {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Room between the page's edge and its view (yad's `--tab-borders`).
    public var pageInsets = EdgeInsets(all: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates an empty tab view; ``addTab(_:_:)`` adds its pages.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Adds a page with `title` on its tab, after the others.
    public func addTab(_ title: String, _ page: View) {
        let tab = Tab(title: title, owner: self)
        tabs.append(tab)
        pages.append(page)
        addSubview(tab)
        addSubview(page)
        showSelectedPage()
        invalidateIntrinsicContentSize()
    }

    /// Puts `page` in place of the page at `index`, under the same tab: for a page whose view arrives later.
    public func replacePage(at index: Int, with page: View) {
        guard pages.indices.contains(index) else { return }
        let old = pages[index]
        let hadFocus = rootView?.focusedView.map { $0.isDescendant(of: old) } ?? false
        old.removeFromSuperview()
        pages[index] = page
        addSubview(page)
        showSelectedPage()
        invalidateIntrinsicContentSize()
        if hadFocus { _ = tabs[index].becomeFocused() }
    }

    /// The title on the tab at `index`.
    public func title(at index: Int) -> String { tabs[index].title }

    /// Chooses the tab at `index` as the user does: shows its page, moves the focus to its tab when a tab had it,
    /// and runs ``onSelect``.
    func choose(_ index: Int, focusingTab: Bool) {
        guard pages.indices.contains(index) else { return }
        let changed = index != selectedIndex
        selectedIndex = index
        if focusingTab { _ = tabs[index].becomeFocused() }
        if changed { onSelect?(index) }
    }

    /// Ctrl+Page Down and Ctrl+Page Up choose the next and previous tab (wrapping around, as GTK's notebook does not:
    /// it stops at the ends) from wherever the focus is in this view.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.contains(.control), event.keysym == .pageDown || event.keysym == .pageUp,
            !pages.isEmpty
        else { return false }
        let next = selectedIndex + (event.keysym == .pageDown ? 1 : -1)
        guard pages.indices.contains(next) else { return true }
        let tabHadFocus = tabs.contains { $0.isFocused }
        choose(next, focusingTab: tabHadFocus)
        if !tabHadFocus { focusFirstView(in: pages[next]) }
        return true
    }

    /// Gives the focus to the first view of `page` that takes it, or to the page's tab.
    private func focusFirstView(in page: View) {
        if let view = FocusChain(root: page).views.first, view.becomeFocused() { return }
        _ = tabs[selectedIndex].becomeFocused()
    }

    private func showSelectedPage() {
        for (index, page) in pages.enumerated() { page.isHidden = index != selectedIndex }
        for (index, tab) in tabs.enumerated() { tab.isSelected = index == selectedIndex }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: - Layout and drawing

    /// The gap around the tab row, and between tabs.
    static let tabSpacing = 2.0

    /// The row (or column) of tabs' size.
    private var stripSize: Size {
        let sizes = tabs.map { $0.sizeThatFits(.unbounded) }
        if tabPosition.isVertical {
            return Size(
                width: sizes.map(\.width).max() ?? 0,
                height: sizes.reduce(0) { $0 + $1.height } + Double(max(0, sizes.count - 1)) * Self.tabSpacing)
        }
        return Size(
            width: sizes.reduce(0) { $0 + $1.width } + Double(max(0, sizes.count - 1)) * Self.tabSpacing,
            height: sizes.map(\.height).max() ?? 0)
    }

    /// Big enough for the tabs and for the largest page, so that choosing another tab never resizes the window.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let strip = stripSize
        let horizontalInsets = pageInsets.left + pageInsets.right
        let verticalInsets = pageInsets.top + pageInsets.bottom
        let pageProposal =
            tabPosition.isVertical
            ? Size(width: max(0, proposal.width - strip.width - horizontalInsets), height: .infinity)
            : Size(width: max(0, proposal.width - horizontalInsets), height: .infinity)
        let pageSizes = pages.map { $0.sizeThatFits(pageProposal) }
        let pageWidth = (pageSizes.map(\.width).max() ?? 0) + horizontalInsets
        let pageHeight = (pageSizes.map(\.height).max() ?? 0) + verticalInsets
        if tabPosition.isVertical {
            return Size(width: strip.width + pageWidth, height: max(strip.height, pageHeight))
        }
        return Size(width: max(strip.width, pageWidth), height: strip.height + pageHeight)
    }

    /// The page's area: the bounds less the tab row and the page insets.
    private var pageArea: Rect {
        let strip = stripSize
        var area = bounds
        switch tabPosition {
        case .top: area = Rect(x: 0, y: strip.height, width: bounds.width, height: bounds.height - strip.height)
        case .bottom: area = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - strip.height)
        case .left: area = Rect(x: strip.width, y: 0, width: bounds.width - strip.width, height: bounds.height)
        case .right: area = Rect(x: 0, y: 0, width: bounds.width - strip.width, height: bounds.height)
        }
        return area
    }

    public override func layoutSubviews() {
        let strip = stripSize
        var offset = 0.0
        for tab in tabs {
            let size = tab.sizeThatFits(.unbounded)
            switch tabPosition {
            case .top: tab.frame = directional(Rect(x: offset, y: 0, width: size.width, height: strip.height))
            case .bottom:
                tab.frame = directional(
                    Rect(x: offset, y: bounds.height - strip.height, width: size.width, height: strip.height))
            case .left: tab.frame = Rect(x: 0, y: offset, width: strip.width, height: size.height)
            case .right: tab.frame = Rect(x: bounds.width - strip.width, y: offset, width: strip.width, height: size.height)
            }
            offset += (tabPosition.isVertical ? size.height : size.width) + Self.tabSpacing
        }
        let area = pageArea
        let inner = Rect(
            x: area.origin.x + pageInsets.left, y: area.origin.y + pageInsets.top,
            width: max(0, area.width - pageInsets.left - pageInsets.right),
            height: max(0, area.height - pageInsets.top - pageInsets.bottom))
        for page in pages { page.frame = inner }
    }

    /// The frame around the page, which the chosen tab opens onto.
    public override func draw(in context: GraphicsContext) {
        guard !pages.isEmpty else { return }
        context.stroke(roundedRect: pageArea.insetBy(dx: 0.5, dy: 0.5), radius: 3, with: Color(white: 0.75))
    }
}
