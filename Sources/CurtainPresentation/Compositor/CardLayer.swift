import CurtainRendering
import CurtainShell
internal import Wayland

/// The card's synchronized subsurface in a ``CardCompositor``'s popup: the card drawn once, placed, scaled and
/// clipped per frame with `wp_viewport` and `wl_subsurface.set_position`, faded through a ``FadeLayerStack``.
///
/// It remembers what it last set (buffer, source, destination, position, input region) and sends only what a
/// frame changes. Its state applies with the popup's next commit.
@MainActor final class CardLayer {
    let connection: WaylandConnection
    /// The popup's surface, the card's parent.
    let parent: WlSurface
    /// The card's surface.
    let surface: WlSurface
    private let subsurface: WlSubsurface
    private let viewport: WpViewport
    /// Copies of the card at fixed opacities, made on the first fade.
    var fadeCopies: FadeLayerStack?
    /// The buffer attached, nil while the card is hidden.
    var attachedBuffer: Buffer?
    /// The viewport destination, position and source last set.
    private(set) var destination: (Int32, Int32)?
    private var position: (Int32, Int32)?
    private var source: Rect?
    /// The input rectangle last set, and the region that holds exactly it, reused every frame (the protocol
    /// copies a region's contents when it is set).
    private var inputRect: Rect?
    private var inputRegion: WlRegion?

    /// Bytes written into shm for the fade copies.
    var bytesWritten: Int { fadeCopies?.bytesWritten ?? 0 }

    init(connection: WaylandConnection, parent: WlSurface, viewporter: WpViewporter, subcompositor: WlSubcompositor) {
        self.connection = connection
        self.parent = parent
        surface = connection.compositor.createSurface()
        subsurface = subcompositor.getSubsurface(surface: surface, parent: parent)
        // Synchronized: the card's commits wait for the popup's, so card and dim change together.
        subsurface.setSync()
        viewport = viewporter.getViewport(surface: surface)
    }

    /// Destroys the card's objects (the fade copies first); call it before the parent surface goes.
    func destroy() {
        fadeCopies = nil
        inputRegion?.destroy()
        inputRegion = nil
        viewport.destroy()
        subsurface.destroy()
        surface.destroy()
    }

    /// Sets the card's buffer, viewport, position and input region for `values` and commits the
    /// card; the state applies with the popup's next commit.
    ///
    /// - Parameters:
    ///   - values: The frame's values.
    ///   - card: The card image; its resting frame places the card.
    ///   - bounds: The popup's rectangle, which clips the card.
    ///   - isSettled: Whether no transition is running: only then does the input region follow the frame
    ///     (see ``CardCompositor``'s `show`). A running fade draws its copies in its first frame, while the card
    ///     is still clear, so that later frames write nothing.
    func show(_ values: TransitionValues, card: CardImage, in bounds: Rect, isSettled: Bool) {
        let image = card.restingImageFrame
        let cardFrame = card.cardFrame
        let width = Int32((image.width * values.scale).rounded())
        let height = Int32((image.height * values.scale).rounded())
        var fade = FadeOutcome.unavailable
        if values.cardAlpha < 0.999, values.isCardVisible || !isSettled {
            fade = showFadeCopies(values, card: card, in: bounds)
            if fade == .shown { return }
        }
        fadeCopies?.hide()
        let buffer: Buffer? =
            if !values.isCardVisible || width < 1 || height < 1 { nil } else if values.cardAlpha >= 0.999 || fade == .opaque {
                card.current
            } else { card.fadedBuffer(alpha: values.cardAlpha) ?? card.current }
        guard let buffer else {
            hide()
            return
        }
        // Scale about the card's centre (not the image's: the shadow's outsets may be uneven).
        let scaled = Rect(
            x: cardFrame.midX + (image.minX - cardFrame.midX) * values.scale,
            y: cardFrame.midY + values.offsetY + (image.minY - cardFrame.midY) * values.scale,
            width: image.width * values.scale, height: image.height * values.scale)
        // Clip to the popup, as the parent's bounds clip the card in UIKit: a subsurface is not
        // clipped by its parent, so crop the buffer with the viewport's source rectangle.
        let visible = scaled.intersection(bounds)
        let left = visible.minX.rounded(), top = visible.minY.rounded()
        let visibleWidth = Int32((visible.maxX.rounded() - left)), visibleHeight = Int32((visible.maxY.rounded() - top))
        guard !visible.isEmpty, visibleWidth >= 1, visibleHeight >= 1 else {
            hide()
            return
        }
        let toBufferX = Double(buffer.width) / scaled.width, toBufferY = Double(buffer.height) / scaled.height
        let sourceX = min(max((visible.minX - scaled.minX) * toBufferX, 0), Double(buffer.width) - 1)
        let sourceY = min(max((visible.minY - scaled.minY) * toBufferY, 0), Double(buffer.height) - 1)
        let newSource = Rect(
            x: sourceX, y: sourceY,
            width: min(visible.width * toBufferX, Double(buffer.width) - sourceX),
            height: min(visible.height * toBufferY, Double(buffer.height) - sourceY))
        if source != newSource {
            viewport.setSource(x: newSource.minX, y: newSource.minY, width: newSource.width, height: newSource.height)
            source = newSource
        }
        let newPosition = (Int32(left), Int32(top))
        if position.map({ $0 != newPosition }) ?? true {
            subsurface.setPosition(x: newPosition.0, y: newPosition.1)
            position = newPosition
        }
        if destination.map({ $0 != (visibleWidth, visibleHeight) }) ?? true {
            viewport.setDestination(width: visibleWidth, height: visibleHeight)
            destination = (visibleWidth, visibleHeight)
        }
        if buffer !== attachedBuffer {
            surface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
            surface.damageBuffer(x: 0, y: 0, width: Int32(buffer.width), height: Int32(buffer.height))
            buffer.markAttached()
            attachedBuffer = buffer
        }
        // Input: the card's own rectangle, in the (resting, unclipped) surface's coordinates.
        let newInputRect = card.cardRectInImage.offsetBy(dx: image.minX - left, dy: image.minY - top)
        if isSettled, inputRect != newInputRect {
            // The input rect moves every frame of a slide: turn the one region into the new rect
            // (subtract the old, add the new) rather than create and destroy a region per frame.
            let region: WlRegion
            if let existing = inputRegion, let old = inputRect {
                existing.subtract(x: Int32(old.minX), y: Int32(old.minY), width: Int32(old.width), height: Int32(old.height))
                region = existing
            } else {
                region = connection.compositor.createRegion()
                inputRegion = region
            }
            region.add(
                x: Int32(newInputRect.minX), y: Int32(newInputRect.minY),
                width: Int32(newInputRect.width), height: Int32(newInputRect.height))
            surface.setInputRegion(region)
            inputRect = newInputRect
        }
        surface.commit()
    }

    /// Detaches the card's buffer: nothing of the card shows.
    func hide() {
        guard attachedBuffer != nil else { return }
        surface.attach(buffer: nil, x: 0, y: 0)
        surface.commit()
        attachedBuffer = nil
    }

    /// Forgets the attached card, and the fade copies made from it, so the next frame attaches the new buffer.
    func cardDidRedraw() {
        attachedBuffer = nil
        source = nil
        fadeCopies?.invalidate()
    }
}
