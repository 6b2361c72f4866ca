import CurtainViews

/// Presenting and dismissing that a task can await: the `async` forms Swift's importer gives UIKit's
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// Each returns when the completion handler of its UIKit-shaped twin would run, so the code after the `await`
/// is the code you would have put in the completion:
///
/// ```swift
/// try await window.present(about)          // the card is at rest
/// try await Task.sleep(for: .seconds(2))
/// await about.dismiss(animated: true)      // the card is gone
/// ```
///
/// Cancelling the awaiting task while a presentation is still on its way in takes it away again, on the main
/// actor: through its cancel path when it has one (``PresentationCancelling``: an alert chooses its cancel
/// action), else with an animated dismissal. The call then throws `CancellationError` once it is gone, as
/// every awaited presentation in Curtain does (an alert's answer, the file chooser). A presentation that has
/// finished appearing stays up: the task awaited only its arrival. A dismissal cannot be cancelled: it runs
/// to its end and returns.
@MainActor
extension ViewController {
    /// Presents `viewController` over this controller, stacked as with ``present(_:animated:completion:)``, and
    /// returns once the presentation transition has completed.
    ///
    /// When this controller is still on its way in, the call waits for it to come to rest first. It returns at
    /// once when this controller is not presented anywhere (there is nothing to present over), when it already
    /// presents another, or when `viewController` is already presented or queued.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present, with its `transitioningDelegate`.
    ///   - animated: Whether the presentation animates.
    /// - Throws: `CancellationError` when the task was cancelled before the presentation completed (it is taken
    ///   away again first), or before the call, in which case nothing is presented.
    public func present(_ viewController: ViewController, animated: Bool = true) async throws {
        try await viewController.awaitPresentation { completion in
            present(viewController, animated: animated, completion: completion)
        }
    }

    /// Dismisses the controller this one presents or, if none, this controller itself, and returns once the
    /// dismissal has completed and the card is gone.
    ///
    /// Cancelling the task does not stop a dismissal: the call still returns when it is done.
    ///
    /// - Parameter animated: Whether the dismissal transition animates.
    public func dismiss(animated: Bool = true) async {
        let target = presentedViewController ?? self
        let wait = PresentationWait<Void>()
        await wait.run {
            target.whenPresentationEnds { wait.finish(()) }
            dismiss(animated: animated) { wait.finish(()) }
        }
    }

    // MARK: - Waiting for the end of a presentation

    /// Whether the controller is presented over a window or waiting in its queue: presenting it again does
    /// nothing until its presentation ends.
    package var isPresentedOrQueued: Bool { hostWindow != nil }

    /// Calls `body` once, when this controller's presentation ends (its dismissal completed, or it left the
    /// presentation queue without being shown); never when it is not presented or queued.
    package func whenPresentationEnds(_ body: @escaping @MainActor () -> Void) {
        guard isPresentedOrQueued else { return }
        presentationEndHandlers.append(body)
    }

    /// Presents this controller with `start`, which is given the completion to pass on, and returns once the
    /// presentation transition has completed or the presentation has ended, whichever comes first.
    ///
    /// Shared by ``present(_:animated:)`` and ``Window/present(_:animated:)``; see the type's notes for what
    /// cancelling the task does.
    func awaitPresentation(_ start: (@escaping @MainActor () -> Void) -> Void) async throws {
        try Task.checkCancellation()
        guard !isPresentedOrQueued else { return }
        let wait = PresentationWait<Void>()
        await wait.run {
            start { wait.finish(()) }
            whenPresentationEnds { wait.finish(()) }
        } cancel: { [unowned self] in
            if let cancelling = self as? PresentationCancelling {
                cancelling.cancelPresentation()
            } else {
                dismiss(animated: true)
            }
            return true
        }
        if wait.isCancelled { throw CancellationError() }
    }
}
