import Dispatch
import Synchronization

/// The chooser for an app with windows: the wait for the user happens on a thread of its own, so the main actor
/// (and with it the app's event loop) goes on drawing and answering input while the desktop's chooser is open.
extension FileChooserPortal {
    /// Shows the desktop's file chooser and suspends until the user answers.
    ///
    /// Cancelling the task closes the chooser and returns ``FileChooserResult/cancelled``.
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
    ///   when the bus cannot be reached.
    public static func choose(
        _ request: FileChooserRequest, address: String? = DBusConnection.sessionBusAddress, timeout: Duration? = nil
    ) async throws(FileChooserError) -> FileChooserResult {
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
        return try answer.get()
    }
}
