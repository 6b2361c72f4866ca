import CurtainRendering
import Wayland

/// How a ``Window`` paces its redraws: at most one pending "collect the dirty rectangles" turn of the event
/// loop, and a tiny context for renders that only re-arm the root view's frame request.
///
/// Kept together because they serve the one path in `Window+Rendering.swift` from a view's
/// ``View/setNeedsDisplay()`` to the damage the surface commits.
struct WindowRedraw {
    /// The pending turn, when one is scheduled.
    var timer: EventLoopToken?
    /// A 1×1 context for renders that draw nothing but re-arm the root's frame request.
    lazy var scratchContext: GraphicsContext? = (try? ImageSurface(width: 1, height: 1)).map(GraphicsContext.init(surface:))
}
