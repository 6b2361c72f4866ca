import CurtainViews
internal import Wayland

/// Presenting from a view controller, as in UIKit: `present(_:animated:completion:)` on the
/// presenting controller and `dismiss(animated:completion:)` on either one.
///
/// A presented controller presents over itself: the new presentation is stacked on it (a confirmation over
/// a sheet), as described in ``PresentationQueue``. It starts once the presenting controller is at rest on
/// top of its window's presentations. ``Window/present(_:animated:completion:)`` starts the chain; a
/// controller that is not presented has nothing to present over.
///
/// ```swift
/// let sheet = ViewController()
/// window.present(sheet)
/// sheet.present(AlertController(title: "Discard changes?", message: nil))   // over the sheet
/// ```
extension ViewController {
    /// Presents `viewController` over this controller, which must be presented itself.
    ///
    /// Dismissing this controller later unwinds: `viewController` (and anything it presented) goes first.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present, with its `transitioningDelegate`.
    ///   - animated: Whether the presentation animates.
    ///   - completion: Runs once the presentation transition has completed; at once when this controller
    ///     is not presented, or `viewController` is presented already.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        guard let window = presentationWindow, presentedViewController == nil, viewController !== self else {
            completion?()
            return
        }
        viewController.presentingViewController = self
        presentedViewController = viewController
        if viewController.presentationStyle(forWindowWidth: window.size.width) == .dialogWindow {
            DialogWindowPresenter(viewController: viewController, parent: window).present(
                animated: animated, completion: completion)
            return
        }
        window.presentationQueue.present(
            viewController, over: isWindowContent ? nil : self, animated: animated,
            grab: window.application.currentGrabEvent, completion: completion)
    }

    /// The window whose presentations hold this controller (or the one that presented it).
    var presentationWindow: Window? {
        var controller: ViewController? = self
        while let current = controller {
            if let window = current.hostWindow { return window }
            controller = current.presentingViewController
        }
        return nil
    }
}
