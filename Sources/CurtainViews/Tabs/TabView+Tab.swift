import CurtainRendering
import CurtainInput

extension TabView {
    /// One tab: its page's title, chosen by a click, or by the arrow keys, Home and End while it has the focus. Only
    /// the chosen tab is in the Tab order, so the row is one stop.
    @MainActor final class Tab: Control {
        /// Whether this tab's page shows.
        var isSelected = false {
            didSet {
                guard isSelected != oldValue else { return }
                setNeedsDisplay()
                postAccessibilityEvent(.stateChanged(.selected, isSelected))
            }
        }
        /// The tab view whose tab this is.
        unowned let owner: TabView

        /// Room around the title.
        static let insets = EdgeInsets(horizontal: 12, vertical: 6)

        init(title: String, owner: TabView) {
            self.owner = owner
            super.init(title: title, font: .body)
        }

        override var canBecomeFocused: Bool { isEnabled && isSelected }

        /// A click chooses this tab and gives it the focus, as a click on GTK's notebook tab does.
        override func activate() {
            guard let index = owner.tabs.firstIndex(where: { $0 === self }) else { return }
            owner.choose(index, focusingTab: true)
        }

        /// Left and Right (Up and Down in a column of tabs), Home and End choose a tab; Left is the next one right to
        /// left, as the row reads then.
        override func handleKey(_ event: KeyEvent) -> Bool {
            guard acceptsPlainKey(event), let index = owner.tabs.firstIndex(where: { $0 === self }) else { return false }
            let count = owner.tabs.count
            let forward: Keysym =
                owner.tabPosition.isVertical ? .down : (effectiveLayoutDirection == .rightToLeft ? .left : .right)
            let backward: Keysym =
                owner.tabPosition.isVertical ? .up : (effectiveLayoutDirection == .rightToLeft ? .right : .left)
            let target: Int
            switch event.keysym {
            case forward: target = min(index + 1, count - 1)
            case backward: target = max(index - 1, 0)
            case .home: target = 0
            case .end: target = count - 1
            default: return false
            }
            owner.choose(target, focusingTab: true)
            return true
        }

        override func sizeThatFits(_ proposal: Size) -> Size {
            let text = mnemonicTitle.naturalSize()
            return Size(
                width: text.width + Self.insets.left + Self.insets.right,
                height: text.height + Self.insets.top + Self.insets.bottom)
        }

        /// The chosen tab is filled and marked by a bar on the page's side; a focused tab has a ring.
        override func draw(in context: GraphicsContext) {
            let face = bounds.insetBy(dx: 0.5, dy: 0.5)
            context.fill(roundedRect: face, radius: 3, with: isSelected ? .white : Color(white: isHovered ? 0.9 : 0.86))
            context.stroke(roundedRect: face, radius: 3, with: Color(white: 0.75))
            if isSelected {
                let bar: Rect
                switch owner.tabPosition {
                case .top: bar = Rect(x: 2, y: bounds.height - 3, width: bounds.width - 4, height: 3)
                case .bottom: bar = Rect(x: 2, y: 0, width: bounds.width - 4, height: 3)
                case .left: bar = Rect(x: bounds.width - 3, y: 2, width: 3, height: bounds.height - 4)
                case .right: bar = Rect(x: 0, y: 2, width: 3, height: bounds.height - 4)
                }
                context.fill(bar, with: .systemBlue)
            }
            if isFocused {
                context.stroke(
                    roundedRect: bounds.insetBy(dx: 2, dy: 2), radius: 3, with: Color.systemBlue.withAlpha(0.6), lineWidth: 2)
            }
            let layout = mnemonicTitle.layout
            applyDirection(to: layout)
            let size = layout.size
            layout.draw(
                in: context, at: Point(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2),
                color: isEnabled ? .label : Color(white: 0.55))
        }
    }
}

extension TabView.Tab: AccessibleView {
    /// A page tab named by its title, `selected` while its page shows, with one action, `click`, which chooses it.
    var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .pageTab, name: label.text, actionName: "click", isEnabled: isEnabled,
            states: isSelected ? [.selectable, .selected] : [.selectable])
    }

    func performAccessibilityAction() {
        activate()
    }
}

extension TabView: AccessibleView {
    /// A page tab list, named by the chosen tab's title.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .pageTabList, name: tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].title : "")
    }
}
