import CurtainRendering
import CurtainViews
import Wayland

/// One view controller presented over a ``Window``, live on the compositor: the
/// ``TransitionCoordinator`` driven by frame callbacks and realised by a ``PresentationSurface``.
///
/// You rarely make one yourself: ``Window/present(_:animated:completion:)`` does, and keeps
/// presentations in a queue. The presentation:
///
/// - creates the popup over the window and, once it is configured, lays the card out from the
///   presentation controller's ``PresentationController/frameOfPresentedView(in:)``, draws it
///   once at the window's scale and begins the transition;
/// - shows the transition's first frame at once and each next frame on `wl_callback.done`, with
///   values for the callback's timestamp measured from the first frame, so one callback is ever
///   outstanding, no frame is drawn twice, and durations hold at any refresh rate;
/// - finishes a transition with a timer when frame callbacks stop (a hidden window), so
///   completions always run;
/// - records ``TransitionStats`` for each transition in ``statsLog``.
///
/// Input, gestures and interruptions (resize, scale, `popup_done`) are in
/// `Presentation+Input.swift` and `Presentation+Interruptions.swift`.
public final class Presentation {
    /// The presented controller.
    public let viewController: ViewController
    /// The window presented over.
    public private(set) weak var window: Window?
    /// Runs the transitions; its ``TransitionCoordinator/values`` are what is on screen.
    public let coordinator: TransitionCoordinator
    /// Where the stats of each finished transition go.
    public let statsLog: TransitionStatsLog
    /// Composes with Cairo even when the compositor offers viewports (to test the fallback).
    public var composesWithCairo = false
    /// Called once when the dismissal has completed and every surface is gone.
    var onDismissed: (() -> Void)?

    /// The card drawn once.
    let card: CardImage
    /// The compositor objects while shown.
    var surface: PresentationSurface?
    /// The seat and serial of the input event that triggered the presentation, for a popup grab.
    let grab: (seat: WlSeat, serial: UInt32)?
    var inputTargets: [PresentationInputTarget] = []
    var keyInterceptor: KeyInterceptor?
    var drag: DragToDismiss?
    var dimPress: Point?
    /// A frame is owed to a change made while a callback was outstanding.
    var needsCommit = false
    /// The size the card was laid out for.
    var containerSize: Size
    /// The token of the last `xdg_popup.reposition`.
    var repositionToken: UInt32 = 0

    // Frame timing: seconds since the first frame of the current run of frames.
    var clock = FrameCallbackClock()
    var runStart = Duration.zero
    var firstFrameOffset: Double?
    var isClockRunning = false

    // The transition being measured and what happens when it ends.
    var stats: TransitionStats?
    var statsCPUStart = 0.0
    var statsBytesAfterFirst = 0
    var endedTransitions: [() -> Void] = []
    var timeout: TimerToken?
    var transitionNumber = 0
    private(set) var pendingPresent: (animated: Bool, completion: (() -> Void)?)?
    private(set) var isTornDown = false

    /// Creates the presentation; nothing is shown until ``present(animated:completion:)``.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; its `transitioningDelegate` vends the
    ///     animators and the presentation controller.
    ///   - window: The window to present over; it must be shown.
    ///   - grab: The seat and serial of the triggering input event, or nil for no popup grab.
    ///   - statsLog: Where transition stats go; ``TransitionStatsLog/standard`` by default.
    public init(
        viewController: ViewController, window: Window, grab: (seat: WlSeat, serial: UInt32)? = nil,
        statsLog: TransitionStatsLog = .standard
    ) {
        self.viewController = viewController
        self.window = window
        self.grab = grab
        self.statsLog = statsLog
        let geometry = window.windowGeometry
        containerSize = Size(width: Double(geometry.width), height: Double(geometry.height))
        let cardFrame = viewController.frameOfPresentedView(in: containerSize)
        coordinator = TransitionCoordinator(
            transitioningDelegate: viewController.transitioningDelegate, containerSize: containerSize,
            cardSize: cardFrame.size, presentedContent: viewController)
        card = CardImage(view: viewController.view, shm: window.application.connection.shm)
        card.onNeedsDisplay = { [unowned self] in handleCardNeedsDisplay() }
    }

    deinit {
        timeout?.cancel()
    }

    /// The card's resting frame in the window now.
    var cardFrame: Rect {
        coordinator.presentationController.frameOfPresentedView(in: containerSize)
    }

    /// Whether the presentation is on screen or on its way (between present and dismissal's end).
    public var isActive: Bool { !isTornDown }

    // MARK: - Presenting and dismissing

    /// Creates the popup and presents the card once the compositor has configured it.
    ///
    /// - Parameters:
    ///   - animated: Whether the presentation transition animates.
    ///   - completion: Runs once the presentation transition has completed.
    public func present(animated: Bool, completion: (() -> Void)?) {
        pendingPresent = (animated, completion)
        makeSurface(grab: grab)
        startInput()
    }

    /// Dismisses the card; reverses a running presentation from the values on screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal transition animates.
    ///   - completion: Runs once the card is gone and the surfaces destroyed.
    public func dismiss(animated: Bool, completion: (() -> Void)?) {
        guard !isTornDown else { completion?(); return }
        if pendingPresent != nil {
            // Not configured yet: nothing was shown, so there is nothing to animate away.
            pendingPresent = nil
            tearDown()
            completion?()
            notifyDismissed()
            return
        }
        viewController.beginAppearanceTransition(false, animated: animated)
        begin(phase: "dismiss") {
            coordinator.dismiss(animated: animated) { [unowned self] completed in
                endedTransitions.append { [unowned self] in
                    guard completed else { return }
                    tearDown()
                    viewController.endAppearanceTransition()
                    completion?()
                    notifyDismissed()
                }
            }
        }
    }

    /// The first configure of the current popup before the presentation began: lay the card out
    /// and begin the presentation.
    func handleFirstConfigure() {
        guard let pending = pendingPresent, let window else { return }
        pendingPresent = nil
        surface?.scale = window.scale
        card.layout(cardFrame: cardFrame, scale: window.renderScale)
        // Screen readers see the card from now until it is torn down.
        window.addAccessibilityOverlay(AccessibilityOverlay(root: card.root) { [weak card] in
            card?.restingImageFrame.origin ?? .zero
        })
        viewController.beginAppearanceTransition(true, animated: pending.animated)
        begin(phase: "present") {
            coordinator.present(animated: pending.animated) { [unowned self] completed in
                endedTransitions.append { [unowned self] in
                    guard completed else { return }
                    viewController.endAppearanceTransition()
                    pending.completion?()
                }
            }
        }
    }

    /// Begins a transition: starts its stats, runs `start` (which calls the coordinator), shows
    /// its first frame when no callback is outstanding, and arms the timer that finishes it.
    private func begin(phase: String, _ start: () -> Void) {
        finishStats()
        transitionNumber += 1
        stats = TransitionStats(
            transition: TransitionStats.transitionName(
                of: coordinator.transitioningDelegate, content: viewController),
            phase: phase)
        start()
        if surface.map({ $0.isDismissed || !$0.isConfigured }) ?? true {
            // Nothing can show the frames: land on the end state so completions run.
            coordinator.finish()
        }
        if !coordinator.isComplete {
            let number = transitionNumber
            let limit = coordinator.transitionDuration + 0.5
            timeout?.cancel()
            timeout = window?.application.eventLoop.addTimer(after: .milliseconds(Int(limit * 1000))) {
                [unowned self] in handleTimeout(transition: number)
            }
        }
        if coordinator.isComplete {
            // Instant (or already finished): its single frame is the end state; show it now.
            if !isClockRunning { restartClock() }
            commitFrame()
        } else if !(surface?.isWaitingForFrame ?? false) {
            restartClock()
            coordinator.advance(to: 0)
            commitFrame()
        } else {
            needsCommit = true
        }
        runEndedTransitions()
    }

    // MARK: - Surfaces

    /// Creates the popup and card surfaces over the window.
    func makeSurface(grab: (seat: WlSeat, serial: UInt32)?) {
        guard let window, let parent = window.xdgSurface else { return }
        let made = try? PresentationSurface(
            connection: window.application.connection, parent: parent, geometry: window.windowGeometry,
            dimColor: coordinator.presentationController.dimmingLayer.color, grab: grab,
            composesWithCairo: composesWithCairo, dimTakesInput: dimTakesInput)
        surface = made
        made?.onConfigure = { [unowned self] _ in handleConfigure() }
        made?.onFrame = { [unowned self] time in handleFrame(milliseconds: time) }
        made?.onPopupDone = { [unowned self] in handlePopupDone() }
        registerSurfaces()
    }

    /// Whether the popup's dim takes the pointer: always, unless the window ``Window/movesOnBackgroundDrag``
    /// and a tap on the dim means nothing. Then presses beside the card reach the window, which moves:
    /// compositors start `xdg_toplevel.move` only for a press on the toplevel's own surface.
    var dimTakesInput: Bool {
        guard let window, window.movesOnBackgroundDrag else { return true }
        return coordinator.presentationController.dismissesOnDimTap
    }

    /// Tells the queue, once, that this presentation is over.
    func notifyDismissed() {
        let dismissed = onDismissed
        onDismissed = nil
        dismissed?()
    }

    /// Destroys every surface (card before popup) and stops input.
    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        window?.removeAccessibilityOverlay(card.root)
        timeout?.cancel()
        timeout = nil
        stopInput()
        surface = nil
        viewController.presentingViewController?.presentedViewController = nil
        viewController.presentingViewController = nil
        viewController.dismissHandler = nil
        viewController.hostWindow = nil
    }
}
