import CurtainTestSupport
import Testing
import Curtain

/// ``ModalPresentationStyle/dialogWindow`` on weston: the controller in a toplevel of its own whose parent is the
/// presenting window, taking the keyboard and the parent's input until it is dismissed.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct DialogWindowPresentationTests {
    @Test func aDialogWindowIsAChildToplevelThatTakesTheParentsInputUntilItGoes() async throws {
        let fixture = try WindowFixture()
        let (window, frame, content) = try await fixture.showParent()
        let dialog = SolidCardController(color: Color(red: 0, green: 0, blue: 1), size: Size(width: 240, height: 120))
        dialog.title = "Settings"
        dialog.modalPresentationStyle = .dialogWindow
        var presented = false
        window.present(dialog) { presented = true }
        #expect(try await fixture.run { presented }, "the dialog window was configured")
        let dialogWindow = try #require(dialog.view.window)
        #expect(dialogWindow !== window && dialogWindow.parentWindow === window && dialogWindow.title == "Settings")
        #expect(window.isBlockedByModalDialog && window.currentPresentation == nil)
        try await fixture.settle(dialogWindow)
        let dialogFrame = try await fixture.frame(of: dialogWindow)
        #expect(dialogFrame.width == 240 && dialogFrame.height == 120, "\(dialogFrame)")
        #expect(try await fixture.run { dialogWindow.hasKeyboardFocus }, "weston focuses the dialog")
        let card = try #require(dialog.card as? RecordingView)
        card.becomeFocused()
        try await fixture.tap(.a)
        #expect(try await fixture.run { !card.keys.isEmpty }, "the dialog gets the keys")

        // A click on the parent, outside the dialog, does nothing while the dialog is up.
        let outside = Point(x: 5, y: 5)
        try await fixture.click(at: outside, in: frame)
        #expect(!content.pointerEvents.contains { if case .press = $0.kind { true } else { false } })
        #expect(content.keys.isEmpty)

        var dismissed = false
        dialog.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && !dialogWindow.isVisible && !window.isBlockedByModalDialog)
        #expect(dialog.view.window == nil)
        try await fixture.click(at: outside, in: frame)
        #expect(content.pointerEvents.contains { if case .press = $0.kind { true } else { false } }, "the parent is back")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    /// A 200×100 card presented over `window` as a dialog window, once the compositor has configured it.
    private func presentDialogWindow(over window: Window, _ fixture: WindowFixture) async throws -> (
        SolidCardController, Window
    ) {
        let dialog = SolidCardController(size: Size(width: 200, height: 100))
        dialog.modalPresentationStyle = .dialogWindow
        var presented = false
        window.present(dialog) { presented = true }
        #expect(try await fixture.run { presented })
        return (dialog, try #require(dialog.view.window))
    }

    /// A controller presented without a completion still appears once the compositor configures its window.
    @Test func aDialogWindowPresentedWithoutACompletionAppears() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let dialog = SolidCardController(size: Size(width: 200, height: 100))
        dialog.modalPresentationStyle = .dialogWindow
        window.present(dialog, completion: nil)
        #expect(try await fixture.run { dialog.isVisible }, "viewDidAppear came with the configure")
        dialog.dismiss(animated: false, completion: nil)
        #expect(!dialog.isVisible)
    }

    @Test func closingTheParentDismissesItsDialogWindowFirst() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let (dialog, dialogWindow) = try await presentDialogWindow(over: window, fixture)
        window.close()
        #expect(!dialogWindow.isVisible && dialog.view.window == nil && !dialog.isVisible)
        try await fixture.sync()
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func aDialogWindowReadsRightToLeftOverARightToLeftWindow() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        window.contentView.layoutDirection = .rightToLeft
        let (dialog, dialogWindow) = try await presentDialogWindow(over: window, fixture)
        #expect(dialog.view.effectiveLayoutDirection == .rightToLeft, "its own toplevel reads as its parent does")
        var dismissed = false
        dialog.dismiss(animated: false) { dismissed = true }
        #expect(dismissed && !dialogWindow.isVisible)
    }
}
