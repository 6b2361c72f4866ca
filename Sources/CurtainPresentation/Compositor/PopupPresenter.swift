import CurtainRendering
import CurtainShell
import CurtainViews
import Glibc
internal import Wayland

/// Drives one view controller's presentation over a ``Window`` on the compositor: the popup (or in-window
/// subsurface) and card of a `CardCompositor`, their configures, and the ``TransitionCoordinator`` stepped on
/// their frame callbacks.
///
/// You rarely make one yourself: ``Window/present(_:animated:completion:)`` does, and keeps
/// presenters in a ``PresentationQueue``. What the presentation does next (begin, reverse, end, run which
/// completion) is decided by its `PresentationLifecycle`, a state machine with no compositor in it; the
/// presenter is that machine's driver, and reports to it what the compositor did. The presenter:
///
/// - creates the popup over the window and, once it is configured, lays the card out from the
///   presentation controller's ``PresentationController/frameOfPresentedView(in:)``, draws it
///   once at the window's scale and begins the transition;
/// - shows the transition's first frame at once and each next frame on `wl_callback.done`, with
///   values for the callback's timestamp (`TransitionClock`), so one callback is ever outstanding,
///   no frame is drawn twice, and durations hold at any refresh rate;
/// - finishes a transition with a timer when frame callbacks stop (a hidden window), so
///   completions always run;
/// - reports each transition and frame to its `PresentationObserver`, if any (`CurtainDiagnostics`
///   measures through it).
///
/// Input and gestures, a concern of their own, are in `PopupPresenter+Input.swift`; where the surfaces go over
/// their parent (positioners, popover anchors) in `PopupPresenter+Placement.swift`.
@MainActor public final class PopupPresenter {
    /// The presented controller.
    public let viewController: ViewController
    /// Whether the card is shown in the window's own surface tree rather than in a popup
    /// (``ModalPresentationStyle/inWindow``).
    let isInWindow: Bool
    /// The window presented over.
    public private(set) weak var window: Window?
    /// The presentation this one is stacked on (its popup is this popup's parent), or nil when it is
    /// presented over the window itself.
    public private(set) weak var parentPresentation: PopupPresenter?
    /// Runs the transitions; its ``TransitionCoordinator/values`` are what is on screen.
    public let coordinator: TransitionCoordinator
    /// Composes with Cairo even when the compositor offers viewports (to test the fallback); the environment
    /// variable `CURTAIN_COMPOSE_WITH_CAIRO=1` sets it, so `curtain-bench` can show a full-redraw client's cost.
    package var composesWithCairo = getenv("CURTAIN_COMPOSE_WITH_CAIRO").map { $0.pointee == 0x31 } ?? false
    /// What happens next: begin, reverse, end, and which completion runs. The presenter is its driver.
    let lifecycle: PresentationLifecycle
    /// Called before this presentation's popup is destroyed, so that the presentations stacked on it end
    /// first (a parent popup cannot go before its children).
    var willDestroySurfaces: (@MainActor () -> Void)?

    /// The card drawn once.
    let card: CardImage
    /// The compositor objects while shown.
    private(set) var compositor: CardCompositor?
    /// The frame clock of the current run of frames.
    var clock = TransitionClock()
    /// Hears the frame loop; `CurtainDiagnostics` measures transitions through it.
    package var observer: PresentationObserver?
    /// What runs once the transition under way has ended, and the timer that ends it if frames stop.
    var endings = TransitionEndings()
    /// The view animations of views in the card (`View.animate(withDuration:…)`), stepped on the card's frames.
    let cardAnimations = ViewAnimator()

    // MARK: Input (`PopupPresenter+Input.swift`)

    /// The seat and serial of the input event that triggered the presentation, for the popup's grab.
    public let grab: InputSerial?
    /// What the window's input router delivers the popup's and the card's surfaces' input to.
    var inputTargets: [PresenterInputTarget] = []
    /// Sends the window's keys to the card while presented.
    var keyInterceptor: KeyInterceptor?
    /// The drag-to-dismiss under way, if any.
    var drag: DragToDismiss?
    /// Where a press on the dim went down, until its release decides whether it was a tap.
    var dimPress: Point?

    /// Creates the presenter; nothing is shown until ``present(animated:completion:)``.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; its `transitioningDelegate` vends the
    ///     animators and the presentation controller.
    ///   - window: The window to present over; it must be shown.
    ///   - grab: The seat and serial of the triggering input event, or nil for no popup grab.
    ///   - parentPresentation: The presentation to stack on, at rest on screen; nil presents over the window.
    package init(
        viewController: ViewController, window: Window, grab: InputSerial? = nil, over parentPresentation: PopupPresenter? = nil
    ) {
        self.viewController = viewController
        self.window = window
        self.parentPresentation = parentPresentation
        self.grab = grab
        lifecycle = PresentationLifecycle(viewController: viewController)
        let containerSize: Size
        let cardFrame: Rect
        let transitioning: TransitioningDelegate?
        let geometry = window.windowGeometry
        let style = viewController.presentationStyle(forWindowWidth: Double(geometry.width))
        // In the window's tree only over the window itself or another such presentation: a subsurface of the window
        // would lie under a popup below it.
        isInWindow =
            style == .inWindow && (parentPresentation?.isInWindow ?? true)
            && window.application.connection.subcompositor != nil
        if style == .popover,
            let popover = viewController.popoverPresentationController
        {
            // A popover's popup is its card: the container is the card's own size.
            let size = viewController.popoverContentSize
            containerSize = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
            cardFrame = Rect(origin: .zero, size: containerSize)
            transitioning = PopoverTransitioning(animators: viewController.effectiveTransitioningDelegate, controller: popover)
        } else {
            containerSize = Size(width: Double(geometry.width), height: Double(geometry.height))
            cardFrame = viewController.frameOfPresentedView(in: containerSize)
            transitioning = viewController.effectiveTransitioningDelegate
        }
        coordinator = TransitionCoordinator(
            transitioningDelegate: transitioning, containerSize: containerSize,
            cardSize: cardFrame.size, presented: viewController, presenting: parentPresentation?.viewController)
        card = CardImage(view: viewController.view, shm: window.application.connection.shm)
        // The card reads the way the view it was presented from reads: its own root is outside the window's tree.
        let presenting = viewController.popoverPresentationController?.sourceView ?? window.contentView
        card.root.layoutDirection = presenting.effectiveLayoutDirection
        viewController.presentation = self
        // Weak: the root is reachable from the presented view, which the controller keeps after the card is gone.
        card.root.delegate = self
        card.root.drawingPresentation = self
        coordinator.onInteractionChange = { [unowned self] in interactionDidChange() }
        lifecycle.driver = self
    }

    isolated deinit {
        endings.cancelTimeout()
    }

    /// The size the card is laid out for: the parent's window geometry.
    var containerSize: Size { coordinator.containerSize }
    /// The card's resting frame in the window now.
    var cardFrame: Rect {
        coordinator.presentationController.frameOfPresentedView(in: containerSize)
    }

    /// Whether the presentation is on screen or on its way (between present and dismissal's end).
    public var isActive: Bool { lifecycle.isActive }

    /// Whether the presentation is on screen with no transition running: another may be stacked on it.
    var isAtRest: Bool {
        guard lifecycle.isShown, compositor != nil else { return false }
        return coordinator.isComplete && coordinator.isPresented
    }

    /// Whether the card is on screen, so that its views' animations have frames to run on.
    var isShowingCard: Bool {
        guard lifecycle.isShown else { return false }
        return compositor?.isConfigured ?? false
    }

    // MARK: - Presenting and dismissing

    /// Creates the popup and presents the card once the compositor has configured it.
    ///
    /// - Parameters:
    ///   - animated: Whether the presentation transition animates.
    ///   - completion: Runs once the presentation transition has completed.
    package func present(animated: Bool, completion: (@MainActor () -> Void)?) {
        lifecycle.present(animated: animated, completion: completion)
    }

    /// Dismisses the card; reverses a running presentation from the values on screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal transition animates.
    ///   - completion: Runs once the card is gone and the surfaces destroyed.
    package func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        lifecycle.dismiss(animated: animated, completion: completion)
    }

    /// Begins a transition: tells the observer, runs `start` (which calls the coordinator), shows
    /// its first frame when no callback is outstanding, and arms the timer that finishes it.
    private func begin(phase: String, _ start: () -> Void) {
        observer?.presenter(self, willBeginTransition: phase)
        start()
        if compositor.map({ $0.isDismissed || !$0.isConfigured }) ?? true {
            // Nothing can show the frames: land on the end state so completions run.
            coordinator.finish()
        }
        if !coordinator.isComplete, !coordinator.isInteractive, let loop = window?.application.eventLoop {
            endings.armTimeout(after: coordinator.transitionSeconds + 0.5, on: loop) { [unowned self] in
                handleTimeout()
            }
        }
        if coordinator.isComplete {
            // Instant (or already finished): its single frame is the end state; show it now.
            if !clock.isRunning { clock.restart() }
            commitFrame()
        } else if !(compositor?.isWaitingForFrame ?? false) {
            clock.restart()
            coordinator.advance(to: 0)
            commitFrame()
        } else {
            clock.owesFrame = true
        }
        if coordinator.isComplete, isInWindow, let window, !window.isMapped {
            // Instant, in a window whose first frame is still to come: it ends when that frame is on screen (its
            // frame callback), as an animated one does, or at the timer should the window never show.
            endings.armTimeout(after: 0.5, on: window.application.eventLoop) { [unowned self] in runEndedTransitions() }
            return
        }
        runEndedTransitions()
    }

    // MARK: - Surfaces

    /// Creates the popup and card surfaces over the window, or over the presentation below, and routes
    /// their input.
    func makeCompositor(grab: InputSerial?) {
        guard let window, let placement = placement(grab: grab) else { return }
        let dimColor = coordinator.presentationController.dimmingLayer.color
        let made = try? CardCompositor(
            connection: window.application.connection, placement: placement,
            dimColor: dimColor, dimBuffers: window.dimmingBuffers(color: dimColor),
            composesWithCairo: composesWithCairo, dimTakesInput: dimTakesInput)
        compositor = made
        guard let made else { return }
        made.delegate = self
        made.presentationFeedback = observer?.presentationFeedback
        registerInput(of: made, router: window.application.inputRouter)
        if isInWindow, window.isConfigured {
            // A shown window has no configure on its way: place the card now, and commit the window so the
            // position applies.
            placeInWindow()
            window.surface?.wlSurface.commit()
        }
    }

    /// Destroys the popup and card surfaces, after taking them out of the input router.
    func destroyCompositor() {
        if compositor != nil { willDestroySurfaces?() }
        if let compositor, let window { unregisterInput(of: compositor, router: window.application.inputRouter) }
        compositor = nil
    }

    /// The view asked to be drawn again (hover, focus, typing): redraw the card and show it.
    func handleCardNeedsDisplay() {
        guard isActive, compositor?.isConfigured ?? false else { return }
        // Render on the next loop turn so several changes in one batch draw once.
        window?.application.eventLoop.perform { [weak self] in
            guard let self, isActive, card.needsRender, card.render() != nil else { return }
            compositor?.cardDidRedraw()
            scheduleCommit()
        }
    }

    // MARK: - Frames

    // One frame per frame callback, each with the values for the callback's time. The first frame of a run (a
    // transition or gesture starting while idle) shows t = 0 and is committed at once; each `wl_callback.done`
    // then moves the `TransitionClock`. Only one callback is ever outstanding, a timestamp that does not move time
    // forward draws nothing, and a timer finishes a transition whose callbacks stop. The view animations of the
    // card's views step on the same callbacks, and a card whose views changed is drawn again for the frame that
    // shows them. The `PresentationObserver` hears each step, and may ask for presentation feedback on each frame.

    /// Shows the coordinator's values now and counts the frame.
    func commitFrame() {
        clock.owesFrame = false
        guard let compositor, compositor.isConfigured, !compositor.isDismissed else { return }
        // Views in the card that changed (a view animation's step, a transition's view tracks) show in this frame.
        if card.needsRender, card.render() != nil { compositor.cardDidRedraw() }
        var dim = coordinator.presentationController.dimmingLayer
        dim.alpha = coordinator.values.dim
        compositor.show(
            coordinator.values, dim: dim, card: card, feedbackTag: observer?.nextFrameFeedbackTag,
            isSettled: coordinator.isComplete)
        // An overlay's other outputs darken with this one (a presentation over the window, not over another).
        if parentPresentation == nil, let window, window.isOverlay {
            window.overlayShade = Color(premultipliedARGB32: dim.premultipliedARGB)
        }
        observer?.presenter(
            self, didCommit: coordinator.values, at: clock.time,
            bytesWritten: compositor.bytesWritten + card.bytesWritten)
    }

    /// Shows the current values at the next opportunity: now when no callback is outstanding.
    func scheduleCommit() {
        if compositor?.isWaitingForFrame ?? false {
            clock.owesFrame = true
        } else {
            if !clock.isRunning { clock.restart() }
            coordinator.advance(to: clock.time)
            commitFrame()
        }
    }

    /// `wl_callback.done`: advance to the callback's time and commit the next frame.
    ///
    /// The observer hears the handler end before what ended transitions run: that is not the frame's cost.
    func handleFrame(at time: FrameTime) {
        observer?.presenterWillHandleFrame(self)
        clock.frameDone(milliseconds: time.milliseconds)
        if cardAnimations.isAnimating {
            cardAnimations.step(at: time)
            if card.needsRender { clock.owesFrame = true }
        }
        if !coordinator.isComplete || coordinator.isAnimatingValues {
            if coordinator.advance(to: clock.time) {
                commitFrame()
            } else if coordinator.isInteractive {
                // Held by a gesture: nothing moves until it does (`interactionDidChange`), so no frames until then.
                clock.stop()
            } else {
                compositor?.requestFrameAndCommit()
            }
        } else if clock.owesFrame {
            commitFrame()
        } else {
            clock.stop()
        }
        observer?.presenterDidHandleFrame(self)
        runEndedTransitions()
    }

    /// The frame callbacks stopped: finish the transition so its completions run. A transition a gesture holds
    /// is waiting for the user, not for frames; letting it go arms the timer again.
    func handleTimeout() {
        endings.cancelTimeout()
        guard !coordinator.isComplete, !coordinator.isInteractive else { return }
        observer?.presenterWillFinishOnTimeout(self)
        coordinator.finish()
        commitFrame()
        runEndedTransitions()
    }

    /// Runs what transitions that ended asked for, after their last frame was committed.
    func runEndedTransitions() {
        guard coordinator.isComplete else { return }
        endings.cancelTimeout()
        observer?.presenterDidEndTransition(self)
        for body in endings.takeAll() { body() }
    }

    /// A gesture moved the transition it holds, or let it go: show it, and give a released one the timer that
    /// finishes it should its frames stop.
    func interactionDidChange() {
        if !coordinator.isInteractive, !coordinator.isComplete, let loop = window?.application.eventLoop {
            endings.armTimeout(after: coordinator.transitionSeconds + 0.5, on: loop) { [unowned self] in
                handleTimeout()
            }
        }
        scheduleCommit()
    }
}

// MARK: - Interruptions

/// What can happen to a presentation while it is up: the parent changes size or scale or closes, the
/// compositor configures or dismisses the popup. What the presentation then does is the lifecycle's; the
/// surfaces follow here:
///
/// - Resize (maximize, tiling, user resize): the popup follows with `xdg_popup.reposition` (`xdg_wm_base` ≥ 3),
///   or is made again on older compositors; the card is laid out again for the new container
///   (`AlertController.layout(in:)` for alerts) and redrawn.
/// - Scale: the card is redrawn at the window's new buffer scale.
/// - `xdg_popup.popup_done` (a click in another client while the popup holds a grab, or the compositor tearing
///   popups down) and the parent closing: see `PresentationLifecycle`.
///
/// None of these ever sends a request to a destroyed or unmapped object.
extension PopupPresenter {
    /// `xdg_surface.configure`: the lifecycle begins the presentation on the first, and shows the card again on
    /// a later one (reposition, surfaces made again).
    func handleConfigure() {
        guard isActive else { return }
        if let popover, let anchor = popoverAnchor, let geometry = compositor?.geometry {
            popover.isAboveSource = geometry.y < anchor.y
        }
        // Without its window a presentation cannot begin: it waits to be torn down.
        if lifecycle.isAwaitingConfigure, window == nil { return }
        lifecycle.surfacesDidConfigure()
    }

    /// The parent window's size changed: follow it.
    public func parentDidResize() {
        guard isActive, let compositor else { return }
        if popover == nil {
            let geometry = parentGeometry
            coordinator.containerSize = Size(width: Double(geometry.width), height: Double(geometry.height))
        }
        if !compositor.reposition(positioner) {
            remakeSurfaces()
        }
        // The configure that answers the reposition shows the new layout.
    }

    /// The presented view's fitted size changed: a popover's popup takes the new size (its configure shows it);
    /// a card over the parent is laid out again in place.
    func contentSizeDidChange() {
        guard isActive, let compositor, compositor.isConfigured else { return }
        if popover != nil {
            let size = viewController.popoverContentSize
            coordinator.containerSize = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
            if !compositor.reposition(positioner) { remakeSurfaces() }
            return
        }
        relayoutCard()
        scheduleCommit()
    }

    /// The parent window's buffer scale changed: redraw the card at the new scale.
    public func parentDidChangeScale() {
        guard isActive, compositor?.isConfigured ?? false else { return }
        relayoutCard()
        scheduleCommit()
    }

    /// The parent window is closing: the presentation ends now, before the parent's surface goes.
    func windowWillClose() {
        lifecycle.parentWillClose()
    }

    /// Lays the card out for the current container and scale and redraws it.
    func relayoutCard() {
        guard let window else { return }
        compositor?.scale = window.scale
        card.layout(cardFrame: cardFrame, scale: window.renderScale)
        compositor?.cardDidRedraw()
    }
}

// MARK: - CardCompositorDelegate

/// The presenter is its compositor's delegate, and its card root's: the dim's configures, frames and dismissal,
/// and the card's need to be drawn again, come here directly.
extension PopupPresenter: CardCompositorDelegate, RootViewDelegate {
    /// A view in the card changed: draw the card again and show it.
    public func rootViewNeedsFrame(_ root: RootView) {
        handleCardNeedsDisplay()
    }

    func cardCompositor(_ compositor: CardCompositor, didConfigure geometry: SurfaceRect) {
        handleConfigure()
    }

    func cardCompositor(_ compositor: CardCompositor, didPresentFrameAt time: FrameTime) {
        handleFrame(at: time)
    }

    /// `xdg_popup.popup_done`: the compositor unmapped the popup for good.
    func cardCompositorDidDismiss(_ compositor: CardCompositor) {
        lifecycle.surfacesWereDismissed(dismissesOnDimTap: coordinator.presentationController.dismissesOnDimTap)
    }
}

// MARK: - PresentationLifecycle.Driver

/// The presenter carries its lifecycle's decisions out on the compositor.
extension PopupPresenter: PresentationLifecycle.Driver {
    var drawsCardBeforeConfigure: Bool {
        guard isInWindow, let window else { return false }
        return !window.isConfigured
    }

    var isTransitionRunning: Bool { !coordinator.isComplete }

    var isCardPresented: Bool { coordinator.isPresented }

    func drawCardBeforeConfigure() {
        guard let window else { return }
        card.layout(cardFrame: cardFrame, scale: window.renderScale)
    }

    func makeSurfaces() {
        makeCompositor(grab: grab)
        if let window { startTakingKeys(from: window) }
    }

    func showCard() {
        guard let window else { return }
        compositor?.scale = window.scale
        if card.cardFrame != cardFrame || card.scale != SurfaceScale(window.renderScale).factor || card.current == nil {
            card.layout(cardFrame: cardFrame, scale: window.renderScale)
        }
        startTakingText(from: window)
        // Screen readers see the card from now until it is torn down.
        window.addAccessibilityOverlay(
            AccessibilityOverlay(root: card.root) { [weak card] in
                card?.restingImageFrame.origin ?? .zero
            })
    }

    func refreshCard() {
        relayoutCard()
        scheduleCommit()
    }

    func prepareTransition() {
        coordinator.prepareToBegin()
    }

    func run(
        _ transition: PresentationLifecycle.Transition, animated: Bool,
        ended: @escaping @MainActor (_ completed: Bool) -> Void
    ) {
        begin(phase: transition.rawValue) {
            let queueEnding: @MainActor (Bool) -> Void = { [unowned self] completed in
                endings.append { ended(completed) }
            }
            switch transition {
            case .present: coordinator.present(animated: animated, completion: queueEnding)
            case .dismiss: coordinator.dismiss(animated: animated, completion: queueEnding)
            }
        }
    }

    func finishTransition() {
        coordinator.finish()
        runEndedTransitions()
    }

    /// Replaces the popup and card surfaces by new ones over the parent (no grab: the serial that
    /// opened the first is stale); the new popup's configure shows the current values.
    func remakeSurfaces() {
        destroyCompositor()
        makeCompositor(grab: nil)
    }

    /// Destroys every surface (card before popup), stops input and gives the view back to its controller.
    ///
    /// Every link from the card to the window ends here: the accessibility overlay, the keys, the input methods'
    /// link to its fields, and the card's root itself, which the presented view leaves (`CardImage/releaseView()`),
    /// so a view the controller keeps and changes later (a field emptied after the dismissal) reaches none of them.
    func tearDownSurfaces() {
        window?.removeAccessibilityOverlay(card.root)
        endings.cancelTimeout()
        cardAnimations.finishAll()
        stopTakingText()
        stopTakingKeys()
        destroyCompositor()
        viewController.presentingViewController?.presentedViewController = nil
        viewController.presentingViewController = nil
        viewController.dismissHandler = nil
        viewController.hostWindow = nil
        if viewController.presentation === self { viewController.presentation = nil }
        card.releaseView()
    }
}
