import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

@Suite("TabView")
@MainActor
struct TabViewTests {
    /// A root holding a tab view of three pages, each a check box.
    @MainActor private final class Fixture {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let tabs = TabView()
        let boxes = ["A", "B", "C"].map { CheckBox(title: $0) }
        var chosen: [Int] = []

        init() {
            for (title, box) in zip(["One", "Two", "Three"], boxes) { tabs.addTab(title, box) }
            tabs.frame = root.bounds
            tabs.onSelect = { [unowned self] in chosen.append($0) }
            root.addSubview(tabs)
            tabs.layoutSubviews()
        }

        @discardableResult
        func key(_ keysym: Keysym, modifiers: KeyModifiers = []) -> Bool {
            root.handleKeyEvent(KeyEvent(keysym: keysym, text: nil, modifiers: modifiers, isRepeat: false))
        }

        func click(_ point: Point) {
            root.handlePointerEvent(PointerEvent(kind: .press(.left), x: point.x, y: point.y))
            root.handlePointerEvent(PointerEvent(kind: .release(.left), x: point.x, y: point.y))
        }
    }

    @Test("only the chosen page shows; the tab view measures to its largest page and the row of tabs")
    func pages() {
        let f = Fixture()
        #expect(f.tabs.pages.map(\.isHidden) == [false, true, true])
        #expect(f.tabs.title(at: 1) == "Two")
        f.tabs.selectedIndex = 2
        #expect(f.tabs.pages.map(\.isHidden) == [true, true, false])
        #expect(f.chosen.isEmpty, "setting selectedIndex is the program's, not the user's")
        f.tabs.selectedIndex = 9
        #expect(f.tabs.selectedIndex == 2)
        let size = f.tabs.sizeThatFits(.unbounded)
        #expect(size.height > f.boxes[0].sizeThatFits(.unbounded).height)
    }

    @Test("Ctrl+Page Down and Ctrl+Page Up choose the next and previous tab from inside a page, stopping at the ends")
    func controlPageKeys() {
        let f = Fixture()
        #expect(f.boxes[0].becomeFocused())
        #expect(f.key(.pageDown, modifiers: .control))
        #expect(f.tabs.selectedIndex == 1 && f.chosen == [1])
        #expect(f.boxes[1].isFocused, "the focus moves into the page shown")
        f.key(.pageDown, modifiers: .control)
        f.key(.pageDown, modifiers: .control)
        #expect(f.tabs.selectedIndex == 2 && f.chosen == [1, 2])
        f.key(.pageUp, modifiers: .control)
        #expect(f.tabs.selectedIndex == 1 && f.chosen == [1, 2, 1])
        #expect(!f.key(.pageDown), "a plain Page Down is not the tab view's")
    }

    @Test("the chosen tab is the one Tab stop of the row; arrows, Home and End on it choose a tab")
    func tabKeys() {
        let f = Fixture()
        let chain = FocusChain(root: f.root).views
        #expect(chain.count == 2, "the chosen tab and the shown page's box: \(chain)")
        #expect(chain.first?.becomeFocused() == true)
        f.key(.right)
        #expect(f.tabs.selectedIndex == 1)
        f.key(.end)
        #expect(f.tabs.selectedIndex == 2)
        f.key(.home)
        #expect(f.tabs.selectedIndex == 0)
        f.key(.left)
        #expect(f.tabs.selectedIndex == 0 && f.chosen == [1, 2, 0])
    }

    @Test("a click on a tab chooses it")
    func click() {
        let f = Fixture()
        let first = FocusChain(root: f.root).views.first.map(\.frame) ?? .zero
        // The tabs lie in a row from the left: the second starts just after the first.
        f.click(Point(x: first.maxX + 6, y: first.midY))
        #expect(f.tabs.selectedIndex == 1 && f.chosen == [1])
    }

    @Test("replacePage puts a page under the same tab")
    func replace() {
        let f = Fixture()
        let late = CheckBox(title: "Late")
        f.tabs.replacePage(at: 1, with: late)
        #expect(f.tabs.pages[1] === late && late.isHidden)
        f.tabs.selectedIndex = 1
        #expect(!late.isHidden)
    }
}
