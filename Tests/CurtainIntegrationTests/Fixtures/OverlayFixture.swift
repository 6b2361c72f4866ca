import Curtain

/// What the overlay suites on sway and KWin share: a clear overlay window, and an alert over it that records the
/// button chosen.
@MainActor final class OverlayFixture {
    /// The overlay window, shown.
    let window: Window
    /// A Cancel/OK alert, OK preferred; present it over ``window``.
    let alert: AlertController
    /// The title of the button the alert was answered with, once it has been.
    private(set) var answer: String?

    /// Shows a clear overlay on `app` and makes the alert.
    init(_ app: Application, title: String, message: String) {
        window = Window(
            application: app, title: "overlay", appID: "org.curtain.tests", size: Size(width: 10, height: 10), role: .overlay)
        window.backgroundColor = .clear
        window.show()
        alert = AlertController(title: title, message: message)
        for (title, style) in [("Cancel", AlertAction.Style.cancel), ("OK", .default)] {
            alert.addAction(AlertAction(title: title, style: style) { [unowned self] action in answer = action.title })
        }
    }
}
