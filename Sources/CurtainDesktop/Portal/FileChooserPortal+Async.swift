import CurtainDBus
import Dispatch
import Synchronization

/// The chooser for an app with windows: the wait for the user happens on a thread of its own, so the main actor
/// (and with it the app's event loop) goes on drawing and answering input while the desktop's chooser is open.
extension FileChooserPortal {
    /// Shows the desktop's file chooser and suspends until the user answers.
    ///
    /// Cancelling the task closes the chooser and throws `CancellationError`, as every awaited presentation in
    /// Curtain does; ``FileChooserResult/cancelled`` is the user's own answer (Cancel or Escape in the chooser).
    ///
    /// ```swift
    /// Task { @MainActor in
    ///     if case .chosen(let uris) = try await FileChooserPortal.choose(FileChooserRequest(purpose: .open)) {
    ///         print(uris)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: What to ask for.
    ///   - address: The bus to find the portal on, by default the session bus.
    ///   - timeout: How long the user may take; nil waits as long as the user does.
    /// - Returns: What the user chose, or that they cancelled.
    /// - Throws: ``FileChooserError``, as ``choose(_:timeout:)`` does, and ``FileChooserError/noSessionBus(_:)``
    ///   when the bus cannot be reached; `CancellationError` when the task was cancelled before the user
    ///   answered, or before the call, in which case no chooser opens.
    public static func choose(
        _ request: FileChooserRequest, address: String? = DBusConnection.sessionBusAddress, timeout: Duration? = nil
    ) async throws -> FileChooserResult {
        try Task.checkCancellation()
        let cancellation = Mutex(false)
        let answer: Result<FileChooserResult, FileChooserError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // The connection lives and dies on this thread: libdbus's blocking reads never touch the caller's.
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(
                        returning: Result { () throws(FileChooserError) in
                            try FileChooserPortal(address: address).choose(
                                request, timeout: timeout, isCancelled: { cancellation.withLock { $0 } })
                        })
                }
            }
        } onCancel: {
            cancellation.withLock { $0 = true }
        }
        let result = try answer.get()
        // The chooser closed for the cancelled task, not for the user: that is no answer.
        if result == .cancelled, cancellation.withLock({ $0 }) { throw CancellationError() }
        return result
    }
}
