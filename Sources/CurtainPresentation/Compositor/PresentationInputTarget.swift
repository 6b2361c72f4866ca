import CurtainInput

/// Receives the input of one of a presentation's two surfaces from the ``InputRouter``.
///
/// The router tells handlers apart by surface, so the dim (the popup's surface) and the card (its
/// subsurface) each get a target that forwards to their ``Presentation`` with the part named.
///
/// The presentation is held weakly: a click whose action dismisses without animation ends the presentation
/// inside the router's delivery, and the router still asks this target for its cursor afterwards.
final class PresentationInputTarget: SurfaceInputHandler {
    /// Which surface the target listens to.
    enum Part {
        /// The popup's own surface: the dim over the parent, in container coordinates.
        case dim
        /// The card's subsurface, in card-image coordinates.
        case card
    }

    let part: Part
    private weak var presentation: Presentation?

    init(part: Part, presentation: Presentation) {
        self.part = part
        self.presentation = presentation
    }

    func handlePointerEvent(_ event: PointerEvent, seat: Seat) {
        presentation?.handlePointerEvent(event, on: part)
    }

    func handleKey(_ event: KeyEvent, seat: Seat) {
        _ = presentation?.handleKey(event)
    }

    var cursorShape: CursorShape {
        guard part == .card, let presentation else { return .default }
        return presentation.card.root.currentCursor
    }

    var cursorScale: Int32 { presentation.map { Int32($0.card.scale.rounded(.up)) } ?? 1 }
}
