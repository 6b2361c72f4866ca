import CurtainShell

/// Windows that cover the screen: a layer surface on the overlay layer instead of an `xdg_toplevel`.
extension Window {
    /// What a window is on screen.
    public enum Role: Sendable, Equatable {
        /// An `xdg_toplevel`: a window the compositor places, stacks and focuses among the others.
        case toplevel
        /// A screen-wide overlay above every window, holding the keyboard exclusively while it shows: a
        /// `zwlr_layer_surface_v1` on the overlay layer, anchored to every edge of the output that has the
        /// focus. System prompts use it, as a screen-wide modal alert. Where the compositor has no layer-shell
        /// (``Application/canShowOverlays`` is false: weston 10, mutter), the window is a toplevel instead.
        ///
        /// Only one output is covered; on a desktop with several, the others stay as they are.
        case overlay
    }

    /// Whether the window is shown as an overlay covering its output (``Role-swift.enum/overlay`` on a compositor
    /// with layer-shell).
    public var isOverlay: Bool { layerSurface != nil }

    /// Creates the layer surface and asks for its first configure, as ``show()`` does for a toplevel. Its title
    /// and application id go nowhere: layer-shell has neither; compositors see the namespace `"curtain"`.
    func showOverlay() {
        guard let layer = try? LayerSurface(connection: application.connection, namespace: Self.overlayNamespace)
        else { return }
        layerSurface = layer
        // A layer surface has no states: holding the keyboard exclusively, it counts as the active window.
        layer.onConfigure = { [unowned self] size in handleConfigure(size: size, states: [.activated]) }
        layer.onClose = { [unowned self] in handleCloseRequest() }
        layer.onConfigureAnswered = { [unowned self] in notifyObservers { $0.windowDidConfigure(self) } }
        attach(layer.surface)
    }

    /// The layer-shell namespace of overlays, which compositor rules can match.
    static let overlayNamespace = "curtain"
}

extension Application {
    /// Whether windows made with ``Window/Role-swift.enum/overlay`` cover the screen: the compositor offers
    /// `zwlr_layer_shell_v1` (sway, KWin and other wlroots compositors do; weston 10 and mutter do not).
    public var canShowOverlays: Bool { connection.layerShell != nil }
}
