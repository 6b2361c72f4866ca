import CurtainShell
import CurtainViews
import Wayland

/// The presentations of one ``Window``: the one on screen and the ones waiting for it.
///
/// A window shows one presentation at a time. Presenting while another is up (or on its way)
/// **queues** the new one: it is shown, with its own transition, right after the current one's
/// dismissal completes, in the order they were presented. Dismissing a controller that is still
/// waiting removes it from the queue and runs its completion at once; it never appears.
///
/// ```swift
/// window.present(first)                 // shown now
/// window.present(second)                // queued
/// first.dismiss(animated: true)         // first animates out, then second animates in
/// ```
///
/// The queue follows its window as a `WindowObserver`:
///
/// - Presenting before the window is shown and configured waits: the popup needs a configured
///   parent to anchor to, so the first presentation starts once the window's first configure has
///   been answered.
/// - Resizes and scale changes go to the presentation on screen.
/// - Closing the window tears the presentation on screen down (it finishes at once, an alert is
///   cancelled) before the toplevel goes, then drops the waiting ones, newest first.
///
/// One queue exists per window, made by ``Window/presentationQueue`` and kept in the window's
/// `Window.attachments`, so it lives exactly as long as the window.
@MainActor public final class PresentationQueue: WindowObserver {
    /// The window presented over.
    public private(set) weak var window: Window?
    /// The presentation on screen (or on its way in or out).
    public private(set) var current: PopupPresenter?
    /// Controllers waiting for the current presentation to go (or for the window to be
    /// configured), oldest first.
    public var waiting: [ViewController] { pending.map(\.viewController) }
    /// Makes the observer of each presentation this queue starts; ``defaultMakeObserver`` unless set.
    package var makeObserver: ((PopupPresenter) -> PresentationObserver?)? = PresentationQueue.defaultMakeObserver
    /// What every queue made from now on starts with as ``makeObserver``: nil (nothing observes) unless
    /// `CurtainDiagnostics` installed its recorder (`CURTAIN_STATS`).
    ///
    /// Safe because Curtain runs on one thread (the event loop's); nothing else touches it.
    nonisolated(unsafe) package static var defaultMakeObserver: ((PopupPresenter) -> PresentationObserver?)?

    private var pending: [Request] = []

    private struct Request {
        let viewController: ViewController
        let animated: Bool
        let grab: InputSerial?
        let completion: (() -> Void)?
    }

    /// Creates the (empty) queue of `window`; ``Window/presentationQueue`` stores it and adds it
    /// as an observer.
    init(window: Window) {
        self.window = window
    }

    /// Presents `viewController` now, or after the presentations before it; see the type's notes.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; presenting one that is already presented
    ///     or waiting does nothing.
    ///   - animated: Whether its presentation animates.
    ///   - grab: The input event that triggered it, for a popup grab; nil for none.
    ///   - completion: Runs once its presentation transition has completed.
    func present(
        _ viewController: ViewController, animated: Bool, grab: InputSerial?,
        completion: (() -> Void)?
    ) {
        guard current?.viewController !== viewController,
            !pending.contains(where: { $0.viewController === viewController })
        else { return }
        viewController.hostWindow = window
        viewController.dismissHandler = { [weak self, unowned viewController] animated, done in
            self?.dismiss(viewController, animated: animated, completion: done) ?? done()
        }
        pending.append(Request(viewController: viewController, animated: animated, grab: grab, completion: completion))
        startNextIfPossible()
    }

    /// Dismisses `viewController`: animates it out when it is on screen, or drops it from the
    /// queue when it is waiting.
    func dismiss(_ viewController: ViewController, animated: Bool, completion: (() -> Void)?) {
        if let current, current.viewController === viewController {
            current.dismiss(animated: animated, completion: completion)
        } else if let index = pending.firstIndex(where: { $0.viewController === viewController }) {
            pending.remove(at: index)
            unlink(viewController)
            completion?()
        } else {
            completion?()
        }
    }

    // MARK: - Following the window

    /// The window's configure was answered: a presentation waiting for it can start.
    package func windowDidConfigure(_ window: Window) {
        startNextIfPossible()
    }

    /// Follows a window resize with the presentation on screen.
    package func windowDidResize(_ window: Window) {
        current?.parentDidResize()
    }

    /// Follows a change of the window's buffer scale.
    package func windowDidChangeScale(_ window: Window) {
        current?.parentDidChangeScale()
    }

    /// The window is closing: the topmost presentation goes first, while its parent still exists,
    /// then the waiting ones, newest first (including any a completion presented meanwhile).
    package func windowWillClose(_ window: Window) {
        let waiting = pending
        pending = []
        current?.windowWillClose()
        for request in (waiting + pending).reversed() { unlink(request.viewController) }
        pending = []
    }

    // MARK: - Starting

    /// Starts the oldest waiting presentation when nothing is on screen and the window can parent
    /// a popup.
    private func startNextIfPossible() {
        guard current == nil, !pending.isEmpty else { return }
        guard let window else {
            // The window went away: nothing can ever show these.
            let dropped = pending
            pending = []
            for request in dropped { unlink(request.viewController); request.completion?() }
            return
        }
        guard window.isConfigured else { return }
        start(pending.removeFirst())
    }

    private func start(_ request: Request) {
        guard let window else { return }
        let presentation = PopupPresenter(viewController: request.viewController, window: window, grab: request.grab)
        presentation.observer = makeObserver?(presentation)
        current = presentation
        presentation.onDismissed = { [unowned self, viewController = request.viewController] in
            current = nil
            viewController.presentationDidEnd()
            startNextIfPossible()
        }
        presentation.present(animated: request.animated, completion: request.completion)
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
