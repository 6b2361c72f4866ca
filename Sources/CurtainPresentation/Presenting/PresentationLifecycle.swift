/// The life of one presentation, from ``PopupPresenter/present(animated:completion:)`` to the moment its surfaces
/// are gone: what is on screen, which transition is in flight, what ends it, and which completions run when.
///
/// The rules live here, apart from the surfaces that carry them out, because they are where presentations went
/// wrong: a dismissal that came before the popup was configured, a popup the compositor took away, a window that
/// closed mid-transition. Each is a transition of this machine, decided without a compositor and unit-tested
/// (`PresentationLifecycleTests`); its ``Driver`` (the ``PopupPresenter``) makes and configures the surfaces, runs
/// the coordinator's transitions on frame callbacks, and tells the machine what happened.
///
/// ```
/// idle ──present──▶ awaitingConfigure ──configure──▶ shown ──dismissal ends──▶ tornDown
///                          └───────────dismiss, parent closes───────────────────┘
/// ```
///
/// - A dismissal before the first configure ends at once: nothing was shown, so there is nothing to animate.
/// - A dismissal during the presentation transition reverses it from the values on screen (the coordinator does);
///   the presentation's completion then never runs, as in UIKit.
/// - A dismissal during the dismissal does not start another: its completion runs with the first's.
/// - A dismissal that a gesture cancels leaves the controller presented, and it appears again.
/// - A presentation is presented once: presenting it again (during its dismissal, say) only runs the completion.
/// - `xdg_popup.popup_done`: a presentation a tap outside would dismiss is dismissed at once, through the
///   controller's cancel path; a modal one lands where it was going and its surfaces are made again.
/// - The parent closing ends the presentation at once, before the parent's surface goes: a running transition
///   lands so its completion runs, the controller is cancelled or dismissed without animation, and if nothing
///   dismissed it, it is torn down regardless. Every completion and appearance callback runs exactly once.
///
/// Queueing and stacking several presentations over one window is the ``PresentationQueue``'s; this machine runs one.
@MainActor final class PresentationLifecycle {
    /// Where a presentation is in its life.
    enum Phase: Equatable {
        /// Made, not yet presented.
        case idle
        /// ``present(animated:completion:)`` asked for the surfaces; their first configure begins the transition.
        case awaitingConfigure(animated: Bool)
        /// The presentation has begun (it may be on its way out).
        case shown
        /// Every surface is gone; nothing more happens.
        case tornDown
    }

    /// The transitions a driver runs for the machine.
    enum Transition: String {
        /// The presented controller comes in.
        case present
        /// It goes.
        case dismiss
    }

    /// What the machine asks of the surfaces that show the presentation.
    ///
    /// ``PopupPresenter`` is the driver on a compositor; a test's driver records the calls and ends transitions
    /// when the test says so.
    @MainActor protocol Driver: AnyObject {
        /// Whether the card is drawn before the surfaces' first configure: shown in the window's own tree while
        /// the window's configure is on its way, so that the window's first frame only places it.
        var drawsCardBeforeConfigure: Bool { get }
        /// Whether a transition is under way (not yet at its end state).
        var isTransitionRunning: Bool { get }
        /// Whether the card is presented: after its presentation completed, or a dismissal was cancelled.
        var isCardPresented: Bool { get }
        /// Lays the card out and draws it before the surfaces exist.
        func drawCardBeforeConfigure()
        /// Makes the surfaces and starts taking the window's keys; the first configure is reported with
        /// ``PresentationLifecycle/surfacesDidConfigure()``.
        func makeSurfaces()
        /// The first configure: lays the card out at the window's scale if needed, and links it to the window
        /// (input methods, screen readers).
        func showCard()
        /// A later configure (reposition, surfaces made again): lays the card out again and shows it.
        func refreshCard()
        /// Readies the coordinator for a transition about to begin, so that appearance callbacks see it.
        func prepareTransition()
        /// Runs `transition` on the coordinator; `ended` runs once its last frame is out, with whether it
        /// completed (false: reversed, or cancelled by a gesture).
        func run(_ transition: Transition, animated: Bool, ended: @escaping @MainActor (_ completed: Bool) -> Void)
        /// Lands the running transition on its end state now and runs what ended.
        func finishTransition()
        /// Forgets any gesture under way: the surfaces it was on went away.
        func cancelGestures()
        /// Makes the surfaces again, without a grab, after the compositor took them away.
        func remakeSurfaces()
        /// Destroys every surface, stops input and unlinks the presented controller.
        func tearDownSurfaces()
    }

    /// The presented controller, whose appearance callbacks the machine runs.
    let viewController: ViewController
    /// What carries the machine's decisions out.
    weak var driver: Driver?
    private(set) var phase = Phase.idle
    /// Called once when the dismissal has completed and every surface is gone.
    var onDismissed: (@MainActor () -> Void)?
    /// Runs once the presentation transition has completed; dropped if it never completes.
    private var presentCompletion: (@MainActor () -> Void)?
    /// Whether the presentation's `viewWillAppear` has run.
    private var hasBegunAppearance = false
    /// The completions of the dismissal under way, one per ``dismiss(animated:completion:)`` asked for; nil when
    /// no dismissal is under way.
    private var dismissCompletions: [(@MainActor () -> Void)?]?

    /// Creates the machine of one presentation of `viewController`, idle.
    init(viewController: ViewController) {
        self.viewController = viewController
    }

    /// Whether the presentation is on screen or on its way (between present and dismissal's end).
    var isActive: Bool { phase != .tornDown }

    /// Whether the presentation has been shown (it may be on its way out).
    var isShown: Bool { phase == .shown }

    /// Whether a dismissal has begun and has neither completed nor been cancelled.
    var isDismissing: Bool { dismissCompletions != nil }

    /// Whether ``present(animated:completion:)`` is waiting for the surfaces' first configure.
    var isAwaitingConfigure: Bool {
        if case .awaitingConfigure = phase { return true }
        return false
    }

    // MARK: - Presenting

    /// Asks for the surfaces; the presentation begins on their first configure.
    ///
    /// - Parameters:
    ///   - animated: Whether the presentation transition animates.
    ///   - completion: Runs once the presentation transition has completed; at once, and nothing else happens,
    ///     when the presentation was presented before.
    func present(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard phase == .idle else { completion?(); return }
        phase = .awaitingConfigure(animated: animated)
        presentCompletion = completion
        if let driver, driver.drawsCardBeforeConfigure {
            beginAppearance(animated: animated)
            driver.drawCardBeforeConfigure()
        }
        driver?.makeSurfaces()
    }

    /// `xdg_surface.configure` of the current surfaces: the first begins the presentation, a later one shows
    /// the card again.
    ///
    /// "First" is the phase, not which popup sent it: a tiling compositor resizes the parent right after it
    /// maps, so on `xdg_wm_base` < 3 the popup is made again before its first configure ever arrives, and the
    /// new popup's configure must still begin the presentation.
    func surfacesDidConfigure() {
        guard isActive, let driver else { return }
        guard case .awaitingConfigure(let animated) = phase else {
            driver.refreshCard()
            return
        }
        phase = .shown
        beginAppearance(animated: animated)
        driver.showCard()
        let completion = presentCompletion
        presentCompletion = nil
        driver.run(.present, animated: animated) { [unowned self] completed in
            guard completed else { return }
            viewController.endAppearanceTransition()
            completion?()
        }
    }

    /// `viewWillAppear`, once per presentation, before the card is first drawn: what it changes (an alert focuses
    /// its preferred button) is in the card's one drawing, instead of a second drawing right after the first frame.
    private func beginAppearance(animated: Bool) {
        guard !hasBegunAppearance else { return }
        hasBegunAppearance = true
        driver?.prepareTransition()
        viewController.beginAppearanceTransition(true, animated: animated)
    }

    // MARK: - Dismissing

    /// Dismisses the presentation; reverses a running presentation from the values on screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal transition animates.
    ///   - completion: Runs once the card is gone and the surfaces destroyed; at once when the presentation is
    ///     over already, or was never shown; with the dismissal under way when there is one.
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard isActive else { completion?(); return }
        if isAwaitingConfigure {
            // Not configured yet: nothing was shown, so there is nothing to animate away.
            tearDown()
            completion?()
            notifyDismissed()
            return
        }
        if dismissCompletions != nil {
            // Already on its way out (a second "go away" before the first finished): end together.
            dismissCompletions?.append(completion)
            return
        }
        dismissCompletions = [completion]
        driver?.prepareTransition()
        viewController.beginAppearanceTransition(false, animated: animated)
        driver?.run(.dismiss, animated: animated) { [unowned self] completed in
            let completions = dismissCompletions ?? []
            dismissCompletions = nil
            guard completed else {
                // A gesture cancelled the dismissal: the controller stays, and appears again, as in UIKit.
                if driver?.isCardPresented ?? false, viewController.isBeingDismissed {
                    viewController.beginAppearanceTransition(true, animated: true)
                    viewController.endAppearanceTransition()
                }
                return
            }
            tearDown()
            viewController.endAppearanceTransition()
            for completion in completions { completion?() }
            notifyDismissed()
        }
    }

    /// Ends the presentation the way a user's "go away" should (a tap outside, Escape on a popover, a drag
    /// down): the controller's cancel path when it has one (an alert's cancel action), else an animated
    /// dismissal.
    func dismissAsUserAsked() {
        if let cancellable = viewController as? PresentationCancelling {
            cancellable.cancelPresentation()
        } else {
            viewController.dismiss(animated: true)
        }
    }

    // MARK: - Interruptions

    /// `xdg_popup.popup_done`: the compositor took the surfaces away for good.
    ///
    /// - Parameter dismissesOnDimTap: Whether a tap outside would dismiss the presentation: then so does this,
    ///   at once; a modal one stays, landed where it was going, on new surfaces.
    func surfacesWereDismissed(dismissesOnDimTap: Bool) {
        guard isActive, let driver else { return }
        driver.cancelGestures()
        if dismissesOnDimTap {
            // The popup is gone: the dismissal cannot animate on it, so it ends at once.
            dismissAsUserAsked()
            if isActive, driver.isTransitionRunning { driver.finishTransition() }
        } else {
            if driver.isTransitionRunning { driver.finishTransition() }
            driver.remakeSurfaces()
        }
    }

    /// The parent window is closing: end the presentation now, surfaces first, completions after.
    func parentWillClose() {
        guard isActive, let driver else { return }
        if isAwaitingConfigure {
            // Never shown: nothing to dismiss.
            dismiss(animated: false, completion: nil)
            return
        }
        driver.cancelGestures()
        // Land a running transition (presentation or dismissal) so its completion runs.
        if driver.isTransitionRunning { driver.finishTransition() }
        guard isActive else { return }
        if let cancellable = viewController as? PresentationCancelling {
            cancellable.cancelPresentation()
        } else {
            dismiss(animated: false, completion: nil)
        }
        if isActive, driver.isTransitionRunning { driver.finishTransition() }
        guard isActive else { return }
        // Nothing dismissed it (a cancel path that declined): tear down regardless.
        viewController.beginAppearanceTransition(false, animated: false)
        tearDown()
        viewController.endAppearanceTransition()
        notifyDismissed()
    }

    // MARK: - Ending

    /// Ends the presentation's life: the driver destroys every surface.
    private func tearDown() {
        guard isActive else { return }
        phase = .tornDown
        driver?.tearDownSurfaces()
    }

    /// Tells the owner, once, that this presentation is over.
    private func notifyDismissed() {
        let dismissed = onDismissed
        onDismissed = nil
        dismissed?()
    }
}
