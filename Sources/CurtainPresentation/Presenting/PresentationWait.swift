/// One task waiting for a presentation to reach a point (its transition completed, its dismissal done, an
/// alert answered), and what cancelling that task does: the bridge between the completion handlers and the
/// `async` forms.
///
/// A wait is resumed exactly once, by whichever comes first of the completion it was started with and the end
/// of the presentation (``ViewController/presentationEndHandlers``): a completion can be skipped, as when a
/// presentation is reversed before it finished, but the end of a presentation cannot. When the waiting task is
/// cancelled while the wait is open, the cancellation hops to the main actor and runs the wait's `cancel`
/// closure there, which takes the presentation down; that in turn resumes the wait.
///
/// ```swift
/// let wait = PresentationWait<Void>()
/// await wait.run {
///     controller.whenPresentationEnds { wait.finish(()) }
///     window.present(controller) { wait.finish(()) }
/// } cancel: {
///     controller.dismiss(animated: true)
///     return true
/// }
/// ```
@MainActor
package final class PresentationWait<Value> {
    /// Resumed without a value: the value stays on the main actor, in ``result``, so it need not be `Sendable`.
    private var continuation: CheckedContinuation<Void, Never>?
    private var result: Value?
    /// Takes the presentation down for a cancelled task; returns whether it did (nothing was left to take down).
    private var cancelPresentation: (@MainActor () -> Bool)?

    /// Whether the waiting task was cancelled and its cancellation took the presentation down.
    package private(set) var isCancelled = false

    /// Creates a wait that nothing has started.
    package init() {}

    /// Runs `start`, which sets the presentation going and arranges for ``finish(_:)``, then suspends until
    /// ``finish(_:)`` is called.
    ///
    /// - Parameters:
    ///   - start: Called at once, on the main actor, after the wait is ready to be finished.
    ///   - cancel: Called on the main actor when the task is cancelled while the wait is open; returns whether
    ///     it took the presentation down (``isCancelled`` then becomes `true`).
    /// - Returns: The value ``finish(_:)`` was called with first.
    package func run(_ start: () -> Void, cancel: @escaping @MainActor () -> Bool = { false }) async -> Value {
        cancelPresentation = cancel
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                self.continuation = continuation
                start()
            }
        } onCancel: {
            Task { @MainActor in self.handleCancellation() }
        }
        guard let result else { preconditionFailure("a presentation wait resumed without a value") }
        return result
    }

    /// Resumes the waiting task with `value`; later calls do nothing.
    package func finish(_ value: Value) {
        guard let continuation else { return }
        self.continuation = nil
        cancelPresentation = nil
        result = value
        continuation.resume()
    }

    /// The waiting task was cancelled: take the presentation down if the wait is still open.
    private func handleCancellation() {
        guard continuation != nil, let cancelPresentation else { return }
        self.cancelPresentation = nil
        isCancelled = cancelPresentation()
    }
}
