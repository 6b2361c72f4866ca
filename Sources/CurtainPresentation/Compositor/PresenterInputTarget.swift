import CurtainInput

/// Receives the input of one of a presentation's two surfaces from the ``InputRouter``.
///
/// The router tells handlers apart by surface, so the dim (the popup's surface) and the card (its
/// subsurface) each get a target that forwards to their ``PresenterInput`` with the part named.
///
/// The input is held weakly: a click whose action dismisses without animation ends the presentation
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
    private weak var input: PresenterInput?

    init(part: Part, input: PresenterInput) {
        self.part = part
        self.input = input
    }

    func handlePointerEvent(_ event: PointerEvent, seat: Seat) {
        input?.handlePointerEvent(event, on: part)
    }

    func handleKey(_ event: KeyEvent, seat: Seat) {
        _ = input?.handleKey(event)
    }

    var cursorShape: CursorShape {
        input?.cursorShape(on: part) ?? .default
    }

    var cursorScale: Int32 { input?.cursorScale ?? 1 }
}
