import CurtainViews

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
