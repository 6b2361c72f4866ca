import Curtain
import Dispatch
import Glibc

/// Hashes a file with `sha256sum` while a window shows the progress, then asks in an alert whether to
/// print the digest.
///
/// ```
/// swift run checksum big.iso
/// ```
///
/// The work runs in a task; Curtain's event loop runs the main actor, so the task updates the window
/// directly and awaits the alert's answer. Ctrl-C (or closing the window) cancels the task: the hashing
/// stops, or the alert goes away, and the program exits with status 130.
@main
struct Checksum {
    static func main() async throws {
        let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : CommandLine.arguments[0]
        let name = String(path.split(separator: "/").last ?? "")

        let app = try Application()
        let window = Window(
            application: app, title: "Checksum", appID: "org.curtain.examples.checksum",
            size: Size(width: 480, height: 96))
        let label = Label(text: "Hashing \(name)…")
        let bar = ProgressBar()
        let stack = StackView(axis: .vertical, arrangedSubviews: [label, bar])
        stack.spacing = 16
        stack.insets = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        window.contentView = stack
        window.show()

        // Runs on the main actor, like main: it may touch the window between its awaits.
        let work = Task {
            defer { app.terminate() }
            do {
                var digest = ""
                for try await step in sha256(of: path) {
                    switch step {
                    case .progress(let fraction): bar.progress = fraction
                    case .digest(let hex): digest = hex
                    }
                }
                try Task.checkCancellation()
                label.text = "Done"

                let alert = AlertController(title: "SHA-256 of \(name)", message: digest)
                let printDigest = AlertAction(title: "_Print")
                alert.addAction(AlertAction(title: "_Close", style: .cancel))
                alert.addAction(printDigest)
                if try await alert.response(over: window) === printDigest {
                    print(digest)
                }
                return EXIT_SUCCESS
            } catch is CancellationError {
                print("cancelled")
                return 130
            } catch {
                print("checksum: \(error)")
                return EXIT_FAILURE
            }
        }

        // Ctrl-C arrives as a block on the main queue: it runs on the main actor between the loop's iterations.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        interrupt.setEventHandler { work.cancel() }
        interrupt.resume()
        window.onCloseRequest = { work.cancel() }

        try await app.run()
        exit(await work.value)
    }
}
