import Curtain

/// The README's and "Getting started"'s first program: a window whose button presents an alert. It needs a
/// compositor, so it is compiled and never run.
@MainActor
func runHelloAlert() throws {
// Example begin: README.md, docs/Curtain.docc/GettingStarted.md
let app = try Application()
let window = Window(application: app, title: "Hello", appID: "org.example.hello",
                    size: Size(width: 360, height: 200))
let button = Button(title: "Say hello", style: .filled(.systemBlue)) {
    let alert = AlertController(title: "Hello", message: "Presented over its window, on any compositor.")
    alert.addAction(AlertAction(title: "Quit", style: .destructive) { _ in app.terminate() })
    alert.addAction(AlertAction(title: "Stay", style: .cancel))
    window.present(alert, animated: true)
}
button.frame = Rect(x: 110, y: 78, width: 140, height: 44)
window.contentView.addSubview(button)
window.onCloseRequest = { app.terminate() }
window.show()
try app.run()
// Example end
}
