import Curtain

/// The app a package that depends on Curtain must be able to write (issue 34): its `async` main opens a window,
/// runs a task that updates a label while the window is open, presents an alert and awaits the answer.
///
/// It prints the chosen action's title, then the label's text: `Update N` shows the task changed the label while the
/// alert was up (its first change comes before the alert is even shown, since the task was started first).
@main
struct DependentApp {
    static func main() async throws {
        let app = try Application()
        let window = Window(
            application: app, title: "Dependent", appID: "org.curtain.tests.dependent", size: Size(width: 360, height: 120))
        let label = Label(text: "Not updated")
        window.contentView = label
        window.show()

        // On the main actor, like main: it touches the label between its sleeps, which the event loop serves.
        let ticker = Task {
            var updates = 0
            while !Task.isCancelled {
                updates += 1
                label.text = "Update \(updates)"
                try? await Task.sleep(for: .milliseconds(100))
            }
        }

        let alert = AlertController(title: "Keep the changes?", message: "A task updates the window meanwhile.")
        alert.addAction(AlertAction(title: "Discard", style: .cancel))
        alert.addAction(AlertAction(title: "Keep"))
        let answer = Task {
            defer { app.terminate() }
            let chosen = try? await alert.response(over: window)
            ticker.cancel()
            print(chosen?.title ?? "none")
            print(label.text)
        }

        try await app.run()
        await answer.value
    }
}
