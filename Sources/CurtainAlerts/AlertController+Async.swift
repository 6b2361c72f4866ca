import CurtainPresentation
import CurtainViews

/// Awaiting an alert's answer: present it and get back the action the user chose, the way AppKit's
/// `beginSheetModal(for:) async` returns the modal response.
///
/// The name says what the call waits for. `await window.present(alert)`, like every `present`, returns once
/// the alert is on screen; `try await alert.response(over: window)` returns once the user has answered and the
/// alert is gone.
///
/// ```swift
/// let alert = AlertController(title: "Replace “notes.txt”?", message: nil)
/// let replace = AlertAction(title: "Replace", style: .destructive)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(replace)
/// if try await alert.response(over: window) === replace {
///     try save()
/// }
/// ```
///
/// The completion-handler ways keep working beside it: the chosen action's handler and the ``delegate`` run
/// first, then the awaiting task resumes, so an app can mix them.
@MainActor
extension AlertController {
    /// Presents the alert over `window` (or queues it behind the presentation already there) and returns the
    /// action that ended it, once its dismissal has completed.
    ///
    /// Every way an alert ends is an answer here:
    /// - a click, Return, Escape or a mnemonic returns the chosen action (Escape returns the `.cancel` action);
    /// - the compositor taking the popup away, the window closing, or ``cancel()`` return the `.cancel` action,
    ///   or `nil` when the alert has none.
    ///
    /// Cancelling the awaiting task cancels the alert on the main actor (``cancel()``, so the `.cancel`
    /// action's handler runs as for any cancellation) and, once the alert is gone, throws `CancellationError`.
    /// An alert that is already presented is not presented again: the call waits for its answer. An alert
    /// that already has its answer returns it at once.
    ///
    /// - Parameters:
    ///   - window: The window to present over.
    ///   - animated: Whether the alert animates in and out.
    /// - Returns: The chosen action, or `nil` when the alert was cancelled without having a `.cancel` action.
    /// - Throws: `CancellationError` when the task was cancelled before the alert had an answer, or before
    ///   the call, in which case nothing is presented.
    @discardableResult
    public func response(over window: Window, animated: Bool = true) async throws -> AlertAction? {
        try Task.checkCancellation()
        guard !isFinished else { return selectedAction }
        let wait = PresentationWait<AlertAction?>()
        let action = await wait.run { [unowned self] in
            if !isPresentedOrQueued { window.present(self, animated: animated) }
            whenPresentationEnds { [unowned self] in
                // Left without an answer (its window closed while it waited in the queue): cancel it, so the
                // handlers run and the answer is the cancel action, as when an alert on screen loses its window.
                if !isFinished { cancel() }
                wait.finish(selectedAction)
            }
        } cancel: { [unowned self] in
            guard !isFinished else { return false }
            cancel()
            return true
        }
        if wait.isCancelled { throw CancellationError() }
        return action
    }
}
