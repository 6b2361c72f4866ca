import CurtainTestSupport
import Testing
import Wayland
import Curtain
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// The library on GNOME's compositor: headless mutter 43, started once for the suite, with keys through its
/// RemoteDesktop D-Bus API. Fails (never skips) when mutter or dbus-daemon is missing.
///
/// Found here: mutter gives a new toplevel keyboard focus when it maps, without an activation token, as long
/// as its seat has a keyboard (the harness creates the virtual keyboard before any client connects); a second
/// window of the same client takes the focus from the first. Any `WaylandError` (a protocol error included)
/// thrown by the loop fails the test.
@MainActor @Suite("On mutter", .serialized, MutterSuite(), .integrationTimeLimit, .mainActorTurns)
struct MutterIntegrationTests {
    @Test func applicationBindsWhatCurtainNeedsAndTheSeatHasAKeyboardAndPointer() async throws {
        let fixture = try MutterFixture()
        let connection = fixture.app.connection
        #expect(connection.subcompositor != nil && connection.viewporter != nil)
        #expect(connection.wmBase.version >= 3, "xdg_popup.reposition needs xdg_wm_base 3")
        #expect(!connection.outputs.isEmpty)
        let seat = try #require(fixture.app.inputRouter.seats.first)
        #expect(try await fixture.run { seat.capabilities.contains([.keyboard, .pointer]) }, "\(seat.capabilities)")
    }

    @Test func windowMapsSettlesAndTakesKeyboardFocusWithoutAnActivationToken() async throws {
        let fixture = try MutterFixture()
        let window = try await fixture.showWindow("mutter window", size: Size(width: 300, height: 200))
        #expect(window.size == Size(width: 300, height: 200))
        #expect(try await fixture.run { window.hasKeyboardFocus }, "mutter focuses a new window on map")
        var keys: [KeyEvent] = []
        window.addKeyInterceptor {
            keys.append($0); return true
        }
        #expect(try await fixture.tap(.a) { !keys.isEmpty })
        #expect(keys.first?.text == "a", "\(keys)")

        let second = try await fixture.showWindow("second window", size: Size(width: 200, height: 100))
        #expect(try await fixture.run { second.hasKeyboardFocus && !window.hasKeyboardFocus })
        try fixture.app.connection.display.roundtrip()
    }

    @Test("An alert maps as an xdg_popup and each transition runs on mutter's frames", arguments: TransitionStyle.allCases)
    func alertTransitionRunsToCompletionWithFrames(_ style: TransitionStyle) async throws {
        let fixture = try MutterFixture()
        let window = try await fixture.showWindow("mutter \(style)")
        let log = window.isolatedStatsLog()
        let alert = AlertController(title: "On mutter", message: "The \(style) transition.")
        alert.addAction(AlertAction(title: "OK"))
        alert.transitionStyle = style
        try await fixture.present(alert, over: window)
        let presentation = try #require(window.currentPresentation)
        let surface = try #require(presentation.compositor)
        #expect(surface.isConfigured && !surface.isDismissed, "mutter configured the popup and kept it")

        var isDismissed = false
        alert.dismiss(animated: true) { isDismissed = true }
        #expect(try await fixture.run { isDismissed }, "the \(style) dismissal did not complete")
        #expect(window.currentPresentation == nil)

        let records = log.records
        try #require(records.count == 2, "\(records.map(\.json))")
        for record in records {
            #expect(record.transition == style.rawValue)
            // Bounce leaves at once, like seed 000's removeFromSuperview; `none` never animates.
            let isInstant = style == .none || (style == .bounce && record.phase == "dismiss")
            // Animated: the first frame and at least one drawn on a frame callback (a loaded machine may give a
            // 0.2 s zoom no more than that).
            #expect(record.frames >= (isInstant ? 1 : 2), "frames drawn on mutter's callbacks: \(record.json)")
            // Every frame after the first answers a frame callback, except one: when mutter's callbacks stall
            // (headless mutter can stall for over a second while it first shows a popup), the presenter's timer
            // ends the transition half a second after its duration with a frame of its own, which the record says.
            #expect(
                record.callbacksOffered >= record.frames - (record.endedOnTimeout ? 2 : 1),
                "\(record.json), ended on the timer: \(record.endedOnTimeout)")
        }
        #expect(records.map(\.phase) == ["present", "dismiss"])
        try fixture.app.connection.display.roundtrip()
    }

    /// Issue 20 on GNOME: a confirmation stacked over a sheet (a popup of its popup) takes the keys; Escape
    /// cancels it alone, and dismissing everything unwinds topmost first without a protocol error.
    @Test func aConfirmationStacksOverASheetTakesTheKeysAndUnwinds() async throws {
        let fixture = try MutterFixture()
        let window = try await fixture.showWindow("mutter stacked")
        #expect(try await fixture.run { window.hasKeyboardFocus })
        let sheet = AlertController(title: "Edit", message: "A sheet with unsaved changes.", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Close", style: .cancel))
        try await fixture.present(sheet, over: window)
        let confirmation = AlertController(title: "Discard changes?", message: nil)
        var chosen: String?
        confirmation.addAction(AlertAction(title: "Keep", style: .cancel) { chosen = $0.title })
        var isUp = false
        sheet.present(confirmation, animated: true) { isUp = true }
        #expect(try await fixture.run { isUp }, "the stacked presentation must finish on mutter's frames")
        let presentations = window.presentationQueue.presentations
        #expect(presentations.count == 2 && presentations.allSatisfy { $0.compositor?.isConfigured == true })
        #expect(presentations.last?.parentPresentation === presentations.first)

        #expect(try await fixture.tap(.escape) { chosen != nil }, "Escape must reach the confirmation")
        #expect(chosen == "Keep")
        #expect(try await fixture.run { window.presentationQueue.presentations.count == 1 })
        #expect(window.currentPresentation?.viewController === sheet)

        let again = AlertController(title: "Discard changes?", message: nil)
        again.addAction(AlertAction(title: "Keep", style: .cancel))
        isUp = false
        sheet.present(again, animated: true) { isUp = true }
        #expect(try await fixture.run { isUp })
        var order: [String] = []
        again.whenPresentationEnds { order.append("confirmation") }
        sheet.whenPresentationEnds { order.append("sheet") }
        var isDone = false
        window.dismiss(animated: true) { isDone = true }
        #expect(try await fixture.run { isDone })
        #expect(order == ["confirmation", "sheet"])
        try fixture.app.connection.display.roundtrip()
    }

    @Test func alertPresentedFromAKeyHandlerGrabsWithThePressSerialAndMutterKeepsIt() async throws {
        let fixture = try MutterFixture()
        let window = try await fixture.showWindow("mutter grab")
        #expect(try await fixture.run { window.hasKeyboardFocus })
        var chosen: String?
        let alert = AlertController.cancelOr(
            "Empty", style: .destructive, title: "Empty Trash?",
            message: "Items in the Trash are deleted for good."
        ) { chosen = $0 }
        var isPresented = false
        let opener = window.addKeyInterceptor { event in
            guard event.keysym == .space else { return false }
            window.present(alert, animated: true) { isPresented = true }
            return true
        }
        #expect(try await fixture.tap(.space) { isPresented })
        opener.remove()
        let presentation = try #require(window.currentPresentation)
        let grab = try #require(presentation.grab, "presented from a key press: grabs")
        #expect(grab.serial == fixture.app.inputRouter.latestPressSerial(on: grab.seat), "with the press's serial")
        let surface = try #require(presentation.compositor)
        // A refused grab comes back as popup_done before mutter repaints after handling it: wait for a frame
        // callback of the window, asked for after the grab, which mutter sends only once it has painted again.
        var repainted = false
        let frames = WindowEventTap(window)
        frames.frame = { _ in repainted = true }
        window.rootView.setNeedsFullDisplay()
        #expect(try await fixture.run { repainted }, "mutter painted after the grab")
        window.removeObserver(frames)
        try fixture.app.connection.display.roundtrip()
        #expect(presentation.compositor === surface && !surface.isDismissed, "mutter kept the grabbing popup")

        // With the grab, mutter sends the keys to the popup's client; they reach the alert.
        #expect(try await fixture.tap(.enter) { chosen != nil })
        #expect(chosen == "Empty" && window.currentPresentation == nil)
        try fixture.app.connection.display.roundtrip()
    }

    /// mutter is stricter than weston: it answers a grab quoting any serial but the seat's latest press with
    /// `popup_done` at once. The modal alert then comes back on a new popup without a grab, is presented on
    /// mutter's frames, and still answers Return.
    @Test func grabWithAStaleSerialIsRefusedAndTheAlertComesBackWithoutOne() async throws {
        let fixture = try MutterFixture()
        let window = try await fixture.showWindow("mutter stale grab")
        var keys: [KeyEvent] = []
        let typing = window.addKeyInterceptor {
            keys.append($0); return true
        }
        #expect(try await fixture.tap(.a) { !keys.isEmpty })
        typing.remove()
        let seat = try #require(fixture.app.inputRouter.seats.first).proxy
        let press = try #require(fixture.app.inputRouter.latestPressSerial(on: seat))
        let log = window.isolatedStatsLog()
        let alert = AlertController(title: "Stale", message: "Quotes a serial mutter never sent.")
        var chosen: String?
        alert.addAction(AlertAction(title: "OK") { chosen = $0.title })
        var isPresented = false
        window.presentationQueue.present(alert, animated: true, grab: InputSerial(seat: seat, serial: press &+ 100)) {
            isPresented = true
        }
        let presentation = try #require(window.currentPresentation)
        let refused = try #require(presentation.compositor.map(ObjectIdentifier.init))
        #expect(try await fixture.run { isPresented }, "the alert must be presented on the re-created popup")
        #expect(presentation.compositor.map(ObjectIdentifier.init) != refused, "mutter answered the grab with popup_done")
        let record = try #require(log.records.first)
        // As for every transition: each frame after the first answers one of mutter's frame callbacks, but for a
        // last one of the presenter's timer when the callbacks stalled.
        #expect(record.frames >= 2, "shown on mutter's frames: \(record.json)")
        #expect(
            record.callbacksOffered >= record.frames - (record.endedOnTimeout ? 2 : 1),
            "\(record.json), ended on the timer: \(record.endedOnTimeout)")
        #expect(try await fixture.tap(.enter) { chosen != nil })
        #expect(chosen == "OK")
        try fixture.app.connection.display.roundtrip()
    }

    @Test("Return and Escape answer an alert", arguments: [(EvdevKey.enter, "Save"), (EvdevKey.escape, "Cancel")])
    func keyAnswersTheAlert(_ key: EvdevKey, _ expected: String) async throws {
        let fixture = try MutterFixture()
        let window = try await fixture.showWindow("mutter answer")
        #expect(try await fixture.run { window.hasKeyboardFocus })
        var chosen: String?
        let alert = AlertController.cancelOr(
            "Save", title: "Unsaved changes",
            message: "Save before closing?"
        ) { chosen = $0 }
        try await fixture.present(alert, over: window)
        #expect(try await fixture.tap(key) { chosen != nil })
        #expect(chosen == expected)
        #expect(try await fixture.run { window.currentPresentation == nil })
        try fixture.app.connection.display.roundtrip()
    }

    @Test func aDialogWindowTakesTheKeyboardFromItsParentUntilDismissed() async throws {
        let fixture = try MutterFixture()
        let window = try await fixture.showWindow("mutter parent", size: Size(width: 400, height: 300))
        #expect(try await fixture.run { window.hasKeyboardFocus })
        let (dialog, dialogWindow, keys) = try await fixture.presentDialogWindow(over: window)
        #expect(dialogWindow.size == Size(width: 240, height: 120))
        #expect(try await fixture.tap(.a) { keys.dialog > 0 })
        #expect(keys.parent == 0)
        try await fixture.dismissDialogWindow(dialog, over: window)
        window.close()
    }
}
