import Testing
@testable import CurtainInput
@testable import CurtainViews

/// A combo box without a compositor: its choice, the keys that change it while closed, and what screen
/// readers are told.
@MainActor @Suite("Combo box")
struct ComboBoxTests {
    @Test("Up and Down change the choice while the menu is closed, stopping at the ends; Home and End jump")
    func arrowsChangeTheChoice() {
        let box = ComboBox(items: ["Small", "Medium", "Large"], selectedIndex: 1)
        var reported: [Int?] = []
        box.onChange = { reported.append($0) }
        #expect(box.handleKey(KeyEvent(keysym: .down)))
        #expect(box.selectedItem == "Large")
        #expect(box.handleKey(KeyEvent(keysym: .down)))
        #expect(box.selectedIndex == 2)
        #expect(box.handleKey(KeyEvent(keysym: .home)))
        #expect(box.selectedIndex == 0)
        #expect(box.handleKey(KeyEvent(keysym: .up)))
        #expect(box.selectedIndex == 0)
        #expect(box.handleKey(KeyEvent(keysym: .end)))
        #expect(reported == [2, 0, 2])
        box.selectedIndex = 1
        #expect(reported == [2, 0, 2], "a choice made in code is not reported, as on every control")
    }

    @Test("with nothing chosen Down picks the first item and the placeholder shows until then")
    func nothingChosen() {
        let box = ComboBox(items: ["a", "b"], placeholder: "Pick one")
        #expect(box.selectedItem == nil)
        #expect(box.handleKey(KeyEvent(keysym: .down)))
        #expect(box.selectedIndex == 0)
    }

    @Test("a choice out of range is no choice, and shrinking the items drops it")
    func outOfRange() {
        let box = ComboBox(items: ["a"], selectedIndex: 3)
        #expect(box.selectedIndex == nil)
        box.items = ["a", "b", "c"]
        box.selectedIndex = 2
        box.items = ["a"]
        #expect(box.selectedIndex == nil)
    }

    @Test("screen readers see a combo box named by the chosen value")
    func accessibleName() {
        let box = ComboBox(items: ["Red", "Green"], selectedIndex: 1)
        box.accessibilityLabel = "Colour"
        #expect(box.accessibilityElement.role == .comboBox)
        #expect(box.accessibilityElement.name == "Green")
        box.selectedIndex = nil
        #expect(box.accessibilityElement.name == "Colour")
    }

    @Test("a disabled box ignores keys and cannot take focus; outside a window the menu cannot open")
    func disabled() {
        let box = ComboBox(items: ["a", "b"], selectedIndex: 0)
        #expect(!box.openMenu())
        box.isEnabled = false
        #expect(!box.canBecomeFocused)
        #expect(!box.handleKey(KeyEvent(keysym: .down)))
        #expect(box.selectedIndex == 0)
    }

    @Test("the box is wide enough for its longest choice")
    func fitsTheLongestChoice() {
        let short = ComboBox(items: ["a"]).intrinsicContentSize.width
        let long = ComboBox(items: ["a", "a much longer choice than that"]).intrinsicContentSize.width
        #expect(long > short + 100)
    }
}
