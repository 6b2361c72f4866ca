import CurtainInput
import CurtainRendering

/// A button that shows one choice out of several and opens a ``Menu`` of them below itself.
///
/// The box shows the chosen item (or ``placeholder`` while nothing is chosen) and a chevron. A click, or
/// Space, Return or Alt+Down while it has focus, opens the menu with the current choice checked and
/// highlighted; choosing an item there sets ``selectedIndex``. With the menu closed, Up and Down (and Home,
/// End) change the choice directly, as GTK's combo boxes do. Screen readers see a combo box named by the
/// chosen value.
///
/// ```swift
/// let size = ComboBox(items: ["Small", "Medium", "Large"], selectedIndex: 1)
/// size.frame = Rect(x: 20, y: 20, width: 160, height: 32)
/// size.onChange = { index in print(size.items[index!]) }
/// window.contentView.addSubview(size)
/// ```
@MainActor public final class ComboBox: View {
    /// The choices, top to bottom.
    public var items: [String] {
        didSet {
            if let index = selectedIndex, index >= items.count { selectedIndex = nil }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The chosen item, or `nil` for none.
    public var selectedIndex: Int? {
        didSet {
            guard selectedIndex != oldValue else { return }
            if let index = selectedIndex, !items.indices.contains(index) { selectedIndex = nil; return }
            titleLayout.setText(selectedItem ?? placeholder)
            setNeedsDisplay()
            if isChoosing { onChange?(selectedIndex) }
        }
    }
    /// The text shown while nothing is chosen.
    public var placeholder: String {
        didSet { if selectedIndex == nil { titleLayout.setText(placeholder); setNeedsDisplay() } }
    }
    /// Called after the user changed the choice, with the menu or the arrow keys; setting ``selectedIndex`` in
    /// code does not call it, as on every control.
    public var onChange: (@MainActor (Int?) -> Void)?
    /// Whether the user is changing the choice, which ``onChange`` reports.
    private var isChoosing = false

    /// Makes `index` the choice on the user's behalf: ``onChange`` hears of it.
    func choose(_ index: Int?) {
        isChoosing = true
        defer { isChoosing = false }
        selectedIndex = index
    }
    /// The colours of the box and its menu.
    public var appearance: MenuAppearance = .light {
        didSet { titleLayout.font = appearance.font; setNeedsDisplay() }
    }
    /// Whether the box takes clicks and keys; a disabled box is dimmed.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    /// What screen readers call the box when nothing is chosen (a form field's label).
    public var accessibilityLabel = ""

    let titleLayout: TextLayout

    /// Creates a combo box.
    ///
    /// - Parameters:
    ///   - items: The choices.
    ///   - selectedIndex: The initial choice, or `nil`.
    ///   - placeholder: The text shown while nothing is chosen.
    public init(items: [String], selectedIndex: Int? = nil, placeholder: String = "") {
        self.items = items
        self.placeholder = placeholder
        self.selectedIndex = selectedIndex.flatMap { items.indices.contains($0) ? $0 : nil }
        titleLayout = TextLayout(font: MenuAppearance.light.font)
        titleLayout.ellipsis = .end
        super.init()
        titleLayout.setText(selectedItem ?? placeholder)
    }

    /// The chosen item's text, or `nil`.
    public var selectedItem: String? { selectedIndex.map { items[$0] } }

    /// Whether the box's menu is open.
    public var isMenuOpen: Bool {
        guard let session = rootView?.hostWindow?.menuSession else { return false }
        return session.owner === self
    }

    public override var canBecomeFocused: Bool { isEnabled }

    public override func draw(in context: GraphicsContext) { drawBox(in: context) }

    public override func handlePointer(_ event: PointerEvent) -> Bool { handleBoxPointer(event) }

    public override func handleKey(_ event: KeyEvent) -> Bool { handleBoxKey(event) }

    /// Wide enough for the longest choice, the chevron and the padding.
    /// As wide as it is given, as tall as its one line of text: it stretches sideways in a stack or a grid.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? .defaultLow : .defaultHigh
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        let measure = TextLayout(font: appearance.font)
        let widest =
            (items + [placeholder]).map { text -> Double in
                measure.setText(text)
                return measure.size.width
            }.max() ?? 0
        return Size(width: (widest + 12 + 32).rounded(.up), height: 32)
    }

    /// Opens the menu of choices below the box, the current one checked and highlighted.
    ///
    /// - Returns: Whether the menu opened (the box must be enabled and in a shown window).
    @discardableResult
    public func openMenu() -> Bool {
        guard isEnabled, let window = rootView?.hostWindow else { return false }
        let menu = Menu(
            title: selectedItem ?? accessibilityLabel,
            items: items.enumerated().map { index, title in
                // A combo's choices show literally: no mnemonics.
                MenuItem(title: String(title.flatMap { $0 == "_" ? ["_", "_"] : [$0] }), isChecked: index == selectedIndex) {
                    [weak self] _ in self?.choose(index)
                }
            }, appearance: appearance)
        menu.minimumWidth = bounds.width
        menu.onClose = { [weak self] in self?.setNeedsDisplay() }
        guard window.popUp(menu, from: self, highlighting: selectedIndex ?? 0) else { return false }
        window.menuSession?.owner = self
        setNeedsDisplay()
        return true
    }
}
