import CurtainRendering
import CurtainShell
internal import Wayland

/// The compositor objects that show one presentation over its parent window: a surface covering the
/// parent whose own buffer is the dim, and a synchronized `wl_subsurface` holding the card. The dim's surface is
/// an `xdg_popup`, or, in the window's own tree, a desynchronized subsurface of the window (``DimSurfaceRole``).
///
/// ```
/// parent xdg_toplevel
/// └── xdg_popup or wl_subsurface (covers the parent's window geometry): a 1x1 dim buffer stretched by wp_viewport
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
@MainActor final class CardCompositor: PopupRoleDelegate {
    let connection: WaylandConnection
    /// The popup's surface: the dim.
    let dimSurface: WlSurface
    /// What places the dim surface over the parent: a popup, or a subsurface of the window.
    let role: DimSurfaceRole
    /// The card's subsurface, nil in the Cairo fallback.
    let cardLayer: CardLayer?
    /// The card's surface, nil in the Cairo fallback.
    var cardSurface: WlSurface? { cardLayer?.surface }
    /// The card's viewport destination, as last set.
    var cardDestination: (Int32, Int32)? { cardLayer?.destination }
    /// Whether the dim and card are composited by the compositor (viewports + subsurface).
    var usesViewports: Bool { cardLayer != nil }

    /// The popup's geometry relative to the parent, from the last configure.
    var geometry: SurfaceRect { role.geometry }
    /// Whether the first configure has been acknowledged: frames may be shown.
    var isConfigured: Bool { role.isConfigured }
    /// Whether the compositor dismissed the popup (`xdg_popup.popup_done`).
    var isDismissed: Bool { role.isDismissed }
    /// Whether a frame callback is outstanding.
    var isWaitingForFrame: Bool { frameCallback.isPending }
    /// Bytes written into shm for the dim (and, in the fallback, the composed frames).
    var bytesWritten: Int { stretchedDim.bytesWritten + (fallback?.bytesWritten ?? 0) + (cardLayer?.bytesWritten ?? 0) }
    /// The integer buffer scale of the Cairo fallback's buffers.
    var scale: Int32 = 1

    /// Hears the dim's configures, its frames and its dismissal: the presenter. Held weakly.
    weak var delegate: (any CardCompositorDelegate)?
    /// Where ``show(_:dim:card:feedbackTag:)`` asks for presentation feedback; nil without `wp_presentation`.
    var presentationFeedback: PresentationFeedback?

    /// The dim on the popup's own surface.
    private var stretchedDim: StretchedDim
    private let frameCallback = FrameCallback()
    var fallback: BufferPool?

    /// Where the dim's surface goes.
    enum Placement {
        /// An `xdg_popup` of `parent` (the window's `xdg_surface` or layer surface, or the popup below), placed by
        /// `positioner` (covering the parent's window geometry, or a popover's place), with an explicit grab for
        /// `grab` (the seat and serial of the input event that triggered the presentation; keyboard focus to the
        /// popup), or none.
        case popup(parent: PopupParent, positioner: Positioner, grab: InputSerial?)
        /// A subsurface of the window's surface, placed by ``place(over:)``.
        case inWindow(windowSurface: WlSurface)
    }

    /// Creates the dim's surface and, with viewports, the card subsurface; nothing shows until the first
    /// configure (or, in the window, the first ``place(over:)``) has been answered with ``show(_:dim:card:)``.
    ///
    /// - Parameters:
    ///   - connection: The parent's connection.
    ///   - placement: A popup, or a subsurface of the window; the latter needs `wl_subcompositor`.
    ///   - dimColor: The dim's colour.
    ///   - dimBuffers: Dim buffers in `dimColor` kept from an earlier presentation
    ///     (``Window/dimmingBuffers(color:)``, which checks the colour); nil makes new ones.
    ///   - composesWithCairo: Forces the Cairo fallback even when viewports exist (tests).
    ///   - dimTakesInput: False lets pointer input on the dim through to the parent (an empty input
    ///     region); only the card takes it then. Ignored in the Cairo fallback, where the card is
    ///     part of the dim's surface.
    init(
        connection: WaylandConnection, placement: Placement,
        dimColor: Color, dimBuffers kept: DimmingBufferCache? = nil, composesWithCairo: Bool = false, dimTakesInput: Bool = true
    ) throws {
        self.connection = connection
        precondition(kept.map { $0.color == dimColor } ?? true, "kept dim buffers are in another colour")
        let dimBuffers = try kept ?? DimmingBufferCache(shm: connection.shm, color: dimColor)
        dimSurface = connection.compositor.createSurface()
        switch placement {
        case .popup(let parent, let positioner, let grab):
            role = .popup(
                PopupRole(
                    surface: dimSurface, parent: parent, positioner: positioner, wmBase: connection.wmBase, grab: grab))
        case .inWindow(let windowSurface):
            guard let subcompositor = connection.subcompositor else {
                dimSurface.destroy()
                throw ShellError.missingGlobal(interface: "wl_subcompositor")
            }
            role = .inWindow(surface: dimSurface, windowSurface: windowSurface, subcompositor: subcompositor)
        }

        if !composesWithCairo, let viewporter = connection.viewporter, let subcompositor = connection.subcompositor {
            stretchedDim = StretchedDim(buffers: dimBuffers, viewport: viewporter.getViewport(surface: dimSurface))
            cardLayer = CardLayer(
                connection: connection, parent: dimSurface, viewporter: viewporter,
                subcompositor: subcompositor)
            if !dimTakesInput {
                let nothing = connection.compositor.createRegion()
                dimSurface.setInputRegion(nothing)
                nothing.destroy()
            }
        } else {
            stretchedDim = StretchedDim(buffers: dimBuffers, viewport: nil)
            cardLayer = nil
            fallback = BufferPool(shm: connection.shm)
        }

        // Straight to the presenter: a frame is the transition's clock tick, with nothing to do here.
        frameCallback.onDone = { [unowned self] time in
            delegate?.cardCompositor(self, didPresentFrameAt: FrameTime(milliseconds: time))
        }
        if case .popup(let popup) = role {
            popup.delegate = self
            // The initial commit asks for the popup's first configure.
            dimSurface.commit()
        }
    }

    isolated deinit {
        // Children before parents: the card's objects, then the popup's role, xdg_surface and surface.
        frameCallback.cancel()
        cardLayer?.destroy()
        stretchedDim.destroy()
        role.destroy()
        dimSurface.destroy()
    }

    /// Moves the popup after its parent's window geometry changed: `xdg_popup.reposition` on `xdg_wm_base`
    /// version 3 and later.
    ///
    /// - Returns: False when the compositor cannot reposition (version 2); re-create the surface.
    func reposition(_ positioner: Positioner) -> Bool {
        // Nothing waits for `xdg_popup.repositioned`: the configure that follows shows the new layout, so
        // the token need not tell repositions apart.
        guard case .popup(let popup) = role else { return true }
        return popup.reposition(positioner, token: 0)
    }

    /// Places an in-window dim over the window geometry `windowGeometry` (the window's surface coordinates); the
    /// first placement, and each that changes the geometry, tells the delegate as a popup's configure does. The
    /// position applies with the window's next commit.
    func place(over windowGeometry: SurfaceRect) {
        guard let placed = role.place(over: windowGeometry) else { return }
        handleConfigure(geometry: placed.geometry, sizeChanged: placed.sizeChanged)
    }

    /// Shows one frame: card, then dim, committed atomically, with one frame callback.
    ///
    /// - Parameters:
    ///   - values: The frame's values.
    ///   - dim: The dim with this frame's alpha.
    ///   - card: The card image; its resting frame places the card.
    ///   - feedbackTag: Asks ``presentationFeedback`` when this frame reaches the screen, under this tag.
    ///   - isSettled: Whether no transition is running. Only settled frames set the card's input region:
    ///     mid-transition it would cost three requests a frame (a moving, clipped card changes it every frame)
    ///     for clicks that land during a 0.2–0.6 s animation, and the transition's last frame sets it.
    func show(
        _ values: TransitionValues, dim: DimmingLayer, card: CardImage, feedbackTag: Int? = nil,
        isSettled: Bool = true
    ) {
        guard isConfigured, !isDismissed else { return }
        if let feedbackTag { presentationFeedback?.request(on: dimSurface, tag: feedbackTag) }
        guard usesViewports else {
            composeWithCairo(values, dim: dim, card: card)
            return
        }
        let bounds = Rect(x: 0, y: 0, width: Double(geometry.width), height: Double(geometry.height))
        cardLayer?.show(values, card: card, in: bounds, isSettled: isSettled)
        stretchedDim.attach(alpha: dim.alpha, to: dimSurface)
        requestFrame()
        dimSurface.commit()
    }

    /// Forgets the attached card so the next frame attaches the card's new buffer.
    func cardDidRedraw() {
        cardLayer?.cardDidRedraw()
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
            stretchedDim.stretch(to: geometry)
            fallback?.removeAll()
        }
        delegate?.cardCompositor(self, didConfigure: geometry)
    }

    // MARK: - PopupRoleDelegate

    func popupRole(_ role: PopupRole, didConfigure geometry: SurfaceRect, sizeChanged: Bool) {
        handleConfigure(geometry: geometry, sizeChanged: sizeChanged)
    }

    /// `xdg_popup.popup_done`: no frame will come for the callback outstanding.
    func popupRoleDidDismiss(_ role: PopupRole) {
        frameCallback.cancel()
        delegate?.cardCompositorDidDismiss(self)
    }
}

/// What a ``CardCompositor`` reports to the presentation it shows: the dim surface's configures, its frames, and the
/// compositor dismissing its popup.
@MainActor protocol CardCompositorDelegate: AnyObject {
    /// Called on each `xdg_surface.configure` of the dim's popup, after the ack, and on each placement of an
    /// in-window dim that changed its geometry; show a frame in answer.
    func cardCompositor(_ compositor: CardCompositor, didConfigure geometry: SurfaceRect)

    /// Called on `wl_callback.done` for the frame callback of the last ``CardCompositor/show(_:dim:card:feedbackTag:isSettled:)``.
    func cardCompositor(_ compositor: CardCompositor, didPresentFrameAt time: FrameTime)

    /// Called on `xdg_popup.popup_done`: the popup is unmapped for good.
    func cardCompositorDidDismiss(_ compositor: CardCompositor)
}
