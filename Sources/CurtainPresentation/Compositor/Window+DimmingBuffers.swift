import CurtainRendering
import CurtainShell
import CurtainViews

extension Window {
    /// The window's dim buffers in `color`, kept across its presentations; nil when shared memory cannot be made.
    ///
    /// Each presentation's popup is new, but its dim runs through the same alphas as the last one's: with the
    /// buffers kept here, a second alert over the window makes no buffer (and allocates nothing) in its frames.
    /// A wl_buffer may be attached to a new surface after the old one is gone; its pixels never change.
    func dimmingBuffers(color: Color) -> DimmingBufferCache? {
        if let kept = attachments[DimmingBufferCache.self], kept.color == color { return kept }
        guard let made = try? DimmingBufferCache(shm: application.connection.shm, color: color) else { return nil }
        attachments[DimmingBufferCache.self] = made
        return made
    }
}
