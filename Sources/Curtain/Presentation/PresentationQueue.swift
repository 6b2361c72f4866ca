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
/// One queue exists per window, made by ``Window/present(_:animated:completion:)``.
public final class PresentationQueue {
    /// The window presented over.
    public private(set) weak var window: Window?
    /// The presentation on screen (or on its way in or out).
    public private(set) var current: Presentation?
    /// Controllers waiting for the current presentation to go, oldest first.
    public var waiting: [ViewController] { pending.map(\.viewController) }
    /// Where the presentations' ``TransitionStats`` go; ``TransitionStatsLog/standard`` (which
    /// honours `CURTAIN_STATS`) by default.
    public var statsLog = TransitionStatsLog.standard

    private var pending: [Request] = []

    private struct Request {
        let viewController: ViewController
        let animated: Bool
        let grab: (seat: WlSeat, serial: UInt32)?
        let completion: (() -> Void)?
    }

    /// Creates the (empty) queue of `window`.
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
        _ viewController: ViewController, animated: Bool, grab: (seat: WlSeat, serial: UInt32)?,
        completion: (() -> Void)?
    ) {
        guard current?.viewController !== viewController,
            !pending.contains(where: { $0.viewController === viewController })
        else { return }
        let request = Request(viewController: viewController, animated: animated, grab: grab, completion: completion)
        viewController.dismissHandler = { [weak self, unowned viewController] animated, done in
            self?.dismiss(viewController, animated: animated, completion: done) ?? done()
        }
        if current == nil {
            start(request)
        } else {
            pending.append(request)
        }
    }

    /// Dismisses `viewController`: animates it out when it is on screen, or drops it from the
    /// queue when it is waiting.
    func dismiss(_ viewController: ViewController, animated: Bool, completion: (() -> Void)?) {
        if let current, current.viewController === viewController {
            current.dismiss(animated: animated, completion: completion)
        } else if let index = pending.firstIndex(where: { $0.viewController === viewController }) {
            pending.remove(at: index)
            viewController.dismissHandler = nil
            viewController.presentingViewController?.presentedViewController = nil
            viewController.presentingViewController = nil
            completion?()
        } else {
            completion?()
        }
    }

    /// Follows a window resize with the presentation on screen.
    func windowDidResize() {
        current?.parentDidResize()
    }

    /// Follows a change of the window's buffer scale.
    func windowDidChangeScale() {
        current?.parentDidChangeScale()
    }

    private func start(_ request: Request) {
        guard let window else { request.completion?(); return }
        let presentation = Presentation(
            viewController: request.viewController, window: window, grab: request.grab, statsLog: statsLog)
        current = presentation
        presentation.onDismissed = { [unowned self] in
            current = nil
            if !pending.isEmpty { start(pending.removeFirst()) }
        }
        presentation.present(animated: request.animated, completion: request.completion)
    }
}
