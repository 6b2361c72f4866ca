import CurtainViews
internal import Wayland

/// Presenting view controllers over a window: `UIViewController.present` with the window as the
/// root presenter.
///
/// The presentation is an `xdg_popup` covering the window (the dim) with the card in a synchronized
/// subsurface; see ``PopupPresenter``. When the call happens while a button or key event is being
/// handled (a ``Button``'s action, a key handler), the popup takes an explicit grab quoting the
/// seat's latest press serial (``Application/currentGrabEvent``): a click in another client then
/// dismisses it (`popup_done`). Otherwise (a timer, a pipe, start-up) the popup has no grab. Either
/// way the window's keys reach the presentation through a key interceptor.
///
/// ```swift
/// let alert = AlertController(title: "Quit?", message: nil)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Quit", style: .destructive) { _ in app.terminate() })
/// window.present(alert, animated: true) { print("alert is up") }
/// ```
extension Window {
    /// Presents `viewController` over the window, or queues it behind the current presentation.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `transitioningDelegate` vends the
    ///     animators and the ``PresentationController`` (the dim and the card's frame).
    ///   - animated: Whether the presentation animates.
    ///   - completion: Runs once the presentation transition has completed.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        if viewController.presentationStyle(forWindowWidth: size.width) == .dialogWindow {
            guard viewController.hostWindow == nil else { completion?(); return }
            DialogWindowPresenter(viewController: viewController, parent: self).present(
                animated: animated, completion: completion)
            return
        }
        presentationQueue.present(
            viewController, animated: animated, grab: application.currentGrabEvent, completion: completion)
    }

    /// Dismisses everything presented over the window, topmost first, each with its own dismissal; waiting
    /// presentations stay queued. UIKit's `rootViewController.dismiss(animated:completion:)`, the window being
    /// the root presenter.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissals animate.
    ///   - completion: Runs once the last has completed; at once when nothing is presented.
    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        guard let bottom = attachments[PresentationQueue.self]?.current else { completion?(); return }
        presentationQueue.dismiss(bottom.viewController, animated: animated, completion: completion)
    }

    /// The presentation on screen over the window, if any.
    public var currentPresentation: PopupPresenter? {
        attachments[PresentationQueue.self]?.current
    }

    /// The window's presentation queue (made on first use): the presentation on screen and the
    /// ones waiting.
    ///
    /// It is kept in the window's `attachments` (Views cannot name Presentation's types) and
    /// observes the window, before the application's observers, so it follows resizes, scale changes and
    /// closing.
    public var presentationQueue: PresentationQueue {
        if let existing = attachments[PresentationQueue.self] { return existing }
        let queue = PresentationQueue(window: self)
        attachments[PresentationQueue.self] = queue
        addToolkitObserver(queue)
        return queue
    }
}

/// Presenting over a window from a task: the `async` form of ``Window/present(_:animated:completion:)``.
///
/// ```swift
/// let about = ViewController()
/// try await window.present(about)    // returns once the card is at rest
/// ```
@MainActor
extension Window {
    /// Presents `viewController` over the window, or queues it behind the current presentation, and returns
    /// once its presentation transition has completed.
    ///
    /// Cancelling the task before then takes the presentation away again, as described in
    /// `ViewController+Async.swift`, and the call throws `CancellationError` once it is gone. It returns at once
    /// when `viewController` is already presented or queued.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; its `transitioningDelegate` vends the animators and the
    ///     ``PresentationController``.
    ///   - animated: Whether the presentation animates.
    /// - Throws: `CancellationError` when the task was cancelled before the presentation completed, or before
    ///   the call, in which case nothing is presented.
    public func present(_ viewController: ViewController, animated: Bool = true) async throws {
        try await viewController.awaitPresentation { completion in
            present(viewController, animated: animated, completion: completion)
        }
    }
}
