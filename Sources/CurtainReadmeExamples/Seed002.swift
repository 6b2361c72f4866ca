import Curtain

/// Seed 002: a popup that slides up while a black fade dims the parent.
@MainActor func presentAndDismissSlidingPopup(_ popup: ViewController, over window: Window) {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
popup.preferredContentSize = Size(width: 300, height: 200)
popup.modalTransition = SlideTransition()   // top 10 px below the parent → centre; dim 0 → 0.4; 0.5 s
window.present(popup, animated: true) { print("shown") }
// later; animated: false removes card and dim at once and still runs the completion
popup.dismiss(animated: true) { print("gone") }
// Example end
}
