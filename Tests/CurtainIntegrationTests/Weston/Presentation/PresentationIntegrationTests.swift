import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// Presentations on a real weston: pixels at rest and mid-transition against the offline model,
/// modal input, tap- and drag-to-dismiss with real pointer input, the queue, and keys.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationIntegrationTests {
    let grey = RGBA(red: 200, green: 200, blue: 200)
    let red = RGBA(red: 255, green: 0, blue: 0)

    /// The grey of the parent under a dim of `alpha`.
    func dimmed(_ alpha: Double) -> RGBA {
        let value = UInt8((200 * (1 - alpha)).rounded())
        return RGBA(red: value, green: value, blue: value)
    }

    @Test func restingPresentationDimsTheParentAndCentresTheCard() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        let controller = SolidCardController(transition: ZoomTransition())
        try await fixture.present(controller, over: window)
        let shot = try await fixture.screenshot(of: window)
        // Outside the card: grey 200 under black at 0.5 (alpha byte 128).
        let corner = PixelRect(x: frame.x + 4, y: frame.y + 4, width: 60, height: 40)
        #expect(shot.isUniform(corner, color: dimmed(128.0 / 255), tolerance: 1), "\(shot.histogram(in: corner).prefix(3))")
        let card = try #require(shot.boundingBox(of: red, tolerance: 2))
        #expect(card == PixelRect(x: frame.x + 100, y: frame.y + 100, width: 200, height: 100), "\(card)")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func midTransitionPixelsMatchTheCoordinatorsValues() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        let held = HeldTransition(SlideTransition())
        held.holdsPresentation = true
        let controller = SolidCardController(transition: held)
        fixture.input.movePointer(x: 639, y: 479)
        try await fixture.sync()
        window.present(controller, animated: true, completion: nil)
        let presentation = try #require(window.currentPresentation)
        // Held by hand at 40 %: the slide stays there however late a loaded machine runs its frames.
        try #require(try await fixture.run { presentation.coordinator.isInteractive }, "the slide begins, held")
        held.interaction.update(0.4)
        try await showsHeldFrame(presentation, fixture)
        let values = presentation.coordinator.values
        #expect(values.offsetY > 0 && values.dim > 0 && values.dim < 0.4, "mid-slide: \(values)")
        let shot = try fixture.weston.screenshot()
        let corner = PixelRect(x: frame.x + 4, y: frame.y + 4, width: 40, height: 20)
        let expectedDim = dimmed(Double(DimmingBufferCache.alphaByte(values.dim)) / 255)
        #expect(
            shot.isUniform(corner, color: expectedDim, tolerance: 1), "dim \(values.dim): \(shot.histogram(in: corner).prefix(3))"
        )
        let card = try #require(shot.boundingBox(of: red, tolerance: 2))
        let top = frame.y + 100 + Int(values.offsetY.rounded())
        #expect(abs(card.y - top) <= 1 && card.x == frame.x + 100 && card.width == 200, "\(card) at offset \(values.offsetY)")
        // Clipped to the parent: nothing of the card below the window.
        #expect(card.maxY <= frame.maxY, "\(card) inside \(frame)")
        held.interaction.finish()
        #expect(try await fixture.run { presentation.coordinator.isComplete }, "the slide finishes on the frame clock")
        #expect(presentation.coordinator.isPresented)
    }

    /// Waits until the frame with the held values has reached weston: the frame callback of its commit came
    /// back, and a held transition commits nothing after it.
    func showsHeldFrame(_ presentation: PopupPresenter, _ fixture: WindowFixture) async throws {
        #expect(
            try await fixture.run {
                presentation.coordinator.isInteractive && presentation.compositor?.isWaitingForFrame == false
            },
            "the held frame is shown")
        try await fixture.sync()
    }

    @Test func aDismissalHeldByAGestureCancelsBackToRestOrFinishes() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        let held = HeldTransition(SlideTransition())
        let controller = SolidCardController(transition: held)
        fixture.input.movePointer(x: 639, y: 479)  // the cursor stays out of the screenshot
        try await fixture.present(controller, over: window)
        let presentation = try #require(window.currentPresentation)
        let atRest = presentation.coordinator.values
        held.holdsDismissal = true
        var dismissed = 0
        controller.dismiss(animated: true) { dismissed += 1 }
        try #require(try await fixture.run { presentation.coordinator.isInteractive }, "the dismissal begins, held")
        held.interaction.update(0.5)
        try await showsHeldFrame(presentation, fixture)
        let half = presentation.coordinator.values
        #expect(half.dim < atRest.dim && half.dim > 0, "half dismissed: \(half)")
        let corner = PixelRect(x: frame.x + 4, y: frame.y + 4, width: 40, height: 20)
        let shot = try fixture.weston.screenshot()
        #expect(
            shot.isUniform(corner, color: dimmed(Double(DimmingBufferCache.alphaByte(half.dim)) / 255), tolerance: 1),
            "dim \(half.dim): \(shot.histogram(in: corner).prefix(3))")

        held.interaction.cancel()
        #expect(try await fixture.run { presentation.coordinator.isComplete }, "the cancelled dismissal plays back")
        #expect(presentation.coordinator.isPresented && window.currentPresentation === presentation && dismissed == 0)
        #expect(presentation.coordinator.values == atRest)
        #expect(controller.isVisible && !controller.isBeingDismissed)

        controller.dismiss(animated: true) { dismissed += 1 }
        try #require(try await fixture.run { presentation.coordinator.isInteractive })
        held.interaction.update(0.3)
        held.interaction.finish()
        #expect(try await fixture.run { dismissed == 1 && window.currentPresentation == nil }, "the finished dismissal ends it")
    }

    @Test func clicksOnTheDimNeverReachTheParentAndTheCardGetsItsOwn() async throws {
        let fixture = try WindowFixture()
        let (window, frame, content) = try await fixture.showParent()
        let controller = SolidCardController(transition: ZoomTransition())
        try await fixture.present(controller, over: window)
        try await fixture.click(at: Point(x: 20, y: 20), in: frame)
        #expect(!content.pointerEvents.contains { if case .press = $0.kind { true } else { false } }, "\(content.pointerEvents)")
        #expect(window.currentPresentation != nil, "a modal presentation stays")
        try await fixture.click(at: Point(x: 150, y: 130), in: frame)
        let card = try #require(controller.card as? RecordingView)
        let press = try #require(card.pointerEvents.first { if case .press = $0.kind { true } else { false } })
        #expect(abs(press.x - 50) < 1 && abs(press.y - 30) < 1, "card coordinates: \(press)")
    }

    @Test func tapOnTheDimDismissesWhenEnabled() async throws {
        let fixture = try WindowFixture()
        let (window, frame, content) = try await fixture.showParent()
        let controller = SolidCardController()
        controller.modalTransition = TestTransition(ZoomTransition(), tap: true)
        try await fixture.present(controller, over: window)
        try await fixture.click(at: Point(x: 20, y: 20), in: frame)
        #expect(try await fixture.run { window.currentPresentation == nil }, "the tap dismisses")
        #expect(!content.pointerEvents.contains { if case .press = $0.kind { true } else { false } })
    }

    @Test func draggingTheCardFarDismissesAndAShortDragSnapsBack() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        let controller = SolidCardController(recordsPointer: false)
        controller.modalTransition = TestTransition(SlideTransition(), drag: true)
        try await fixture.present(controller, over: window)
        let presentation = try #require(window.currentPresentation)

        // A short drag: 12 px down, slowly, springs back.
        try await fixture.movePointer(to: Point(x: 200, y: 150), in: frame)
        try await fixture.press()
        for step in 1...4 {
            try await fixture.movePointer(to: Point(x: 200, y: 150 + Double(step * 3)), in: frame)
            try await fixture.run(for: .milliseconds(40))
        }
        #expect(abs(presentation.coordinator.values.offsetY - 12) < 1, "the card follows: \(presentation.coordinator.values)")
        try await fixture.release()
        #expect(try await fixture.run { !presentation.coordinator.isAnimatingValues })
        #expect(abs(presentation.coordinator.values.offsetY) < 0.5 && window.currentPresentation != nil)

        // A long drag: 80 px, past a third of the card's 100 px, dismisses.
        try await fixture.movePointer(to: Point(x: 200, y: 150), in: frame)
        try await fixture.press()
        for step in 1...8 {
            try await fixture.movePointer(to: Point(x: 200, y: 150 + Double(step * 10)), in: frame)
            try await fixture.run(for: .milliseconds(20))
        }
        try await fixture.release()
        #expect(try await fixture.run { window.currentPresentation == nil }, "the drag dismisses")
    }

    @Test func presentingWhilePresentedQueuesUntilTheFirstIsDismissed() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let first = SolidCardController()
        let second = SolidCardController(color: Color(red: 0, green: 0, blue: 1))
        first.modalTransition = ZoomTransition()
        second.modalTransition = ZoomTransition()
        var secondPresented = false
        try await fixture.present(first, over: window)
        window.present(second, animated: true) { secondPresented = true }
        #expect(window.presentationQueue.waiting.first === second)
        // Weston has repainted after both presents were handled: the queue had every chance to start the second.
        try await fixture.sync()
        try await fixture.sync()
        #expect(!secondPresented && window.currentPresentation?.viewController === first)
        try await fixture.dismiss(first)
        #expect(try await fixture.run { secondPresented })
        #expect(window.currentPresentation?.viewController === second)
        try await fixture.dismiss(second)
        #expect(window.currentPresentation == nil)
    }

    @Test func alertAnswersEscapeThroughTheWindowsKeys() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let log = window.isolatedStatsLog()
        try await fixture.waitForKeyboardFocus(window)
        var chosen: String?
        let alert = AlertController.cancelOr(
            "Quit", style: .destructive, title: "Quit?",
            message: "Unsaved changes will be lost."
        ) { chosen = $0 }
        try await fixture.present(alert, over: window)
        try await fixture.tap(.escape)
        #expect(try await fixture.run { chosen != nil })
        #expect(chosen == "Cancel" && window.currentPresentation == nil)
        let stats = try #require(log.records.last)
        #expect(stats.transition == "zoom" && stats.phase == "dismiss")
    }

    @Test func parentResizeMovesThePopupAndRelaysTheCard() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let controller = SolidCardController(transition: ZoomTransition())
        try await fixture.present(controller, over: window)
        let presentation = try #require(window.currentPresentation)
        presentation.coordinator.containerSize = Size(width: 1, height: 1)
        presentation.parentDidResize()
        #expect(try await fixture.run { presentation.card.cardFrame == Rect(x: 100, y: 100, width: 200, height: 100) })
        #expect(presentation.compositor?.geometry == SurfaceRect(width: 400, height: 300))
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    /// Issue 20: a confirmation presented over a presented sheet stacks on it (a popup of its popup, its dim
    /// over the sheet), takes the keys, and goes alone; dismissing everything unwinds topmost first.
    @Test func aConfirmationStacksOverAPresentedSheetAndDismissalUnwindsInOrder() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        // A sheet large enough to show around the alert's card.
        let sheet = SolidCardController(size: Size(width: 360, height: 260), transition: ZoomTransition())
        try await fixture.present(sheet, over: window)
        func confirm() async throws -> AlertController {
            let confirmation = AlertController(title: "Discard changes?", message: nil)
            confirmation.addAction(AlertAction(title: "Keep", style: .cancel))
            confirmation.addAction(AlertAction(title: "Discard", style: .destructive))
            var isUp = false
            sheet.present(confirmation, animated: true) { isUp = true }
            #expect(try await fixture.run { isUp }, "the confirmation never came to rest")
            #expect(confirmation.presentingViewController === sheet && sheet.presentedViewController === confirmation)
            return confirmation
        }
        let confirmation = try await confirm()
        #expect(window.presentationQueue.presentations.map(\.viewController).elementsEqual([sheet, confirmation], by: ===))
        #expect(window.presentationQueue.presentations.last?.parentPresentation === window.currentPresentation)
        #expect(try await fixture.popupCount() == 2)
        // The confirmation's dim darkens the sheet: no pure red is left, only red under a dim.
        let stacked = try await fixture.screenshot(of: window)
        let sheetArea = PixelRect(x: frame.x + 20, y: frame.y + 20, width: 360, height: 260)
        #expect(stacked.count(of: red, tolerance: 2, in: sheetArea) == 0, "\(stacked.histogram(in: sheetArea).prefix(3))")
        var dimmedRed = 0
        for y in sheetArea.y..<sheetArea.maxY {
            for x in sheetArea.x..<sheetArea.maxX {
                let pixel = stacked.pixel(x: x, y: y)
                if (40...220).contains(pixel.red), pixel.green < 8, pixel.blue < 8 { dimmedRed += 1 }
            }
        }
        #expect(dimmedRed > 5_000, "the sheet shows under the confirmation's dim: \(stacked.histogram(in: sheetArea).prefix(3))")

        // Escape reaches the topmost: the confirmation's cancel action; the sheet stays.
        fixture.input.key(EvdevKey.escape.rawValue, state: .pressed)
        fixture.input.key(EvdevKey.escape.rawValue, state: .released)
        #expect(try await fixture.run { window.presentationQueue.presentations.count == 1 }, "Escape left the confirmation up")
        #expect(window.currentPresentation?.viewController === sheet && sheet.presentedViewController == nil)
        try await fixture.expectCard(of: red, at: Rect(x: 20, y: 20, width: 360, height: 260), in: window)

        // Dismissing everything: the confirmation goes first, then the sheet.
        let again = try await confirm()
        var order: [String] = []
        again.whenPresentationEnds { order.append("confirmation") }
        sheet.whenPresentationEnds { order.append("sheet") }
        var isDone = false
        window.dismiss(animated: true) { isDone = true }
        #expect(try await fixture.run { isDone }, "the dismissals never completed")
        #expect(order == ["confirmation", "sheet"])
        #expect(window.currentPresentation == nil)
        #expect(try await fixture.popupCount() == 0)
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    /// Stacking waits for the controller below to come to rest; dismissing the presenter dismisses what it
    /// presented.
    @Test func aStackedPresentationWaitsForItsPresenterAndGoesWithIt() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let first = SolidCardController(transition: ZoomTransition())
        let second = SolidCardController(color: Color(red: 0, green: 0, blue: 1))
        window.present(first, animated: true, completion: nil)
        var secondPresented = false
        first.present(second, animated: true) { secondPresented = true }
        #expect(window.presentationQueue.waiting.first === second, "waits while the first is on its way in")
        #expect(try await fixture.run { secondPresented }, "presented once the first was at rest")
        #expect(window.presentationQueue.presentations.count == 2)
        // Dismissing the presenter dismisses what it presented, as in UIKit.
        try await fixture.dismiss(first)
        #expect(window.presentationQueue.presentations.map(\.viewController).elementsEqual([first], by: ===))
        try await fixture.dismiss(first)
        #expect(window.currentPresentation == nil)
        #expect(try await fixture.popupCount() == 0)
    }

    /// Issue 20: a popover hangs below its source view, centred on it, draws there without a dim, and goes on
    /// Escape.
    @Test func aPopoverHangsBelowItsSourceViewUndimmedAndEscapeDismissesIt() async throws {
        let fixture = try WindowFixture()
        let (window, frame, content) = try await fixture.showParent()
        let source = View(frame: Rect(x: 50, y: 40, width: 80, height: 30))
        content.addSubview(source)
        let details = SolidCardController(color: Color(red: 0, green: 0, blue: 1), size: Size(width: 160, height: 100))
        details.modalPresentationStyle = .popover
        details.popoverPresentationController?.sourceView = source
        try await fixture.present(details, over: window)
        let presentation = try #require(window.currentPresentation)
        #expect(presentation.compositor?.geometry == SurfaceRect(x: 10, y: 70, width: 160, height: 100))
        #expect(details.popoverPresentationController?.isAboveSource == false)
        let shot = try await fixture.screenshot(of: window)
        let card = try #require(shot.boundingBox(of: RGBA(red: 0, green: 0, blue: 255), tolerance: 2))
        #expect(card == PixelRect(x: frame.x + 10, y: frame.y + 70, width: 160, height: 100), "\(card)")
        let corner = PixelRect(x: frame.maxX - 40, y: frame.maxY - 40, width: 30, height: 30)
        #expect(shot.isUniform(corner, color: grey, tolerance: 1), "nothing dimmed: \(shot.histogram(in: corner).prefix(2))")

        fixture.input.key(EvdevKey.escape.rawValue, state: .pressed)
        fixture.input.key(EvdevKey.escape.rawValue, state: .released)
        #expect(try await fixture.run { window.currentPresentation == nil }, "Escape left the popover up")
        #expect(try await fixture.popupCount() == 0)
    }

    /// Issue 20: a presented controller reaches its presentation controller, and its `viewWillAppear` and
    /// `viewWillDisappear` reach the transition coordinator and animate alongside, as in UIKit.
    @Test func aControllerAnimatesAlongsideFromViewWillAppearAndKnowsItsPresentationController() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let card = AlongsideCardController()
        #expect(card.presentationController == nil && card.transitionCoordinator == nil, "not presented yet")
        try await fixture.present(card, over: window)
        #expect(card.events == ["willAppear: coordinator", "alongside", "alongside done"])
        #expect(card.presentationController === window.currentPresentation?.coordinator.presentationController)
        #expect(card.transitionCoordinator == nil, "no transition runs at rest")
        try await fixture.dismiss(card)
        #expect(card.events.suffix(3) == ["willDisappear: coordinator", "alongside", "alongside done"])
        #expect(card.presentationController == nil)
    }

    /// Issue 20: an action sheet asked to be a popover is one over a wide window, below its source as on an
    /// iPad, and rests on the bottom edge of a narrow window, as on an iPhone.
    @Test func anActionSheetIsAPopoverOnAWideWindowAndASheetOnANarrowOne() async throws {
        let fixture = try WindowFixture(.init(width: 1000, height: 600))
        func sheet(from source: View) -> AlertController {
            let share = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
            share.addAction(AlertAction(title: "Copy Link"))
            share.addAction(AlertAction(title: "Cancel", style: .cancel))
            share.modalPresentationStyle = .popover
            share.popoverPresentationController?.sourceView = source
            return share
        }
        func showWindow(_ title: String, width: Double) async throws -> (Window, View) {
            let window = Window(
                application: fixture.app, title: title, appID: "org.curtain.tests", size: Size(width: width, height: 400))
            let source = View(frame: Rect(x: width / 2 - 50, y: 40, width: 100, height: 30))
            window.contentView.addSubview(source)
            _ = try await fixture.show(window)
            return (window, source)
        }

        let (wide, wideSource) = try await showWindow("wide", width: 700)
        let popover = sheet(from: wideSource)
        try await fixture.present(popover, over: wide)
        let placed = try #require(wide.currentPresentation?.compositor?.geometry)
        #expect(placed.width == Int32(AlertController.popoverWidth) && placed.x == 350 - placed.width / 2 && placed.y == 70)
        #expect(wide.currentPresentation?.coordinator.presentationController is PopoverPresentationController)
        try await fixture.dismiss(popover)
        wide.close()

        let (narrow, narrowSource) = try await showWindow("narrow", width: 400)
        let bottom = sheet(from: narrowSource)
        try await fixture.present(bottom, over: narrow)
        #expect(narrow.currentPresentation?.compositor?.geometry == SurfaceRect(width: 400, height: 400), "covers the window")
        #expect(!(narrow.currentPresentation?.coordinator.presentationController is PopoverPresentationController))
        try await fixture.dismiss(bottom)
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test func scaleTwoParentGetsADoubleDensityCard() async throws {
        let fixture = try WindowFixture(.init(width: 640, height: 480, scale: 2))
        let (window, frame, _) = try await fixture.showParent()
        let controller = SolidCardController(transition: ZoomTransition())
        try await fixture.present(controller, over: window)
        let presentation = try #require(window.currentPresentation)
        #expect(presentation.card.scale == 2 && presentation.card.current?.width == 400)
        let shot = try await fixture.screenshot(of: window)
        let card = try #require(shot.boundingBox(of: red, tolerance: 2))
        #expect(card == PixelRect(x: 2 * (frame.x + 100), y: 2 * (frame.y + 100), width: 400, height: 200), "\(card)")
    }
}

/// A card that animates the dim alongside each of its transitions from `viewWillAppear` and `viewWillDisappear`.
@MainActor private final class AlongsideCardController: ViewController {
    var events: [String] = []

    override init() {
        super.init()
        preferredContentSize = Size(width: 200, height: 100)
        modalTransition = ZoomTransition()
    }

    override func viewWillAppear(_ animated: Bool) {
        record("willAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        record("willDisappear")
    }

    private func record(_ event: String) {
        guard let coordinator = transitionCoordinator else { return events.append("\(event): none") }
        events.append("\(event): coordinator")
        coordinator.animate(
            alongside: { [unowned self] _ in events.append("alongside") },
            completion: { [unowned self] _ in events.append("alongside done") })
    }
}
