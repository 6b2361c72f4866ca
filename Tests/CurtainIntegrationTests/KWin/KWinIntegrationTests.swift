import CurtainDiagnostics
import CurtainTestSupport
import Glibc
import Testing
import Wayland
import Curtain
@testable import CurtainPresentation

/// Curtain on KDE's KWin 5.27 (virtual output, fake-input keys): the globals it binds, a window, an alert over it
/// as an `xdg_popup` with every transition, a grab from a key press, and answers by key. One KWin serves the suite.
@MainActor @Suite("On KWin", .serialized, .kwin(), .integrationTimeLimit, .mainActorTurns)
struct KWinIntegrationTests {
    @Test func applicationBindsWhatCurtainNeeds() throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let connection = fixture.app.connection
        #expect(connection.subcompositor != nil && connection.viewporter != nil)
        #expect(connection.fractionalScaleManager != nil, "KWin offers wp_fractional_scale_v1")
        #expect(connection.wmBase.version >= 3, "KWin offers xdg_wm_base 4, so xdg_popup.reposition is there")
        #expect(!connection.outputs.isEmpty && !connection.seats.isEmpty)
    }

    @Test func windowMapsSettlesAndTakesTheKeyboard() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let window = Window(
            application: fixture.app, title: "KWin window", appID: "org.curtain.tests",
            size: Size(width: 320, height: 200))
        var typed: [Keysym] = []
        window.addKeyInterceptor { event in
            typed.append(event.keysym)
            return true
        }
        try await fixture.show(window)
        #expect(window.size == Size(width: 320, height: 200), "KWin keeps a floating window at its size")
        try await fixture.tap(.a)
        #expect(try await fixture.run { typed == [.a] }, "\(typed)")
        window.close()
    }

    /// A 400x300 window shown, settled and focused, with its presentations logging stats of their own.
    private func showParent(_ fixture: KWinFixture) async throws -> (Window, TransitionStatsLog) {
        let window = Window(
            application: fixture.app, title: "KWin parent", appID: "org.curtain.tests",
            size: Size(width: 400, height: 300))
        window.backgroundColor = Color(white: 200.0 / 255)
        let log = window.isolatedStatsLog()
        try await fixture.show(window)
        return (window, log)
    }

    private func makeAlert(answer: @escaping (String) -> Void) -> AlertController {
        AlertController.cancelOr("OK", title: "On KWin", message: "A popup over its parent.", onChoice: answer)
    }

    @Test(arguments: TransitionStyle.allCases)
    func alertMapsAsAPopupAndEachTransitionRunsOnFrames(style: TransitionStyle) async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let (window, log) = try await showParent(fixture)
        let alert = makeAlert { _ in }
        alert.transitionStyle = style
        var presented = false
        var took: [String: Duration] = [:]
        var started = ContinuousClock.now
        window.present(alert, animated: true) { presented = true }
        #expect(try await fixture.run { presented }, "the \(style) presentation must complete on KWin's frame callbacks")
        took["present"] = ContinuousClock.now - started
        let presentation = try #require(window.currentPresentation)
        let surface = try #require(presentation.compositor)
        #expect(surface.isConfigured && !surface.isDismissed && surface.usesViewports)
        #expect(surface.geometry.width == 400 && surface.geometry.height == 300, "the popup covers the parent")

        var dismissed = false
        started = ContinuousClock.now
        alert.dismiss(animated: true) { dismissed = true }
        #expect(try await fixture.run { dismissed }, "the \(style) dismissal must complete")
        took["dismiss"] = ContinuousClock.now - started
        let records = log.records
        try #require(records.count == 2, "\(records.map(\.json))")
        for record in records {
            #expect(record.transition == style.rawValue, "\(record.json)")
            // No motion, and seed 000's dismissal (its hide removes the card at once), is one frame.
            let isInstant = style == .none || (style == .bounce && record.phase == "dismiss")
            // Animated: the first frame and at least one drawn on a frame callback (a loaded machine may give
            // a 0.2 s zoom no more than that).
            let minimum = isInstant ? 1 : 2
            #expect(record.frames >= minimum, "frames drawn on KWin's callbacks: \(record.json)")
            // Every frame after the first answers a frame callback, except one: when KWin's callbacks stall (a
            // loaded machine), the presenter's timer ends the transition half a second after its duration with a
            // frame of its own. Only a transition that lasted half a second may have it.
            let timerMayHaveEnded = (took[record.phase] ?? .zero) >= .milliseconds(500)
            #expect(
                record.callbacksOffered >= record.frames - (timerMayHaveEnded ? 2 : 1),
                "\(record.json), in \(took[record.phase] ?? .zero)")
        }
        #expect(records.map(\.phase) == ["present", "dismiss"])
        window.close()
    }

    @Test func alertPresentedFromAKeyPressGrabsWithThatPressAndKWinKeepsIt() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let (window, _) = try await showParent(fixture)
        var chosen: String?
        let alert = makeAlert { chosen = $0 }
        alert.transitionStyle = .zoom
        var presented = false
        let opener = window.addKeyInterceptor { event in
            guard event.keysym == .a else { return false }
            window.present(alert, animated: true) { presented = true }
            return true
        }
        try await fixture.tap(.a)
        #expect(try await fixture.run { presented })
        opener.remove()
        let presentation = try #require(window.currentPresentation)
        let grab = try #require(presentation.grab, "presented from a key handler: grabs")
        #expect(grab.serial == fixture.app.inputRouter.latestPressSerial(on: grab.seat), "with KWin's press serial")
        let surface = try #require(presentation.compositor)
        // KWin answers a grab it refuses with popup_done at once: give it round trips to say so.
        for _ in 0..<3 { try await fixture.sync() }
        #expect(presentation.compositor === surface && !surface.isDismissed, "KWin kept the grabbing popup")

        // The grabbing popup has KWin's keyboard focus now; Return still answers.
        try await fixture.tap(.enter)
        #expect(try await fixture.run { chosen != nil })
        #expect(chosen == "OK" && window.currentPresentation == nil)
        window.close()
    }

    /// Issue 20 on KDE, with grabs all the way: a sheet presented from a key press grabs, the confirmation it
    /// presents from the next key press grabs over it (a grabbing popup of a grabbing popup), KWin keeps both,
    /// Escape cancels the confirmation alone, and dismissing everything unwinds topmost first.
    @Test func aConfirmationPresentedFromAKeyGrabsOverAGrabbingSheet() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let (window, _) = try await showParent(fixture)
        var chosen: String?
        let confirmation = makeAlert { chosen = $0 }
        let sheet = KeyPresentingSheet(presenting: confirmation)
        var isSheetUp = false
        let opener = window.addKeyInterceptor { event in
            guard event.keysym == .a else { return false }
            window.present(sheet, animated: true) { isSheetUp = true }
            return true
        }
        try await fixture.tap(.a)
        #expect(try await fixture.run { isSheetUp })
        opener.remove()
        try await fixture.tap(.space)
        #expect(try await fixture.run { sheet.isConfirmationUp }, "Space, through the sheet, presents the confirmation")
        let presentations = window.presentationQueue.presentations
        try #require(presentations.count == 2)
        #expect(presentations.allSatisfy { $0.grab != nil && $0.compositor?.role.hasGrab == true }, "both grab")
        for _ in 0..<3 { try await fixture.sync() }
        #expect(presentations.allSatisfy { $0.compositor?.isDismissed == false }, "KWin kept both grabbing popups")

        try await fixture.tap(.escape)
        #expect(try await fixture.run { chosen != nil })
        #expect(chosen == "Cancel")
        #expect(try await fixture.run { window.presentationQueue.presentations.count == 1 })
        #expect(window.currentPresentation?.viewController === sheet)

        var isDone = false
        window.dismiss(animated: true) { isDone = true }
        #expect(try await fixture.run { isDone })
        #expect(window.currentPresentation == nil)
        window.close()
    }

    @Test(arguments: [(EvdevKey.enter, "OK"), (EvdevKey.escape, "Cancel")])
    func keysAnswerTheAlert(key: EvdevKey, expected: String) async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let (window, _) = try await showParent(fixture)
        var chosen: String?
        let alert = makeAlert { chosen = $0 }
        alert.transitionStyle = .none
        var presented = false
        window.present(alert, animated: false) { presented = true }
        #expect(try await fixture.run { presented })
        try await fixture.tap(key)
        #expect(try await fixture.run { chosen != nil })
        #expect(chosen == expected)
        window.close()
    }

    @Test func aDialogWindowTakesTheKeyboardFromItsParentUntilDismissed() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let (window, _) = try await showParent(fixture)
        let (dialog, dialogWindow, keys) = try await fixture.presentDialogWindow(over: window)
        #expect(dialogWindow.size == Size(width: 240, height: 120))
        try await fixture.tap(.a)
        #expect(try await fixture.run { keys.dialog > 0 })
        #expect(keys.parent == 0)
        try await fixture.dismissDialogWindow(dialog, over: window)
        window.close()
    }
}

/// A white card that presents its confirmation when Space is pressed while it is up.
@MainActor private final class KeyPresentingSheet: ViewController {
    let confirmation: ViewController
    private(set) var isConfirmationUp = false

    init(presenting confirmation: ViewController) {
        self.confirmation = confirmation
        super.init()
        preferredContentSize = Size(width: 360, height: 260)
        modalTransition = ZoomTransition()
    }

    override func loadView() {
        view = View()
        view.backgroundColor = .white
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.keysym == .space else { return false }
        present(confirmation, animated: true) { [unowned self] in isConfirmationUp = true }
        return true
    }
}
