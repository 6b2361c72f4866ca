import Curtain

// Seed 000: a custom popup with a bounce-in and delegate callbacks. ReadmeSeed000IntegrationTests presents it on weston.

// Example begin: docs/Curtain.docc/PresentingAlertsAndPopups.md
@MainActor protocol ClickDelegates: AnyObject {
    func okClicked()
    func cancelClicked()
}

final class CustomPopUp: ViewController {
    weak var clickDelegate: ClickDelegates?

    override func loadView() {
        let label = Label(text: "This is a custom Alert")
        let ok = Button(title: "OK", style: .filled(Color(hex: 0x00FF00))) { [unowned self] in
            clickDelegate?.okClicked()
        }
        // The stack is the card: as the root view it gets the presented frame and lays out
        // the label and the button inside it.
        let card = StackView(axis: .vertical, arrangedSubviews: [label, ok])
        card.backgroundColor = Color(hex: 0xFF8000)
        card.cornerRadius = 5
        card.insets = EdgeInsets(top: 20, left: 20, bottom: 10, right: 20)
        card.spacing = 40
        view = card
    }
}

@MainActor final class ParentController: ClickDelegates {
    let window: Window
    let popup = CustomPopUp()
    init(window: Window) { self.window = window }

    func showAlert() {
        popup.clickDelegate = self
        popup.preferredContentSize = Size(width: window.size.width - 40, height: window.size.height / 3)
        popup.modalTransition = BounceTransition()   // 0.001 → 1.1 → 0.9 → 1.0, 0.2 s each
        window.present(popup, animated: true)
    }

    func okClicked() { popup.dismiss(animated: false) }   // the seed's hide: removeFromSuperview
    func cancelClicked() { print("Cancel") }
}
// Example end
