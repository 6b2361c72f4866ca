import CurtainShell
import CurtainViews
internal import Wayland

/// The presentations of one ``Window``: the ones on screen, stacked, and the ones waiting.
///
/// **Stacked**, as in UIKit: a presented controller presents another over itself with
/// ``ViewController/present(_:animated:completion:)``, a confirmation over a sheet. The new popup is a child
/// of the one below (`xdg_popup` over `xdg_popup`), its dim darkens the card below, and it takes the keys
/// until it goes. Dismissing a controller unwinds: what it presented goes first, topmost first, each with
/// its own dismissal, because a popup cannot outlive the popup it is stacked on.
///
/// **Queued**: presenting over the window while something is up (or on its way) waits until everything
/// presented over the window has gone, then shows, in the order presented. Dismissing a controller that is
/// still waiting removes it from the queue and runs its completion at once; it never appears.
///
/// ```swift
/// window.present(sheet)                 // shown now
/// sheet.present(confirmation)           // stacked over the sheet once it is at rest
/// window.present(other)                 // queued until both have gone
/// sheet.dismiss(animated: true)         // dismisses the confirmation
/// ```
///
/// The queue follows its window as a `WindowObserver`:
///
/// - Presenting before the window is shown and configured waits: the popup needs a configured
///   parent to anchor to, so the first presentation starts once the window's first configure has
///   been answered.
/// - Resizes and scale changes go to every presentation on screen.
/// - Closing the window tears the presentations on screen down, topmost first (each finishes at once, an
///   alert is cancelled), before the toplevel goes, then drops the waiting ones, newest first.
///
/// One queue exists per window, made by ``Window/presentationQueue`` and kept in the window's
/// `Window.attachments`, so it lives exactly as long as the window.
@MainActor public final class PresentationQueue: WindowObserver {
    /// The window presented over.
    public private(set) weak var window: Window?
    /// The presentations on screen (or on their way in or out), the one over the window first and the
    /// topmost last.
    public private(set) var presentations: [PopupPresenter] = []
    /// The presentation over the window itself, if any; others may be stacked on it.
    public var current: PopupPresenter? { presentations.first }
    /// Controllers waiting to be shown (for the presentations on screen to go, for the one they are presented
    /// over to come to rest, or for the window to be configured), oldest first.
    public var waiting: [ViewController] { pending.map(\.viewController) }
    /// Makes the observer of each presentation this queue starts; ``defaultMakeObserver`` unless set.
    package var makeObserver: (@MainActor (PopupPresenter) -> PresentationObserver?)? = PresentationQueue.defaultMakeObserver
    /// What every queue made from now on starts with as ``makeObserver``: nil (nothing observes) unless
    /// `CurtainDiagnostics` installed its recorder (`CURTAIN_STATS`). The main actor's, as the queues are.
    package static var defaultMakeObserver: (@MainActor (PopupPresenter) -> PresentationObserver?)?

    private var pending: [Request] = []

    private struct Request {
        let viewController: ViewController
        /// The presented controller to stack on, or nil to present over the window.
        weak var presenting: ViewController?
        let isStacked: Bool
        let animated: Bool
        let grab: InputSerial?
        let completion: (@MainActor () -> Void)?
    }

    /// Creates the (empty) queue of `window`; ``Window/presentationQueue`` stores it and adds it
    /// as an observer.
    init(window: Window) {
        self.window = window
    }

    /// Presents `viewController` now, or when it can be shown; see the type's notes.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; presenting one that is already presented
    ///     or waiting does nothing.
    ///   - presenting: A controller presented over this window to stack on, or nil to present over the window.
    ///   - animated: Whether its presentation animates.
    ///   - grab: The input event that triggered it, for a popup grab; nil for none.
    ///   - completion: Runs once its presentation transition has completed.
    func present(
        _ viewController: ViewController, over presenting: ViewController? = nil, animated: Bool, grab: InputSerial?,
        completion: (@MainActor () -> Void)?
    ) {
        guard !presentations.contains(where: { $0.viewController === viewController }),
            !pending.contains(where: { $0.viewController === viewController })
        else { return }
        viewController.hostWindow = window
        viewController.dismissHandler = { [weak self, unowned viewController] animated, done in
            self?.dismiss(viewController, animated: animated, completion: done) ?? done()
        }
        pending.append(
            Request(
                viewController: viewController, presenting: presenting, isStacked: presenting != nil, animated: animated,
                grab: grab, completion: completion))
        startNextIfPossible()
    }

    /// Dismisses `viewController`: animates it out when it is on screen, after whatever is stacked on it,
    /// topmost first; or drops it from the queue when it is waiting.
    func dismiss(_ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        if let index = presentations.firstIndex(where: { $0.viewController === viewController }) {
            unwind(Array(presentations[index...].reversed()), animated: animated, completion: completion)
        } else if let index = pending.firstIndex(where: { $0.viewController === viewController }) {
            pending.remove(at: index)
            unlink(viewController)
            completion?()
        } else {
            completion?()
        }
    }

    /// Dismisses `chain` one after another, each once the one before it has gone.
    private func unwind(_ chain: [PopupPresenter], animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let next = chain.first else { completion?(); return }
        next.dismiss(animated: animated) { [weak self] in
            guard let self else { completion?(); return }
            unwind(Array(chain.dropFirst()), animated: animated, completion: completion)
        }
    }

    // MARK: - Following the window

    /// The window's configure was answered: a presentation waiting for it can start.
    public func windowDidConfigure(_ window: Window) {
        startNextIfPossible()
    }

    /// Follows a window resize with the presentations on screen, the one over the window first.
    public func windowDidResize(_ window: Window) {
        for presentation in presentations { presentation.parentDidResize() }
    }

    /// Places the presentations in the window's own tree over the configured window geometry, before the frame
    /// that answers the configure commits them all together (the first placement is a presentation's first frame).
    public func windowWillAnswerConfigure(_ window: Window) {
        for presentation in presentations { presentation.placeInWindow() }
    }

    /// Follows a change of the window's buffer scale.
    public func windowDidChangeScale(_ window: Window) {
        for presentation in presentations { presentation.parentDidChangeScale() }
    }

    /// The window is closing: the presentations go topmost first, each while its parent still exists,
    /// then the waiting ones, newest first (including any a completion presented meanwhile).
    public func windowWillClose(_ window: Window) {
        let waiting = pending
        pending = []
        for presentation in presentations.reversed() { presentation.windowWillClose() }
        for request in (waiting + pending).reversed() { unlink(request.viewController) }
        pending = []
    }

    // MARK: - Starting

    /// Starts what can start: a stacked presentation once the controller it is presented over is at rest on
    /// top, or the oldest presentation over the window when nothing is on screen and the window can parent a
    /// popup. A stacked request whose controller is neither on screen nor waiting is dropped.
    private func startNextIfPossible() {
        guard !pending.isEmpty else { return }
        guard let window else {
            // The window went away: nothing can ever show these.
            let dropped = pending
            pending = []
            for request in dropped { unlink(request.viewController); request.completion?() }
            return
        }
        let orphans = pending.filter { request in
            request.isStacked
                && !presentations.contains { $0.viewController === request.presenting }
                && !pending.contains { $0.viewController === request.presenting }
        }
        pending.removeAll { request in orphans.contains { $0.viewController === request.viewController } }
        for request in orphans { unlink(request.viewController); request.completion?() }
        if let top = presentations.last, top.isAtRest,
            let index = pending.firstIndex(where: { $0.isStacked && $0.presenting === top.viewController })
        {
            start(pending.remove(at: index), over: top)
        } else if presentations.isEmpty, let index = pending.firstIndex(where: { !$0.isStacked }),
            window.isConfigured || (window.surface != nil && isInWindow(pending[index].viewController, over: window))
        {
            // A presentation in the window's tree starts before the window's first configure: its card is drawn
            // while the configure is on its way, and shows in the window's first frame. Not before the window has
            // its surface (a window placed at the pointer first finds the pointer): the card's surfaces hang on it.
            start(pending.remove(at: index), over: nil)
        }
    }

    /// Whether `viewController` shows in `window`'s own surface tree.
    private func isInWindow(_ viewController: ViewController, over window: Window) -> Bool {
        viewController.presentationStyle(forWindowWidth: window.size.width) == .inWindow
    }

    private func start(_ request: Request, over below: PopupPresenter?) {
        guard let window else { return }
        let presentation = PopupPresenter(
            viewController: request.viewController, window: window, grab: request.grab, over: below)
        presentation.observer = makeObserver?(presentation)
        presentations.append(presentation)
        presentation.lifecycle.onDismissed = { [unowned self, unowned presentation, viewController = request.viewController] in
            presentations.removeAll { $0 === presentation }
            viewController.presentationDidEnd()
            startNextIfPossible()
        }
        // A popup cannot outlive the one it is stacked on: whatever is stacked on this one ends first.
        presentation.willDestroySurfaces = { [unowned self, unowned presentation] in
            guard let index = presentations.firstIndex(where: { $0 === presentation }) else { return }
            for above in presentations[(index + 1)...].reversed() { above.windowWillClose() }
        }
        presentation.present(animated: request.animated) { [weak self] in
            request.completion?()
            // At rest now: a presentation stacked on it may start.
            self?.startNextIfPossible()
        }
    }

    /// Forgets a controller that will not be shown (dismissed while waiting, or its window closed).
    private func unlink(_ viewController: ViewController) {
        viewController.dismissHandler = nil
        viewController.hostWindow = nil
        viewController.presentingViewController?.presentedViewController = nil
        viewController.presentingViewController = nil
        viewController.presentationDidEnd()
    }
}
