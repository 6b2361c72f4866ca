import Wayland

/// "How it is built": what generated bindings look like to a user, on a popup owner of its own.
@MainActor
final class PopupOwner {
    let popup: XdgPopup

    init(popup: XdgPopup) {
        self.popup = popup
    }

    func place(_ x: Int32, _ y: Int32, _ width: Int32, _ height: Int32) {}
    func dismiss(animated: Bool) {}

    func listen() {
// Example begin: docs/architecture.md
popup.onEvent = { [weak self] event in
    switch event {
    case .configure(let x, let y, let width, let height): self?.place(x, y, width, height)
    case .popupDone: self?.dismiss(animated: false)
    case .repositioned: break
    }
}
// Example end
    }
}
