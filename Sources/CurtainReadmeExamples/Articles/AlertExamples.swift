import Curtain

// "Presenting alerts and popups": an alert with a text field and an action sheet, over `window`. Compiled, never run.

/// An alert that asks for a name; the field's text is read in the action's handler.
@MainActor
func presentRenameAlert(over window: Window) {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
let rename = AlertController(title: "Rename", message: "Enter a new name for “Holiday.jpg”.")
rename.addTextField { field in
    field.placeholder = "Name"
    field.text = "Holiday"
}
rename.addAction(AlertAction(title: "Cancel", style: .cancel))
rename.addAction(AlertAction(title: "_Rename") { [unowned rename] _ in   // Alt+R chooses it
    print("new name:", rename.textFields[0].text)
})
window.present(rename, animated: true)
// Example end
}

/// An action sheet, anchored to the window's bottom edge, its cancel action set apart.
@MainActor
func presentShareSheet(over window: Window) {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
let share = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
for title in ["Copy Link", "Email"] {
    share.addAction(AlertAction(title: title) { action in print(action.title) })
}
share.addAction(AlertAction(title: "Cancel", style: .cancel))
share.theme = .dark
window.present(share, animated: true)
// Example end
}

/// A confirmation stacked over a presented sheet; its destructive action takes everything down.
@MainActor
func confirmDiscarding(over sheet: ViewController, in window: Window) {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
let discard = AlertController(title: "Discard changes?", message: nil)
discard.addAction(AlertAction(title: "Keep Editing", style: .cancel))
discard.addAction(AlertAction(title: "Discard", style: .destructive) { _ in window.dismiss() })
sheet.present(discard)      // over the sheet; Discard then takes both down, the alert first
// Example end
}

/// A controller shown as a popover under the button that asked for it.
@MainActor
func showDetails(_ details: ViewController, from infoButton: Button, over window: Window) {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
details.modalPresentationStyle = .popover
details.popoverPresentationController?.sourceView = infoButton
window.present(details)     // below the button, or above it when the screen ends below
// Example end
}

/// A controller shown in a dialog window of its own over the window.
@MainActor
func showSettings(_ settings: ViewController, over window: Window) {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
settings.title = "Preferences"
settings.preferredContentSize = Size(width: 360, height: 240)
settings.modalPresentationStyle = .dialogWindow
window.present(settings)    // a window of its own, above its parent, which takes no input until it goes
// Example end
}

/// A window that exists for its alert, the alert in the window's own tree: shown in the window's first frame.
@MainActor
func showAsking(_ alert: AlertController, in app: Application) -> Window {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
let window = Window(application: app, title: "Delete?", appID: "org.example.ask", size: Size(width: 320, height: 160))
window.show()
alert.modalPresentationStyle = .inWindow
window.present(alert)       // drawn while the window's configure is on its way; shown in its first frame
// Example end
    return window
}

/// A screen-wide overlay where the compositor has layer-shell, a toplevel elsewhere.
@MainActor
func showRestartOverlay(in app: Application) -> Window {
// Example begin: docs/Curtain.docc/RunningOnEachDesktop.md
let overlay = Window(application: app, title: "Restart", appID: "org.example.restart",
                     size: Size(width: 400, height: 200), role: .overlay)
overlay.backgroundColor = .clear
overlay.show()
// Example end
return overlay
}
