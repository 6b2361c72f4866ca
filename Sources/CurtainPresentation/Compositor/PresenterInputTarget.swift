import CurtainInput
import CurtainViews

/// Receives the input of one of a presentation's two surfaces from the `InputRouter`.
///
/// The router tells handlers apart by surface, so the dim (the popup's surface) and the card (its
/// subsurface) each get a target that forwards to their ``PopupPresenter`` with the part named.
///
/// The presenter is held weakly: a click whose action dismisses without animation ends the presentation
/// inside the router's delivery, and the router still asks this target for its cursor afterwards.
@MainActor final class PresenterInputTarget: SurfaceInputHandler {
    /// Which surface the target listens to.
    enum Part {
        /// The popup's own surface: the dim over the parent, in container coordinates.
        case dim
        /// The card's subsurface, in card-image coordinates.
        case card
    }

    let part: Part
    private weak var presenter: PopupPresenter?
    /// How many seats' keyboard focus is on this surface, counted into the window's ``Window/isKeyWindow``.
    private(set) var keyboardFocusCount = 0

    init(part: Part, presenter: PopupPresenter) {
        self.part = part
        self.presenter = presenter
    }

    func handlePointerEvent(_ event: PointerEvent, seat: Seat) {
        presenter?.handlePointerEvent(event, on: part)
    }

    func handleKeyboardEnter(seat: Seat) {
        keyboardFocusCount += 1
        presenter?.window?.presentationKeyboardFocusDidChange(entered: true)
    }

    func handleKeyboardLeave(seat: Seat) {
        guard keyboardFocusCount > 0 else { return }
        keyboardFocusCount -= 1
        presenter?.window?.presentationKeyboardFocusDidChange(entered: false)
    }

    /// The surface goes with its focus: the compositor sends no leave for a destroyed surface.
    func releaseKeyboardFocus(of window: Window?) {
        for _ in 0..<keyboardFocusCount { window?.presentationKeyboardFocusDidChange(entered: false) }
        keyboardFocusCount = 0
    }

    func handleKey(_ event: KeyEvent, seat: Seat) {
        _ = presenter?.handleKey(event)
    }

    var cursorShape: CursorShape {
        presenter?.cursorShape(on: part) ?? .default
    }

    var cursorScale: Int32 { presenter?.cursorScale ?? 1 }
}
