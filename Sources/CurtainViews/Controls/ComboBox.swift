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

/// The box: a rounded well like a text field's, the choice, and a chevron pointing down at the trailing end (on
/// the left in a right-to-left layout, as GTK's combo boxes have it).
extension ComboBox {
    func drawBox(in context: GraphicsContext) {
        let look = appearance
        let radius = 8.0
        let menuOpen = isMenuOpen
        context.fill(roundedRect: bounds, radius: radius, with: look.background)
        if isFocused || menuOpen {
            context.stroke(
                roundedRect: bounds.insetBy(dx: 1, dy: 1), radius: radius - 1,
                with: look.highlight.withAlpha(0.9), lineWidth: 2)
        } else {
            context.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5, with: look.border)
        }
        let color = !isEnabled || selectedIndex == nil ? look.disabledText : look.text
        applyDirection(to: titleLayout)
        let textWidth = max(1, bounds.width - 12 - 32)
        titleLayout.width = textWidth
        let y = ((bounds.height - titleLayout.size.height) / 2).rounded()
        let textFrame = directional(Rect(x: 12, y: y, width: textWidth, height: titleLayout.size.height))
        titleLayout.draw(in: context, at: leadingOrigin(of: titleLayout, in: textFrame), color: color)
        let x = isRightToLeft ? 20 : bounds.width - 20, middle = (bounds.height / 2).rounded()
        context.strokeLine(from: Point(x: x - 4, y: middle - 2), to: Point(x: x, y: middle + 2), with: color, lineWidth: 1.5)
        context.strokeLine(from: Point(x: x, y: middle + 2), to: Point(x: x + 4, y: middle - 2), with: color, lineWidth: 1.5)
    }
}

/// Clicks and keys: a click or Space, Return, Alt+Down opens the menu; Up, Down, Home and End change the
/// choice while it is closed.
extension ComboBox {
    func handleBoxPointer(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            return true
        case .release(.left):
            if bounds.contains(Point(x: event.x, y: event.y)) { openMenu() }
            return true
        default:
            return false
        }
    }

    func handleBoxKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.keysym {
        case .space, .return, .keypadEnter:
            if !event.isRepeat { openMenu() }
        case .down where event.modifiers.contains(.alt):
            openMenu()
        case .down:
            guard !items.isEmpty else { return true }
            choose(min(items.count - 1, (selectedIndex ?? -1) + 1))
        case .up:
            guard !items.isEmpty else { return true }
            choose(max(0, (selectedIndex ?? items.count) - 1))
        case .home:
            if !items.isEmpty { choose(0) }
        case .end:
            if !items.isEmpty { choose(items.count - 1) }
        default:
            return false
        }
        return true
    }
}

extension ComboBox: AccessibleView {
    /// A combo box named by the chosen value (or its label while nothing is chosen); its action, `press`,
    /// opens the menu.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .comboBox, name: selectedItem ?? accessibilityLabel, actionName: "press",
            isEnabled: isEnabled, states: isMenuOpen ? [.expandable, .expanded] : [.expandable])
    }

    /// `press` opens the menu, as Space does.
    public func performAccessibilityAction() {
        openMenu()
    }
}
