/// What a ``LayerSurface`` reports to its owner: each configure, the commit that answered it, and the compositor
/// closing it.
///
/// Set it as ``LayerSurface/delegate``; the layer surface holds it weakly. Every method has a default that does
/// nothing. Frames and scale changes come from the underlying ``Surface`` (``SurfaceDelegate``).
@MainActor public protocol LayerSurfaceDelegate: AnyObject {
    /// Called for each configure that changed the size (and the first), after the new size is applied and
    /// before the answering frame is drawn, so layout can run here.
    ///
    /// - Parameters:
    ///   - layerSurface: The layer surface.
    ///   - size: Its logical size: the output's.
    func layerSurface(_ layerSurface: LayerSurface, didConfigure size: SurfaceSize)

    /// Called after the commit that answers each configure: the configure is acknowledged and (for the first)
    /// the first frame committed, so popups can be parented here.
    func layerSurfaceDidAnswerConfigure(_ layerSurface: LayerSurface)

    /// Called on `zwlr_layer_surface_v1.closed`: the compositor will not show the surface again; drop it.
    func layerSurfaceDidClose(_ layerSurface: LayerSurface)
}

// MARK: - Default implementations

extension LayerSurfaceDelegate {
    /// Ignores the configure.
    public func layerSurface(_ layerSurface: LayerSurface, didConfigure size: SurfaceSize) {}

    /// Ignores the answer.
    public func layerSurfaceDidAnswerConfigure(_ layerSurface: LayerSurface) {}

    /// Ignores the closing.
    public func layerSurfaceDidClose(_ layerSurface: LayerSurface) {}
}
