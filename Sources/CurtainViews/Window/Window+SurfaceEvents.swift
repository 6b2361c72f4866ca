import CurtainInput
import CurtainShell

/// The window is the delegate of the surfaces it shows on (its toplevel, or overlay and the overlay's shades, and
/// the underlying ``Surface``) and of its root view. Each event comes here directly, and the window tells its
/// observers.
extension Window: ToplevelSurfaceDelegate, LayerSurfaceDelegate, SurfaceDelegate, RootViewDelegate {
    // MARK: - ToplevelSurfaceDelegate

    /// `xdg_surface.configure`: lays the tree out at the new size before the answering frame.
    public func toplevelSurface(_ toplevel: ToplevelSurface, didConfigure size: SurfaceSize, states: ToplevelState) {
        handleConfigure(size: size, states: states)
    }

    /// The configure is answered: observers may anchor popups now.
    public func toplevelSurfaceDidAnswerConfigure(_ toplevel: ToplevelSurface) {
        notifyObservers { $0.windowDidConfigure(self) }
    }

    /// `xdg_toplevel.close`: ``onCloseRequest``, or the window closes.
    public func toplevelSurfaceDidRequestClose(_ toplevel: ToplevelSurface) {
        handleCloseRequest()
    }

    // MARK: - LayerSurfaceDelegate

    /// The overlay's configure: a layer surface has no states, and holding the keyboard exclusively it counts as
    /// the active window.
    public func layerSurface(_ layerSurface: LayerSurface, didConfigure size: SurfaceSize) {
        guard layerSurface === self.layerSurface else { return }
        handleConfigure(size: size, states: [.activated])
    }

    /// The overlay's configure is answered.
    public func layerSurfaceDidAnswerConfigure(_ layerSurface: LayerSurface) {
        guard layerSurface === self.layerSurface else { return }
        notifyObservers { $0.windowDidConfigure(self) }
    }

    /// The compositor closed the overlay (a close request), or one of its shades (dropped).
    public func layerSurfaceDidClose(_ layerSurface: LayerSurface) {
        if layerSurface === self.layerSurface {
            handleCloseRequest()
        } else {
            outputShades.removeAll { $0 === layerSurface }
        }
    }

    // MARK: - RootViewDelegate

    /// A view changed: collect the damage on the next turn of the loop.
    public func rootViewNeedsFrame(_ root: RootView) {
        scheduleRedraw()
    }

    /// The cursor over the tree changed without a pointer event: show it on the seats over the window.
    public func rootView(_ root: RootView, didChangeCursor cursor: CursorShape) {
        application.inputRouter.updateCursor(for: self)
    }

    // MARK: - SurfaceDelegate

    /// Where the compositor put the overlay: the other outputs are known once it is on one.
    public func surface(_ surface: Surface, didEnter output: Output) {
        guard surface === layerSurface?.surface else { return }
        coverOutputs(besides: output)
    }

    /// `wl_callback.done`: animations step, then what changed is submitted.
    public func surface(_ surface: Surface, didPresentFrameAt time: FrameTime) {
        handleFrame(time: time)
    }

    /// A new scale: everything repaints at it.
    public func surfaceDidChangeScale(_ surface: Surface) {
        handleScaleChange()
    }
}
