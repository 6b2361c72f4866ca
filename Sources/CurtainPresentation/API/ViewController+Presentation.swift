import CurtainViews
import Wayland

/// Presenting from a view controller, as in UIKit: `present(_:animated:completion:)` on the
/// presenting controller and `dismiss(animated:completion:)` on either one.
///
/// A controller presents over the window its own presentation is in (the window that presented
/// it, directly or through other controllers); ``Window/present(_:animated:completion:)`` starts
/// the chain. Presenting while something is presented queues, as described in
/// ``PresentationQueue``.
///
/// ```swift
/// let root = ViewController()
/// window.present(root)
/// root.present(AlertController(title: "Saved", message: nil)) // waits for root to go
/// ```
extension ViewController {
    /// Presents `viewController` over the window this controller was presented in.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present, with its `transitioningDelegate`.
    ///   - animated: Whether the presentation animates.
    ///   - completion: Runs once the presentation transition has completed.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let window = presentationWindow else {
            completion?()
            return
        }
        viewController.presentingViewController = self
        presentedViewController = viewController
        window.present(viewController, animated: animated, completion: completion)
    }

    /// The window whose presentation queue holds this controller (or the one that presented it).
    var presentationWindow: Window? {
        var controller: ViewController? = self
        while let current = controller {
            if let window = current.hostWindow { return window }
            controller = current.presentingViewController
        }
        return nil
    }
}
