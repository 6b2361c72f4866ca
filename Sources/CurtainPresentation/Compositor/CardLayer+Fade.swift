import CurtainRendering
import CurtainShell
internal import Wayland

/// Fading the card through ``FadeLayerStack``: copies of the card at fixed opacities, drawn once, shown in
/// combinations, instead of a card-sized shm write per frame.
extension CardLayer {
    /// What ``showFadeCopies(_:card:in:)`` did.
    enum FadeOutcome {
        /// The copies show this frame's opacity; the card's own surface is hidden.
        case shown
        /// The opacity is too close to 1 for any combination: show the opaque card.
        case opaque
        /// The copies cannot stand for this frame (the card moves, scales or is clipped, or no memory): paint a
        /// faded buffer instead.
        case unavailable
    }

    /// Shows the card at `values.cardAlpha` with the fade copies, when it rests unclipped at scale 1 in `bounds`.
    func showFadeCopies(_ values: TransitionValues, card: CardImage, in bounds: Rect) -> FadeOutcome {
        guard let current = card.current, abs(values.scale - 1) < 1e-9, abs(values.offsetY) < 1e-9,
            let viewporter = connection.viewporter, let subcompositor = connection.subcompositor
        else { return .unavailable }
        let image = card.restingImageFrame
        guard image.minX >= bounds.minX, image.minY >= bounds.minY, image.maxX <= bounds.maxX,
            image.maxY <= bounds.maxY
        else { return .unavailable }
        guard let mask = FadeLayerStack.mask(for: values.cardAlpha) else { return .opaque }
        let copies =
            fadeCopies
            ?? FadeLayerStack(
                connection: connection, parent: parent, viewporter: viewporter, subcompositor: subcompositor)
        fadeCopies = copies
        let position = (Int32(image.minX.rounded()), Int32(image.minY.rounded()))
        let size = (Int32(image.width.rounded()), Int32(image.height.rounded()))
        guard copies.show(mask: mask, card: current, position: position, size: size) else { return .unavailable }
        hide()
        return .shown
    }
}
