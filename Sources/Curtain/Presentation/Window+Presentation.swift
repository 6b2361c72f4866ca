import Wayland

/// Presenting view controllers over a window: `UIViewController.present` with the window as the
/// root presenter.
///
/// The presentation is an `xdg_popup` covering the window (the dim) with the card in a synchronized
/// subsurface; see ``Presentation``. When the call happens while an input event is being handled
/// (``Application/currentInputEvent``), the popup takes an explicit grab with that event's serial:
/// it gets keyboard focus, and a click in another client dismisses it (`popup_done`). Otherwise the
/// popup has no grab and the window's keys go to the presentation through a key interceptor.
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
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        presentationQueue.present(
            viewController, animated: animated, grab: application.currentInputEvent, completion: completion)
    }

    /// The presentation on screen over the window, if any.
    public var currentPresentation: Presentation? {
        PresentationQueue.queue(of: self)?.current
    }

    /// The window's presentation queue (made on first use): the presentation on screen, the
    /// ones waiting, and where their stats go.
    public var presentationQueue: PresentationQueue {
        if let existing = PresentationQueue.queue(of: self) { return existing }
        let queue = PresentationQueue(window: self)
        PresentationQueue.register(queue)
        // Follow resizes and scale changes with the presentation on screen.
        let previousResize = onResize
        onResize = { [weak queue] size in
            previousResize?(size)
            queue?.windowDidResize()
        }
        if let surface {
            let previousScale = surface.onScaleChange
            surface.onScaleChange = { [weak queue] scale in
                previousScale?(scale)
                queue?.windowDidChangeScale()
            }
        }
        return queue
    }
}
