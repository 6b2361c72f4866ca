import Testing

@testable import CurtainPresentation
@testable import CurtainViews

/// The story of one test: what the driver was asked and what the controller heard, in order.
@MainActor private final class Journal {
    var entries: [String] = []
    func note(_ entry: String) { entries.append(entry) }
    /// Returns the entries since the last call, and forgets them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A controller that notes its appearance callbacks.
@MainActor private class JournalingController: ViewController {
    let journal: Journal
    init(journal: Journal) {
        self.journal = journal
        super.init()
    }
    override func viewWillAppear(_ animated: Bool) { journal.note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.note("didDisappear") }
}

/// A controller with a cancel path, as an alert has: cancelling dismisses it, animated.
@MainActor private final class CancellingController: JournalingController, PresentationCancelling {
    var declinesToCancel = false
    func cancelPresentation() {
        journal.note("cancel")
        if !declinesToCancel { dismiss(animated: true) }
    }
}

/// Stands in for the surfaces: notes each request, and ends transitions the way the coordinator does. An animated
/// one ends when the test says; one without animation ends at once; a dismissal reverses a running presentation,
/// whose completion then reports `false`; a card on its way out cannot be dismissed again.
@MainActor private final class JournalingDriver: PresentationLifecycle.Driver {
    let journal: Journal
    var drawsCardBeforeConfigure = false
    var isCardPresented = false
    private var running: (transition: PresentationLifecycle.Transition, ended: @MainActor (Bool) -> Void)?

    init(journal: Journal) { self.journal = journal }

    var isTransitionRunning: Bool { running != nil }
    var runningTransition: PresentationLifecycle.Transition? { running?.transition }

    func drawCardBeforeConfigure() { journal.note("drawCard") }
    func makeSurfaces() { journal.note("makeSurfaces") }
    func showCard() { journal.note("showCard") }
    func refreshCard() { journal.note("refreshCard") }
    func prepareTransition() { journal.note("prepare") }
    func cancelGestures() { journal.note("cancelGestures") }
    func remakeSurfaces() { journal.note("remakeSurfaces") }
    func tearDownSurfaces() { journal.note("tearDown") }

    func run(_ transition: PresentationLifecycle.Transition, animated: Bool, ended: @escaping @MainActor (Bool) -> Void) {
        journal.note("run \(transition)\(animated ? "" : " instantly")")
        if transition == .dismiss, running?.transition == .dismiss {
            ended(false)  // as the coordinator: a card on its way out cannot be dismissed again
            return
        }
        let reversed = running
        running = (transition, ended)
        reversed?.ended(false)
        if !animated { end(completed: true) }
    }

    func finishTransition() {
        journal.note("finish")
        end(completed: true)
    }

    /// Ends the running transition: completed, or cancelled by a gesture.
    func end(completed: Bool) {
        guard let (transition, ended) = running else { return }
        running = nil
        isCardPresented = (transition == .present) == completed
        ended(completed)
    }
}

/// One presentation's machine, its driver and its controller, sharing one journal.
@MainActor private final class Fixture {
    let journal = Journal()
    /// The completions run so far, by name.
    let completions = Journal()
    let driver: JournalingDriver
    let controller: JournalingController
    let lifecycle: PresentationLifecycle

    init(controller makeController: (Journal) -> JournalingController = { JournalingController(journal: $0) }) {
        driver = JournalingDriver(journal: journal)
        controller = makeController(journal)
        lifecycle = PresentationLifecycle(viewController: controller)
        lifecycle.driver = driver
        lifecycle.onDismissed = { [completions] in completions.note("onDismissed") }
        // As the presentation queue does: the controller's `dismiss` reaches its presentation.
        controller.dismissHandler = { [lifecycle] animated, done in lifecycle.dismiss(animated: animated, completion: done) }
    }

    func completion(_ name: String) -> @MainActor () -> Void {
        { [completions] in completions.note(name) }
    }

    /// Presents and configures: the presentation transition is running.
    func presentAndConfigure() {
        lifecycle.present(animated: true, completion: completion("presented"))
        lifecycle.surfacesDidConfigure()
        _ = journal.take()
    }

    /// Presents and lets the presentation complete: at rest on screen.
    func presentToRest() {
        presentAndConfigure()
        driver.end(completed: true)
        _ = journal.take()
        _ = completions.take()
    }
}

@MainActor @Suite struct PresentationLifecycleTests {
    @Test func presentingMakesTheSurfacesAndBeginsOnTheirFirstConfigure() {
        let fixture = Fixture()
        fixture.lifecycle.present(animated: true, completion: fixture.completion("presented"))
        #expect(fixture.journal.take() == ["makeSurfaces"])
        #expect(fixture.lifecycle.phase == .awaitingConfigure(animated: true))

        fixture.lifecycle.surfacesDidConfigure()
        #expect(fixture.journal.take() == ["prepare", "willAppear", "showCard", "run present"])
        #expect(fixture.lifecycle.phase == .shown)
        #expect(fixture.completions.take().isEmpty)

        fixture.driver.end(completed: true)
        #expect(fixture.journal.take() == ["didAppear"])
        #expect(fixture.completions.take() == ["presented"])
    }

    @Test func aLaterConfigureShowsTheCardAgainWithoutAnotherTransition() {
        let fixture = Fixture()
        fixture.presentToRest()
        fixture.lifecycle.surfacesDidConfigure()
        #expect(fixture.journal.take() == ["refreshCard"])
        #expect(fixture.lifecycle.phase == .shown)
    }

    @Test func aCardInTheWindowIsDrawnBeforeTheConfigureAndAppearsOnce() {
        let fixture = Fixture()
        fixture.driver.drawsCardBeforeConfigure = true
        fixture.lifecycle.present(animated: false, completion: fixture.completion("presented"))
        #expect(fixture.journal.take() == ["prepare", "willAppear", "drawCard", "makeSurfaces"])

        fixture.lifecycle.surfacesDidConfigure()
        #expect(fixture.journal.take() == ["showCard", "run present instantly", "didAppear"])
        #expect(fixture.completions.take() == ["presented"])
    }

    @Test func presentingAgainOnlyRunsTheCompletion() {
        let fixture = Fixture()
        fixture.presentToRest()
        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("dismissed"))
        _ = fixture.journal.take()

        fixture.lifecycle.present(animated: true, completion: fixture.completion("presentedAgain"))
        #expect(fixture.journal.take().isEmpty)
        #expect(fixture.completions.take() == ["presentedAgain"])

        fixture.driver.end(completed: true)
        #expect(fixture.journal.take() == ["tearDown", "didDisappear"])
        #expect(fixture.completions.take() == ["dismissed", "onDismissed"])
    }

    @Test func dismissingBeforeTheFirstConfigureEndsAtOnceWithoutAppearing() {
        let fixture = Fixture()
        fixture.lifecycle.present(animated: true, completion: fixture.completion("presented"))
        _ = fixture.journal.take()

        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("dismissed"))
        #expect(fixture.journal.take() == ["tearDown"])
        #expect(fixture.completions.take() == ["dismissed", "onDismissed"])
        #expect(fixture.lifecycle.phase == .tornDown)

        // The configure that was on its way changes nothing.
        fixture.lifecycle.surfacesDidConfigure()
        #expect(fixture.journal.take().isEmpty)
        #expect(fixture.completions.take().isEmpty)
    }

    @Test func dismissingDuringThePresentationReversesItAndDropsItsCompletion() {
        let fixture = Fixture()
        fixture.presentAndConfigure()

        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("dismissed"))
        #expect(fixture.journal.take() == ["prepare", "willDisappear", "run dismiss"])
        #expect(fixture.completions.take().isEmpty)

        fixture.driver.end(completed: true)
        #expect(fixture.journal.take() == ["tearDown", "didDisappear"])
        #expect(fixture.completions.take() == ["dismissed", "onDismissed"])
    }

    @Test func dismissingDuringTheDismissalEndsWithIt() {
        let fixture = Fixture()
        fixture.presentToRest()
        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("first"))
        _ = fixture.journal.take()

        fixture.lifecycle.dismiss(animated: false, completion: fixture.completion("second"))
        #expect(fixture.journal.take().isEmpty)
        #expect(fixture.completions.take().isEmpty)

        fixture.driver.end(completed: true)
        #expect(fixture.journal.take() == ["tearDown", "didDisappear"])
        #expect(fixture.completions.take() == ["first", "second", "onDismissed"])
    }

    @Test func aDismissalAGestureCancelsLeavesTheControllerPresented() {
        let fixture = Fixture()
        fixture.presentToRest()
        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("dismissed"))
        _ = fixture.journal.take()

        fixture.driver.end(completed: false)
        #expect(fixture.journal.take() == ["willAppear", "didAppear"])
        #expect(fixture.completions.take().isEmpty)
        #expect(fixture.lifecycle.phase == .shown)
        #expect(!fixture.lifecycle.isDismissing)

        // It can still be dismissed afterwards.
        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("dismissedLater"))
        fixture.driver.end(completed: true)
        #expect(fixture.completions.take() == ["dismissedLater", "onDismissed"])
    }

    @Test func dismissingAnEndedPresentationRunsTheCompletionAtOnce() {
        let fixture = Fixture()
        fixture.presentToRest()
        fixture.lifecycle.dismiss(animated: false, completion: nil)
        _ = fixture.journal.take()
        _ = fixture.completions.take()

        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("late"))
        #expect(fixture.journal.take().isEmpty)
        #expect(fixture.completions.take() == ["late"])
    }

    @Test func popupDoneDismissesADismissiblePresentationAtOnce() {
        let fixture = Fixture()
        fixture.presentToRest()

        fixture.lifecycle.surfacesWereDismissed(dismissesOnDimTap: true)
        #expect(
            fixture.journal.take() == [
                "cancelGestures", "prepare", "willDisappear", "run dismiss", "finish", "tearDown", "didDisappear",
            ])
        #expect(fixture.completions.take() == ["onDismissed"])
        #expect(fixture.lifecycle.phase == .tornDown)
    }

    @Test func popupDoneDismissesThroughTheCancelPath() {
        let fixture = Fixture { CancellingController(journal: $0) }
        fixture.presentToRest()

        fixture.lifecycle.surfacesWereDismissed(dismissesOnDimTap: true)
        #expect(fixture.journal.take().starts(with: ["cancelGestures", "cancel", "prepare", "willDisappear", "run dismiss"]))
        #expect(fixture.lifecycle.phase == .tornDown)
    }

    @Test func popupDoneLandsAModalPresentationAndRemakesItsSurfaces() {
        let fixture = Fixture()
        fixture.presentAndConfigure()

        fixture.lifecycle.surfacesWereDismissed(dismissesOnDimTap: false)
        #expect(fixture.journal.take() == ["cancelGestures", "finish", "didAppear", "remakeSurfaces"])
        #expect(fixture.completions.take() == ["presented"])
        #expect(fixture.lifecycle.phase == .shown)

        // The new surfaces' configure shows the card again; it does not present it twice.
        fixture.lifecycle.surfacesDidConfigure()
        #expect(fixture.journal.take() == ["refreshCard"])
    }

    @Test func theParentClosingBeforeTheConfigureEndsWithoutAppearing() {
        let fixture = Fixture()
        fixture.lifecycle.present(animated: true, completion: fixture.completion("presented"))
        _ = fixture.journal.take()

        fixture.lifecycle.parentWillClose()
        #expect(fixture.journal.take() == ["tearDown"])
        #expect(fixture.completions.take() == ["onDismissed"])
    }

    @Test func theParentClosingLandsThePresentationThenDismissesIt() {
        let fixture = Fixture()
        fixture.presentAndConfigure()

        fixture.lifecycle.parentWillClose()
        #expect(
            fixture.journal.take() == [
                "cancelGestures", "finish", "didAppear", "prepare", "willDisappear", "run dismiss instantly", "tearDown",
                "didDisappear",
            ])
        #expect(fixture.completions.take() == ["presented", "onDismissed"])
        #expect(fixture.lifecycle.phase == .tornDown)
    }

    @Test func theParentClosingDuringTheDismissalLandsIt() {
        let fixture = Fixture()
        fixture.presentToRest()
        fixture.lifecycle.dismiss(animated: true, completion: fixture.completion("dismissed"))
        _ = fixture.journal.take()

        fixture.lifecycle.parentWillClose()
        #expect(fixture.journal.take() == ["cancelGestures", "finish", "tearDown", "didDisappear"])
        #expect(fixture.completions.take() == ["dismissed", "onDismissed"])
    }

    @Test func theParentClosingTearsDownWhenTheCancelPathDeclines() {
        let fixture = Fixture {
            let controller = CancellingController(journal: $0)
            controller.declinesToCancel = true
            return controller
        }
        fixture.presentToRest()

        fixture.lifecycle.parentWillClose()
        #expect(fixture.journal.take() == ["cancelGestures", "cancel", "willDisappear", "tearDown", "didDisappear"])
        #expect(fixture.completions.take() == ["onDismissed"])
        #expect(fixture.lifecycle.phase == .tornDown)
    }
}
