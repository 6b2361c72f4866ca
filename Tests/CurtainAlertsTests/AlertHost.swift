import CurtainAlerts
import CurtainInput
import CurtainPresentation
import CurtainRendering
import CurtainViews

/// Stands in for the compositor backend: puts an alert's card on a parent-sized root, wires
/// unhandled keys to the alert, and fulfils `dismissHandler` with a real `TransitionCoordinator`
/// stepped by ``finishTransitions()``.
@MainActor
final class AlertHost {
    static let parentColor = Color(hex: 0x9A9AA0)

    let alert: AlertController
    let root: RootView
    let card: View
    let coordinator: TransitionCoordinator
    private var time = 0.0
    /// How many times the backend's dismissal ran to completion.
    private(set) var completedDismissals = 0

    init(_ alert: AlertController, size: Size = Size(width: 600, height: 400)) {
        self.alert = alert
        root = RootView(frame: Rect(origin: .zero, size: size))
        root.backgroundColor = AlertHost.parentColor
        card = alert.makeCardView(in: size)
        root.addSubview(card)
        coordinator = TransitionCoordinator(
            transitioningDelegate: alert.effectiveTransitioningDelegate,
            containerSize: size, cardSize: card.frame.size,
            presented: alert)
        root.onUnhandledKey = { [unowned alert] event in alert.handleKey(event) }
        alert.dismissHandler = { [unowned self] animated, completion in
            self.alert.beginAppearanceTransition(false, animated: animated)
            self.coordinator.dismiss(animated: animated) { _ in
                self.card.removeFromSuperview()
                self.completedDismissals += 1
                self.alert.endAppearanceTransition()
                completion()
            }
        }
        alert.beginAppearanceTransition(true, animated: false)
        coordinator.present(animated: false) { _ in alert.endAppearanceTransition() }
    }

    /// Steps the frame clock at 60 Hz until no transition runs.
    func finishTransitions() {
        var frames = 0
        while !coordinator.isComplete && frames < 600 {
            time += 1.0 / 60
            coordinator.advance(to: time)
            frames += 1
        }
    }

    /// Sends a key press through the root, as the seat would.
    @discardableResult
    func press(_ keysym: Keysym, text: String? = nil, modifiers: KeyModifiers = []) -> Bool {
        root.handleKeyEvent(KeyEvent(keysym: keysym, text: text, modifiers: modifiers))
    }

    /// Clicks the centre of `view` with the left button.
    func click(_ view: View) {
        let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        root.handlePointerEvent(PointerEvent(kind: .motion, x: centre.x, y: centre.y))
        root.handlePointerEvent(PointerEvent(kind: .press(.left), x: centre.x, y: centre.y))
        root.handlePointerEvent(PointerEvent(kind: .release(.left), x: centre.x, y: centre.y))
    }

    /// The card's buttons in visual order.
    var buttons: [Button] {
        switch card {
        case let content as AlertContentView: content.buttons
        case let sheet as ActionSheetContentView: sheet.buttons
        default: []
        }
    }

    /// The button titled `title`.
    func button(_ title: String) -> Button {
        buttons.first { $0.title == title }!
    }

    /// Renders the parent with the card at 2x and writes it to `path`.
    @discardableResult
    func writePNG(_ path: String) throws -> ImageSurface {
        let surface = try ImageSurface(width: Int(root.frame.width) * 2, height: Int(root.frame.height) * 2)
        root.render(in: GraphicsContext(surface: surface), scale: 2)
        try surface.writePNG(to: path)
        return surface
    }
}

extension AlertHost {
    /// Renders the parent with the card at 1x into memory, as the backend would.
    @discardableResult
    func render(scale: Int = 1) throws -> ImageSurface {
        let surface = try ImageSurface(width: Int(root.frame.width) * scale, height: Int(root.frame.height) * scale)
        root.render(in: GraphicsContext(surface: surface), scale: scale)
        return surface
    }
}
