import CurtainRendering
import CurtainShell
import Wayland

/// The compositor objects that show one presentation over its parent window: an `xdg_popup`
/// covering the parent whose own surface is the dim, and a synchronized `wl_subsurface` holding
/// the card.
///
/// ```
/// parent xdg_toplevel
/// └── xdg_popup (covers the parent's window geometry): a 1x1 dim buffer stretched by wp_viewport
///     └── wl_subsurface, synchronized: the card, drawn once, scaled and moved by wp_viewport
/// ```
///
/// ``show(_:dim:card:)`` realises one frame of ``TransitionValues``: it sets the card's viewport
/// destination (its scale about the centre) and position (centring and `offsetY`), commits the
/// card, then attaches the dim buffer for the frame's alpha, asks for a frame callback and commits
/// the popup. Because the subsurface is synchronized its state waits for the popup's commit, so
/// the card and the dim change in the same repaint. Per frame that is ~7 requests and, once every
/// dim alpha has its buffer, no shm writes at all.
///
/// Without `wp_viewporter` or `wl_subcompositor` (``usesViewports`` false), every frame is composed
/// with Cairo into the popup's own buffer instead (`CardCompositor+Cairo.swift`).
///
/// Pointer input: the popup covers the parent, so the parent never sees the pointer while a
/// presentation is up. The popup's input region is everything; the card's is the card without its
/// shadow.
final class CardCompositor {
    let connection: WaylandConnection
    /// The popup's surface: the dim.
    let dimSurface: WlSurface
    /// The dim surface's popup roles.
    let role: PopupRole
    /// The card's surface, nil in the Cairo fallback.
    let cardSurface: WlSurface?
    /// Whether the dim and card are composited by the compositor (viewports + subsurface).
    var usesViewports: Bool { cardSurface != nil }

    /// The popup's geometry relative to the parent, from the last configure.
    var geometry: SurfaceRect { role.geometry }
    /// Whether the first configure has been acknowledged: frames may be shown.
    var isConfigured: Bool { role.isConfigured }
    /// Whether the compositor dismissed the popup (`xdg_popup.popup_done`).
    var isDismissed: Bool { role.isDismissed }
    /// Whether a frame callback is outstanding.
    var isWaitingForFrame: Bool { frameCallback.isPending }
    /// Bytes written into shm for the dim (and, in the fallback, the composed frames).
    var bytesWritten: Int { dims.bytesWritten + (fallback?.bytesWritten ?? 0) }
    /// The integer buffer scale of the Cairo fallback's buffers.
    var scale: Int32 = 1

    /// Called on each `xdg_surface.configure`, after the ack; show a frame in answer.
    var onConfigure: ((SurfaceRect) -> Void)?
    /// Called on `xdg_popup.popup_done`: the popup is unmapped for good.
    var onPopupDone: (() -> Void)?
    /// Called on `wl_callback.done` for the frame callback of the last ``show(_:dim:card:)``.
    var onFrame: ((UInt32) -> Void)?

    let dims: DimmingBufferCache
    private let dimViewport: WpViewport?
    private let cardSubsurface: WlSubsurface?
    private let cardViewport: WpViewport?
    private let frameCallback = FrameCallback()
    private var attachedDim: UInt8?
    private var attachedCard: Buffer?
    private(set) var cardDestination: (Int32, Int32)?
    private var cardPosition: (Int32, Int32)?
    private var cardSource: Rect?
    private var cardInputRect: Rect?
    /// The region last given to `set_input_region`: exactly ``cardInputRect``, reused every frame
    /// (the protocol copies a region's contents when it is set).
    private var cardInputRegion: WlRegion?
    var fallback: BufferPool?

    /// Creates the popup and, with viewports, the card subsurface; nothing shows until the first
    /// configure has been answered with ``show(_:dim:card:)``.
    ///
    /// - Parameters:
    ///   - connection: The parent's connection.
    ///   - parent: The parent's `xdg_surface`.
    ///   - geometry: The parent's window geometry, which the popup covers.
    ///   - dimColor: The dim's colour.
    ///   - grab: The seat and serial of the input event that triggered the presentation, for an
    ///     explicit grab (keyboard focus to the popup); nil presents without a grab.
    ///   - composesWithCairo: Forces the Cairo fallback even when viewports exist (tests).
    ///   - dimTakesInput: False lets pointer input on the dim through to the parent (an empty input
    ///     region); only the card takes it then. Ignored in the Cairo fallback, where the card is
    ///     part of the dim's surface.
    init(
        connection: WaylandConnection, parent: XdgSurface, geometry: SurfaceRect,
        dimColor: DimmingLayer.Color, grab: InputSerial? = nil,
        composesWithCairo: Bool = false, dimTakesInput: Bool = true
    ) throws {
        self.connection = connection
        dims = try DimmingBufferCache(shm: connection.shm, color: dimColor)
        dimSurface = connection.compositor.createSurface()
        role = PopupRole(surface: dimSurface, parent: parent, positioner: .covering(geometry),
                         wmBase: connection.wmBase, grab: grab)

        if !composesWithCairo, let viewporter = connection.viewporter, let subcompositor = connection.subcompositor {
            dimViewport = viewporter.getViewport(surface: dimSurface)
            let card = connection.compositor.createSurface()
            let subsurface = subcompositor.getSubsurface(surface: card, parent: dimSurface)
            // Synchronized: the card's commits wait for the popup's, so card and dim change together.
            subsurface.setSync()
            cardSurface = card
            cardSubsurface = subsurface
            cardViewport = viewporter.getViewport(surface: card)
            if !dimTakesInput {
                let nothing = connection.compositor.createRegion()
                dimSurface.setInputRegion(nothing)
                nothing.destroy()
            }
        } else {
            dimViewport = nil
            cardSurface = nil
            cardSubsurface = nil
            cardViewport = nil
            fallback = BufferPool(shm: connection.shm)
        }

        frameCallback.onDone = { [unowned self] time in onFrame?(time) }
        role.onConfigure = { [unowned self] geometry, sizeChanged in
            handleConfigure(geometry: geometry, sizeChanged: sizeChanged)
        }
        role.onPopupDone = { [unowned self] in handlePopupDone() }
        dimSurface.commit()
    }

    deinit {
        // Children before parents: the card's objects, then the popup's role, xdg_surface and surface.
        frameCallback.cancel()
        cardViewport?.destroy()
        cardSubsurface?.destroy()
        cardSurface?.destroy()
        dimViewport?.destroy()
        role.destroy()
        dimSurface.destroy()
    }

    /// Moves the popup over a parent whose window geometry changed: `xdg_popup.reposition` on
    /// `xdg_wm_base` version 3 and later.
    ///
    /// - Returns: False when the compositor cannot reposition (version 2); re-create the surface.
    func reposition(covering parentGeometry: SurfaceRect) -> Bool {
        // Nothing waits for `xdg_popup.repositioned`: the configure that follows shows the new layout, so
        // the token need not tell repositions apart.
        role.reposition(.covering(parentGeometry), token: 0)
    }

    /// Shows one frame: card, then dim, committed atomically, with one frame callback.
    ///
    /// - Parameters:
    ///   - values: The frame's values.
    ///   - dim: The dim with this frame's alpha.
    ///   - card: The card image; its resting frame places the card.
    func show(_ values: TransitionValues, dim: DimmingLayer, card: CardImage) {
        guard isConfigured, !isDismissed else { return }
        guard usesViewports else {
            composeWithCairo(values, dim: dim, card: card)
            return
        }
        showCard(values, card: card)
        let alpha = DimmingBufferCache.alphaByte(dim.alpha)
        if alpha != attachedDim {
            dimSurface.attach(buffer: dims.buffer(alphaByte: alpha).wlBuffer, x: 0, y: 0)
            dimSurface.damageBuffer(x: 0, y: 0, width: 1, height: 1)
            attachedDim = alpha
        }
        requestFrame()
        dimSurface.commit()
    }

    /// Sets the card's buffer, viewport, position and input region for `values` and commits the
    /// card; the state applies with the popup's next commit.
    private func showCard(_ values: TransitionValues, card: CardImage) {
        guard let cardSurface, let cardViewport, let cardSubsurface else { return }
        let image = card.restingImageFrame
        let cardFrame = card.cardFrame
        let width = Int32((image.width * values.scale).rounded())
        let height = Int32((image.height * values.scale).rounded())
        let buffer: Buffer? =
            if !values.isCardVisible || width < 1 || height < 1 { nil }
            else if values.cardAlpha >= 0.999 { card.current }
            else { card.fadedBuffer(alpha: values.cardAlpha) ?? card.current }
        guard let buffer else {
            if attachedCard != nil {
                cardSurface.attach(buffer: nil, x: 0, y: 0)
                cardSurface.commit()
                attachedCard = nil
            }
            return
        }
        // Scale about the card's centre (not the image's: the shadow's outsets may be uneven).
        let scaled = Rect(
            x: cardFrame.midX + (image.minX - cardFrame.midX) * values.scale,
            y: cardFrame.midY + values.offsetY + (image.minY - cardFrame.midY) * values.scale,
            width: image.width * values.scale, height: image.height * values.scale)
        // Clip to the popup, as the parent's bounds clip the card in UIKit: a subsurface is not
        // clipped by its parent, so crop the buffer with the viewport's source rectangle.
        let bounds = Rect(x: 0, y: 0, width: Double(geometry.width), height: Double(geometry.height))
        let visible = scaled.intersection(bounds)
        let left = visible.minX.rounded(), top = visible.minY.rounded()
        let visibleWidth = Int32((visible.maxX.rounded() - left)), visibleHeight = Int32((visible.maxY.rounded() - top))
        guard !visible.isEmpty, visibleWidth >= 1, visibleHeight >= 1 else {
            if attachedCard != nil {
                cardSurface.attach(buffer: nil, x: 0, y: 0)
                cardSurface.commit()
                attachedCard = nil
            }
            return
        }
        let toBufferX = Double(buffer.width) / scaled.width, toBufferY = Double(buffer.height) / scaled.height
        let sourceX = min(max((visible.minX - scaled.minX) * toBufferX, 0), Double(buffer.width) - 1)
        let sourceY = min(max((visible.minY - scaled.minY) * toBufferY, 0), Double(buffer.height) - 1)
        let source = Rect(
            x: sourceX, y: sourceY,
            width: min(visible.width * toBufferX, Double(buffer.width) - sourceX),
            height: min(visible.height * toBufferY, Double(buffer.height) - sourceY))
        if cardSource != source {
            cardViewport.setSource(x: source.minX, y: source.minY, width: source.width, height: source.height)
            cardSource = source
        }
        let position = (Int32(left), Int32(top))
        if cardPosition.map({ $0 != position }) ?? true {
            cardSubsurface.setPosition(x: position.0, y: position.1)
            cardPosition = position
        }
        if cardDestination.map({ $0 != (visibleWidth, visibleHeight) }) ?? true {
            cardViewport.setDestination(width: visibleWidth, height: visibleHeight)
            cardDestination = (visibleWidth, visibleHeight)
        }
        if buffer !== attachedCard {
            cardSurface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
            cardSurface.damageBuffer(x: 0, y: 0, width: Int32(buffer.width), height: Int32(buffer.height))
            buffer.markAttached()
            attachedCard = buffer
        }
        // Input: the card's own rectangle, in the (resting, unclipped) surface's coordinates.
        let inputRect = card.cardRectInImage.offsetBy(dx: image.minX - left, dy: image.minY - top)
        if cardInputRect != inputRect {
            // The input rect moves every frame of a slide: turn the one region into the new rect
            // (subtract the old, add the new) rather than create and destroy a region per frame.
            let region: WlRegion
            if let existing = cardInputRegion, let old = cardInputRect {
                existing.subtract(x: Int32(old.minX), y: Int32(old.minY), width: Int32(old.width), height: Int32(old.height))
                region = existing
            } else {
                region = connection.compositor.createRegion()
                cardInputRegion = region
            }
            region.add(x: Int32(inputRect.minX), y: Int32(inputRect.minY),
                       width: Int32(inputRect.width), height: Int32(inputRect.height))
            cardSurface.setInputRegion(region)
            cardInputRect = inputRect
        }
        cardSurface.commit()
    }

    /// Forgets the attached card so the next frame attaches the card's new buffer.
    func cardDidRedraw() {
        attachedCard = nil
        cardSource = nil
    }

    /// Asks for a frame callback and commits the popup without other changes, so frame pacing
    /// continues on a frame that has nothing new to show.
    func requestFrameAndCommit() {
        guard isConfigured, !isDismissed else { return }
        requestFrame()
        dimSurface.commit()
    }

    private func requestFrame() {
        frameCallback.request(on: dimSurface)
    }

    /// A configure was acknowledged: stretch the dim over the new size and let the owner answer with a frame.
    private func handleConfigure(geometry: SurfaceRect, sizeChanged: Bool) {
        if sizeChanged {
            dimViewport?.setDestination(width: geometry.width, height: geometry.height)
            fallback?.removeAll()
        }
        onConfigure?(geometry)
    }

    private func handlePopupDone() {
        frameCallback.cancel()
        onPopupDone?()
    }
}
