import CurtainRendering
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
        /// The window itself, with its content and presentations, is on one output (the one with the keyboard focus,
        /// as the compositor chooses); every other output gets a shade of its own, a layer surface that paints
        /// ``Window/overlayShade`` and takes clicks without doing anything with them.
        case overlay
        /// A window at a place of its own choosing, above the other windows and holding the keyboard while it
        /// shows: a `zwlr_layer_surface_v1` of the window's size on the top layer (the overlay layer when
        /// ``WindowPlacement/isAboveFullscreen``), anchored to the edges its position counts from. Where the
        /// compositor has no layer-shell (``Application/canShowOverlays`` is false: weston 10, mutter), the window
        /// is a toplevel, which the compositor places.
        ///
        /// A window placed at the pointer (``WindowPlacement/atPointer(isAboveFullscreen:)``) first learns where the
        /// pointer is from a clear surface over the output, for the two frames the compositor takes to say so.
        case placed(WindowPlacement)
    }

    /// Whether the window is shown as an overlay covering its output (``Role-swift.enum/overlay`` on a compositor
    /// with layer-shell).
    public var isOverlay: Bool { layerSurface != nil && role == .overlay }

    /// Creates the placed window's layer surface (``Role-swift.enum/placed(_:)``) and asks for its first configure.
    func showPlaced(_ placement: WindowPlacement) {
        if placement.isAtPointer {
            pointerProbe = PointerProbe(application: application) { [weak self] pointer in
                // A closed window cancelled its probe, which then answers nothing.
                guard let self else { return }
                pointerProbe = nil
                showPlaced(placement.centred(on: pointer, windowSize: self.size))
            }
            return
        }
        let size = SurfaceSize(width: Int32(size.width.rounded()), height: Int32(size.height.rounded()))
        guard
            let layer = try? LayerSurface(
                connection: application.connection, namespace: Self.overlayNamespace,
                placement: placement.layerPlacement(size: size))
        else { return }
        layerSurface = layer
        layer.delegate = self
        attach(layer.surface)
    }

    /// Creates the layer surface and asks for its first configure, as ``show()`` does for a toplevel. Its title
    /// and application id go nowhere: layer-shell has neither; compositors see the namespace `"curtain"`.
    func showOverlay() {
        guard let layer = try? LayerSurface(connection: application.connection, namespace: Self.overlayNamespace)
        else { return }
        layerSurface = layer
        // A layer surface has no states: holding the keyboard exclusively, it counts as the active window.
        // Configures and closing come to `LayerSurfaceDelegate`; the surface's enter (where the compositor put it)
        // to `SurfaceDelegate` (`Window+SurfaceEvents.swift`).
        layer.delegate = self
        attach(layer.surface)
    }

    /// What covers the outputs the overlay is not on: clear by default; a presentation over the overlay sets its dim
    /// here frame by frame, so every output darkens as the window's does.
    ///
    /// Each shade is repainted when it changes; nothing is painted for a window that is not an overlay or for a
    /// desktop with one output.
    public var overlayShade: Color {
        get { shownOverlayShade }
        set {
            guard newValue != shownOverlayShade else { return }
            shownOverlayShade = newValue
            for shade in outputShades { shade.setNeedsRedraw() }
        }
    }

    /// Puts a shade over every output but `shown`, the first time the overlay enters an output. The shades do not
    /// take the keyboard (`keyboard_interactivity` `none`): the overlay keeps it, so a click on another output
    /// changes nothing.
    func coverOutputs(besides shown: Output) {
        guard isOverlay, overlayOutput == nil else { return }
        overlayOutput = shown
        for output in application.connection.outputs where output !== shown { cover(output) }
    }

    /// Covers an output plugged in while the overlay shows, as those present were: a prompt over the screen
    /// leaves no output where another window could be seen or clicked as if it were not there.
    func handleOutputAdded(_ output: Output) {
        guard isOverlay, overlayOutput != nil, !outputShades.contains(where: { $0.output === output }) else { return }
        cover(output)
    }

    /// One shade, a layer surface on `output` that paints ``overlayShade``.
    private func cover(_ output: Output) {
        guard
            let shade = try? LayerSurface(
                connection: application.connection, namespace: Self.overlayNamespace, output: output,
                keyboardInteractivity: .none)
        else { return }
        shade.draw = { [unowned self] context in
            let size = Size(width: Double(context.size.width), height: Double(context.size.height))
            context.withGraphicsContext { $0.clear(Rect(origin: .zero, size: size), to: overlayShade) }
        }
        shade.delegate = self
        outputShades.append(shade)
    }

    /// The layer-shell namespace of overlays, which compositor rules can match.
    static let overlayNamespace = "curtain"
}

extension Application {
    /// Whether windows made with ``Window/Role-swift.enum/overlay`` cover the screen: the compositor offers
    /// `zwlr_layer_shell_v1` (sway, KWin and other wlroots compositors do; weston 10 and mutter do not).
    public var canShowOverlays: Bool { connection.layerShell != nil }
}
