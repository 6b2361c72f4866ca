/// Running the application from an `async` main: `try await app.run()`.
///
/// ```swift
/// @main
/// struct Hello {
///     static func main() async throws {
///         let app = try Application()
///         let window = Window(application: app, title: "Hello", appID: "org.example.hello",
///                             size: Size(width: 320, height: 160))
///         window.onCloseRequest = { app.terminate() }
///         window.show()
///         Task {
///             try await Task.sleep(for: .seconds(1))
///             window.title = "Hello, a second later"
///         }
///         try await app.run()
///     }
/// }
/// ```
@MainActor
extension Application {
    /// Runs until ``terminate()`` is called, suspending the calling task instead of blocking its thread, so that
    /// other main-actor work (tasks, code resuming after an `await`, `DispatchQueue.main` blocks) runs while the
    /// windows are open.
    ///
    /// This is the form to call from an `async` main. There Swift hands the main queue, which is the main actor's
    /// executor on Linux, to `dispatchMain()`, so the loop cannot serve it by blocking; instead the loop's
    /// iterations run as main-actor jobs between the others, woken by the kernel when the compositor, a timer
    /// or a source has something (the `async` ``run(until:)-3v4lo``). The synchronous ``run()-3q0f2`` is for a
    /// synchronous `main`, where the loop itself serves the main queue.
    ///
    /// - Throws: The errors of the blocking ``run()``, and `CancellationError` when the calling task is cancelled.
    public func run() async throws {
        try await run(until: { false })
    }
}
