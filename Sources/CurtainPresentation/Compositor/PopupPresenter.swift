import CurtainRendering
import CurtainShell
import CurtainViews
import Glibc
internal import Wayland

/// Runs one view controller's presentation over a ``Window`` on the compositor: the
/// ``TransitionCoordinator`` driven by frame callbacks and shown by a `CardCompositor`.
///
/// You rarely make one yourself: ``Window/present(_:animated:completion:)`` does, and keeps
/// presenters in a ``PresentationQueue``. The presenter:
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
/// Input and gestures are in `PopupPresenter+Input.swift`, frames in `PopupPresenter+Frames.swift`, and
/// interruptions (resize, scale, `popup_done`) in `PopupPresenter+Interruptions.swift`.
@MainActor public final class PopupPresenter {
    /// Where a presenter is in its life.
    enum Phase {
        /// Made, not yet presented.
        case idle
        /// ``present(animated:completion:)`` made the popup; its first configure begins the transition.
        case awaitingConfigure(animated: Bool, completion: (() -> Void)?)
        /// The presentation has begun (it may be on its way out).
        case shown
        /// Every surface is gone; nothing more happens.
        case tornDown
    }

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
    /// Called once when the dismissal has completed and every surface is gone.
    var onDismissed: (@MainActor () -> Void)?
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
    private(set) var phase = Phase.idle
    /// Whether the presentation's `viewWillAppear` has run.
    private var hasBegunAppearance = false

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
    public var isActive: Bool {
        if case .tornDown = phase { return false }
        return true
    }

    /// Whether the presentation is on screen with no transition running: another may be stacked on it.
    var isAtRest: Bool {
        guard case .shown = phase, compositor != nil else { return false }
        return coordinator.isComplete && coordinator.isPresented
    }

    /// Whether the card is on screen, so that its views' animations have frames to run on.
    var isShowingCard: Bool {
        guard case .shown = phase else { return false }
        return compositor?.isConfigured ?? false
    }

    /// Whether ``present(animated:completion:)`` is waiting for the popup's first configure.
    var isAwaitingConfigure: Bool {
        if case .awaitingConfigure = phase { return true }
        return false
    }

    // MARK: - Presenting and dismissing

    /// Creates the popup and presents the card once the compositor has configured it.
    ///
    /// - Parameters:
    ///   - animated: Whether the presentation transition animates.
    ///   - completion: Runs once the presentation transition has completed.
    package func present(animated: Bool, completion: (@MainActor () -> Void)?) {
        phase = .awaitingConfigure(animated: animated, completion: completion)
        if isInWindow, let window, !window.isConfigured {
            // The window's configure is in flight: draw the card meanwhile, so its first frame only places it.
            beginAppearance(animated: animated)
            card.layout(cardFrame: cardFrame, scale: window.renderScale)
        }
        makeCompositor(grab: grab)
        if let window { startTakingKeys(from: window) }
    }

    /// `viewWillAppear`, once per presentation, before the card is first drawn: what it changes (an alert focuses
    /// its preferred button) is in the card's one drawing, instead of a second drawing right after the first frame.
    private func beginAppearance(animated: Bool) {
        guard !hasBegunAppearance else { return }
        hasBegunAppearance = true
        coordinator.prepareToBegin()
        viewController.beginAppearanceTransition(true, animated: animated)
    }

    /// Dismisses the card; reverses a running presentation from the values on screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal transition animates.
    ///   - completion: Runs once the card is gone and the surfaces destroyed.
    package func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard isActive else { completion?(); return }
        if isAwaitingConfigure {
            // Not configured yet: nothing was shown, so there is nothing to animate away.
            tearDown()
            completion?()
            notifyDismissed()
            return
        }
        coordinator.prepareToBegin()
        viewController.beginAppearanceTransition(false, animated: animated)
        begin(phase: "dismiss") {
            coordinator.dismiss(animated: animated) { [unowned self] completed in
                endings.append { [unowned self] in
                    guard completed else {
                        // A gesture cancelled the dismissal: the controller stays, and appears again, as in UIKit.
                        if coordinator.isPresented, viewController.isBeingDismissed {
                            viewController.beginAppearanceTransition(true, animated: true)
                            viewController.endAppearanceTransition()
                        }
                        return
                    }
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
        guard case .awaitingConfigure(let animated, let completion) = phase, let window else { return }
        phase = .shown
        beginAppearance(animated: animated)
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
        begin(phase: "present") {
            coordinator.present(animated: animated) { [unowned self] completed in
                endings.append { [unowned self] in
                    guard completed else { return }
                    viewController.endAppearanceTransition()
                    completion?()
                }
            }
        }
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

    /// Ends the presentation the way a user's "go away" should: the controller's cancel path
    /// when it has one (an alert's cancel action), else an animated dismissal.
    func dismissFromGesture() {
        if let cancellable = viewController as? PresentationCancelling {
            cancellable.cancelPresentation()
        } else {
            viewController.dismiss(animated: true)
        }
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

    /// Where the dim's surface goes: a subsurface of the window's, or a popup.
    private func placement(grab: InputSerial?) -> CardCompositor.Placement? {
        if isInWindow {
            return (window?.surface?.wlSurface).map { .inWindow(windowSurface: $0) }
        }
        guard let parent = parentPopup else { return nil }
        // A grabbing popup's parent must be a toplevel or a grabbing popup (`xdg_popup.grab`).
        let grab = parentPresentation == nil || parentPresentation?.compositor?.role.hasGrab == true ? grab : nil
        return .popup(parent: parent, positioner: positioner, grab: grab)
    }

    /// Places an in-window card over the window geometry; the window's next commit shows it there. The first
    /// placement begins the presentation, as a popup's first configure does.
    func placeInWindow() {
        guard isInWindow, isActive, let window, window.isConfigured else { return }
        let geometry = window.windowGeometry
        // The container is the window, whose configured size may differ from the one it asked for.
        coordinator.containerSize = Size(width: Double(geometry.width), height: Double(geometry.height))
        compositor?.place(over: geometry)
    }

    /// The popup's parent: the window's `xdg_surface` (or its overlay's layer surface), or the popup of the
    /// presentation below (the window's, when that one is in the window's tree).
    private var parentPopup: PopupParent? {
        guard let parentPresentation, !parentPresentation.isInWindow else { return window?.popupParent }
        return (parentPresentation.compositor?.role.xdgSurface).map(PopupParent.xdgSurface)
    }

    /// What the popup covers, in its parent's window geometry: the window's geometry, or all of the
    /// presentation below's popup, which covers the same.
    var parentGeometry: SurfaceRect {
        guard let window else { return SurfaceRect(width: 0, height: 0) }
        guard let parentPresentation, !parentPresentation.isInWindow else { return window.windowGeometry }
        return SurfaceRect(size: window.windowGeometry.size)
    }

    /// The popover's controller, when this presentation is a popover.
    var popover: PopoverPresentationController? {
        coordinator.presentationController as? PopoverPresentationController
    }

    /// Where the popup goes: over all of its parent, or a popover's place against its source.
    var positioner: Positioner {
        guard popover != nil, let anchor = popoverAnchor else { return .covering(parentGeometry) }
        let size = SurfaceSize(width: Int32(containerSize.width), height: Int32(containerSize.height))
        return .popover(size: size, below: anchor)
    }

    /// The popover's source rectangle in its parent's window-geometry coordinates: in the window, or in the
    /// card of the presentation below when the source is on that card; the middle of the parent otherwise.
    var popoverAnchor: SurfaceRect? {
        guard let popover, let window else { return nil }
        let middle = SurfaceRect(x: parentGeometry.width / 2, y: parentGeometry.height / 2, width: 1, height: 1)
        guard let source = popover.sourceView, let root = source.rootView else { return middle }
        if root === window.rootView, parentPresentation == nil {
            return window.anchorRect(of: source, rect: popover.sourceRect)
        }
        if let below = parentPresentation, root === below.card.root {
            let rect = source.convert(popover.sourceRect ?? source.bounds, to: nil)
            let card = below.card.restingImageFrame
            return SurfaceRect(
                x: Int32((rect.minX + card.minX).rounded()), y: Int32((rect.minY + card.minY).rounded()),
                width: Int32(rect.width.rounded()), height: Int32(rect.height.rounded()))
        }
        return middle
    }

    /// Whether the popup's dim takes the pointer: always, unless the window ``Window/movesOnBackgroundDrag``
    /// and a tap on the dim means nothing. Then presses beside the card reach the window, which moves:
    /// compositors start `xdg_toplevel.move` only for a press on the toplevel's own surface.
    var dimTakesInput: Bool {
        guard let window, window.movesOnBackgroundDrag else { return true }
        return coordinator.presentationController.dismissesOnDimTap
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

    /// Tells the queue, once, that this presentation is over.
    func notifyDismissed() {
        let dismissed = onDismissed
        onDismissed = nil
        dismissed?()
    }

    /// Destroys every surface (card before popup), stops input and gives the view back to its controller.
    ///
    /// Every link from the card to the window ends here: the accessibility overlay, the keys, the input methods'
    /// link to its fields, and the card's root itself, which the presented view leaves (`CardImage/releaseView()`),
    /// so a view the controller keeps and changes later (a field emptied after the dismissal) reaches none of them.
    func tearDown() {
        guard isActive else { return }
        phase = .tornDown
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

    func cardCompositorDidDismiss(_ compositor: CardCompositor) {
        handlePopupDone()
    }
}
