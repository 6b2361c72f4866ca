import Curtain
import Dispatch

// "Concurrency": an async main, awaited presentations and alerts, and work off the main actor. Compiled, never run.

// Example begin: README.md, docs/Curtain.docc/Concurrency.md
@MainActor
func confirmAndDelete(_ file: String, over window: Window) async throws {
    let alert = AlertController(title: "Delete “\(file)”?", message: "This cannot be undone.")
    let delete = AlertAction(title: "_Delete", style: .destructive)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(delete)
    guard try await alert.response(over: window) === delete else { return }   // the alert is gone
    try await remove(file)                                                     // off the main actor
    window.title = "Deleted \(file)"                                           // back on it
}
// Example end

/// Stands in for a slow removal.
@concurrent func remove(_ file: String) async throws {
    try await Task.sleep(for: .milliseconds(10))
}

/// Presenting, then dismissing, each awaited.
@MainActor
func showAbout(over window: Window) async throws {
// Example begin: docs/Curtain.docc/Concurrency.md
let about = AlertController(title: "Curtain", message: "Alerts and popups for Wayland")
try await window.present(about)             // returns when the card is at rest
try await Task.sleep(for: .seconds(2))      // the window keeps drawing and reading keys meanwhile
await about.dismiss(animated: true)         // returns when the card is gone
// Example end
}

/// A progress bar fed from a background task through an `AsyncStream`.
@MainActor
func showProgress(in bar: ProgressBar) async {
// Example begin: docs/Curtain.docc/Concurrency.md
let (fractions, continuation) = AsyncStream.makeStream(of: Double.self)
Task.detached {                              // blocking work belongs on another thread
    for step in 1...100 {
        try? await Task.sleep(for: .milliseconds(20))
        continuation.yield(Double(step) / 100)
    }
    continuation.finish()
}
for await fraction in fractions {            // on the main actor: each value goes straight to the view
    bar.progress = fraction
}
// Example end
}

/// From a thread of the app's own, the one way back to the main actor is a main-actor task.
@MainActor
func refreshTitleSoon(of window: Window) {
// Example begin: docs/Curtain.docc/Concurrency.md
DispatchQueue.global().async {                       // any thread: a C library's callback, a worker of your own
    let title = "Computed elsewhere"
    Task { @MainActor in window.title = title }     // the one way back; the loop runs it within an iteration
}
// Example end
}

/// The body of an `async` main: the window is shown, a task updates it a second later, and the loop suspends.
@MainActor
func runAsyncMain() async throws {
// Example begin: docs/Curtain.docc/Concurrency.md
let app = try Application()
let window = Window(application: app, title: "Hello", appID: "org.example.hello",
                    size: Size(width: 320, height: 160))
window.onCloseRequest = { app.terminate() }
window.show()
Task {                                       // main actor, like main itself
    try await Task.sleep(for: .seconds(1))
    window.title = "Hello, a second later"
}
try await app.run()                          // suspends: the task above runs meanwhile
// Example end
}

// Example begin: docs/Curtain.docc/Concurrency.md
@MainActor
func addButton(titled title: String, to row: View, action: @escaping @MainActor () -> Void) {
    row.addSubview(Button(title: title, action: action))
}
// Example end
