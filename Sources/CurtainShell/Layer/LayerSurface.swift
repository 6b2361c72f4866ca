import Wayland

/// A surface that covers a whole output above every window: a ``Surface`` with the `zwlr_layer_surface_v1`
/// role on the overlay layer, where the compositor offers `zwlr_layer_shell_v1` (sway, KWin). A placed one
/// (`init(connection:namespace:placement:)`, for the window role `.placed`) has a size of its own at a place the client chooses instead.
///
/// A covering one is anchored to all four edges with no size of its own, so the compositor sizes it to the output;
/// its exclusive zone is -1, so it also covers panels and bars that reserve space; and it asks for the
/// keyboard exclusively (`keyboard_interactivity` `exclusive`): while it is mapped on the overlay layer no
/// other client gets a key. Creating it commits once without a buffer, which asks for the first
/// `zwlr_layer_surface_v1.configure`; each configure is acknowledged and answered with a drawn frame, as a
/// ``ToplevelSurface`` answers its own.
///
/// ```swift
/// let overlay = try LayerSurface(connection: connection, namespace: "curtain")
/// overlay.draw = { context in context.withGraphicsContext { drawDim($0, context.size) } }
/// overlay.delegate = owner   // a LayerSurfaceDelegate: configures and closing
/// ```
///
/// Popups are parented to it with ``popupParent`` (`zwlr_layer_surface_v1.get_popup`), so an alert's
/// `xdg_popup` can cover the output as it covers a window. The compositor may close the surface at any time
/// (`closed`: its output went away), after which it is never shown again.
@MainActor public final class LayerSurface {
    /// The underlying surface: scale, buffers, damage and frame pacing.
    public let surface: Surface
    /// The `zwlr_layer_surface_v1` role object.
    public let layerSurface: ZwlrLayerSurfaceV1
    /// The output asked for at creation; `nil` when the compositor chose.
    public let output: Output?

    /// The logical size of the last acknowledged configure: the output's.
    public private(set) var size = SurfaceSize.zero
    /// Whether the first configure has been acknowledged (the surface can be drawn and mapped).
    public private(set) var isConfigured = false
    /// Whether the compositor closed the surface (`zwlr_layer_surface_v1.closed`).
    public private(set) var isClosed = false
    /// The parent to give popups of this surface.
    public var popupParent: PopupParent { .layerSurface(layerSurface) }

    /// Paints one frame; see ``Surface/draw``.
    public var draw: (@MainActor (Surface.DrawContext) -> Void)? {
        get { surface.draw }
        set { surface.draw = newValue }
    }
    /// Hears each configure, its answer and the compositor closing the surface; held weakly.
    public weak var delegate: (any LayerSurfaceDelegate)?

    /// Creates the overlay and asks for its first configure; nothing is shown until that arrives and the event
    /// loop runs.
    ///
    /// - Parameters:
    ///   - connection: The connection to create the surface on.
    ///   - namespace: What the surface is for, which compositors may match rules against (`"curtain"`).
    ///   - output: The output to cover; `nil` lets the compositor choose (sway and KWin take the focused one).
    ///   - keyboardInteractivity: `exclusive` (the default) holds the keyboard while the surface is mapped; `none`
    ///     for a surface that only covers an output, such as the dim over the outputs a prompt's card is not on.
    /// - Throws: ``ShellError/missingGlobal(interface:)`` where the compositor offers no `zwlr_layer_shell_v1`.
    package convenience init(
        connection: WaylandConnection, namespace: String, output: Output? = nil,
        keyboardInteractivity: ZwlrLayerSurfaceV1.KeyboardInteractivity = .exclusive
    ) throws {
        // A size of 0×0 with all four anchors means "the output's size".
        let covering = LayerPlacement(
            layer: .overlay, anchor: [.top, .bottom, .left, .right], size: .zero,
            keyboardInteractivity: keyboardInteractivity)
        try self.init(connection: connection, namespace: namespace, output: output, placement: covering)
    }

    /// Creates a layer surface placed as `placement` says and asks for its first configure.
    ///
    /// - Throws: ``ShellError/missingGlobal(interface:)`` where the compositor offers no `zwlr_layer_shell_v1`.
    package init(
        connection: WaylandConnection, namespace: String, output: Output? = nil, placement: LayerPlacement
    ) throws {
        guard let layerShell = connection.layerShell else {
            throw ShellError.missingGlobal(interface: ZwlrLayerShellV1.interface.name)
        }
        surface = Surface(connection: connection)
        self.output = output
        layerSurface = layerShell.getLayerSurface(
            surface.wlSurface, output: output?.wlOutput, layer: placement.layer, namespace: namespace)
        layerSurface.onEvent = { [unowned self] event in
            switch event {
            case .configure(let serial, let width, let height): handleConfigure(serial: serial, width: width, height: height)
            case .closed: handleClosed()
            }
        }
        // The role's state goes with the initial commit; an exclusive zone of -1 means "do not move for other
        // surfaces' exclusive zones".
        layerSurface.setSize(width: UInt32(max(0, placement.size.width)), height: UInt32(max(0, placement.size.height)))
        layerSurface.setAnchor(placement.anchor)
        let margins = placement.margins
        layerSurface.setMargin(top: margins.top, right: margins.right, bottom: margins.bottom, left: margins.left)
        layerSurface.setExclusiveZone(-1)
        layerSurface.setKeyboardInteractivity(placement.keyboardInteractivity)
        surface.wlSurface.commit()
    }

    /// Asks for a new size, sent with the next commit (which the redraw this asks for makes); the configure that
    /// answers it brings the size to the delegate. Only a placed surface has a size of its own to change.
    package func resize(to newSize: SurfaceSize) {
        layerSurface.setSize(width: UInt32(max(0, newSize.width)), height: UInt32(max(0, newSize.height)))
        surface.setNeedsRedraw()
    }

    isolated deinit {
        // The role object goes before its wl_surface.
        layerSurface.destroy()
    }

    /// Marks part of the surface as needing paint; see ``Surface/setNeedsRedraw(_:)``.
    public func setNeedsRedraw(_ rect: SurfaceRect? = nil) {
        surface.setNeedsRedraw(rect)
    }

    /// `zwlr_layer_surface_v1.configure`: acknowledge the size, then answer with a commit.
    private func handleConfigure(serial: UInt32, width: UInt32, height: UInt32) {
        let isFirst = !isConfigured
        let configured = Self.resolvedSize(width: width, height: height, previous: size)
        let changed = isFirst || configured != size
        size = configured
        isConfigured = true
        layerSurface.ackConfigure(serial)
        if changed { delegate?.layerSurface(self, didConfigure: configured) }
        surface.size = configured
        surface.answerConfigure(changed: changed, isFirst: isFirst)
        delegate?.layerSurfaceDidAnswerConfigure(self)
    }

    private func handleClosed() {
        isClosed = true
        delegate?.layerSurfaceDidClose(self)
    }

    /// The size a configure gives: its own, or where a dimension is 0 (which the protocol allows only for a
    /// dimension the client set itself, never the case here) the previous one.
    nonisolated static func resolvedSize(width: UInt32, height: UInt32, previous: SurfaceSize) -> SurfaceSize {
        SurfaceSize(
            width: width > 0 ? Int32(clamping: width) : previous.width,
            height: height > 0 ? Int32(clamping: height) : previous.height)
    }
}
