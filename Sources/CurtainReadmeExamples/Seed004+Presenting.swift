import Curtain

/// Seed 004's alert presented over `window`; `trash` stands for the destructive work.
@MainActor func presentDeleteAlert(over window: Window, trash: @escaping () -> Void) {
// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
let alert = AlertController(title: "Delete “Report.pdf”?", message: "This cannot be undone.")
alert.addAction(AlertAction(title: "Cancel", style: .cancel))
alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in trash() })
alert.modalTransition = CustomModalTransitionDelegate()
window.present(alert)
// Example end
}
