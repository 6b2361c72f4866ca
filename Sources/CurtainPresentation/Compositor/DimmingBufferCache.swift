import CurtainRendering
import CurtainShell
import CurtainViews
internal import Wayland

/// The live realisation of a ``DimmingLayer``: one 1x1 `ARGB8888` `wl_buffer` per dim opacity,
/// stretched over the parent with `wp_viewport.set_destination`.
///
/// All 256 possible pixels (one per alpha byte, premultiplied in the dim's colour) share one
/// 1 KiB `ShmPool`. A buffer is made the first time its alpha is needed, which writes its
/// 4 bytes once; every later frame at that alpha attaches the existing buffer and writes nothing.
/// Rewriting a single pixel in place would be cheaper to set up but is wrong: weston's pixman
/// renderer reads shm memory at repaint time, so a rewrite of the attached buffer would show
/// before the commit that belongs to it and break the atomic card + dim update.
///
/// ```swift
/// let dims = try DimmingBufferCache(shm: connection.shm, color: .black)
/// surface.attach(buffer: dims.buffer(for: layer).wlBuffer, x: 0, y: 0)
/// ```
@MainActor final class DimmingBufferCache {
    /// The dim's colour; a cache serves one colour.
    let color: Color
    /// Bytes written into shm so far (4 per buffer made).
    private(set) var bytesWritten = 0

    private let pool: ShmPool
    private var buffers: [UInt8: Buffer] = [:]

    /// Creates the pool; no buffer exists yet.
    ///
    /// - Parameters:
    ///   - shm: The bound `wl_shm`, or nil for buffers no compositor sees (tests).
    ///   - color: The dim's colour.
    /// - Throws: `ShmPool.AllocationError` when shared memory cannot be made.
    init(shm: WlShm?, color: Color) throws {
        self.color = color
        pool = try ShmPool(size: 256 * 4, shm: shm, name: "curtain-dim")
    }

    /// The alpha byte a dim of `alpha` is drawn with.
    static func alphaByte(_ alpha: Double) -> UInt8 {
        UInt8((min(max(alpha, 0), 1) * 255).rounded())
    }

    /// The buffer whose single pixel is `layer`'s colour at its current alpha, premultiplied.
    ///
    /// - Parameter layer: The dim; only its `alpha` is read, its colour must be ``color``.
    func buffer(for layer: DimmingLayer) -> Buffer {
        buffer(alphaByte: Self.alphaByte(layer.alpha))
    }

    /// The buffer for one alpha byte, made on first use.
    func buffer(alphaByte alpha: UInt8) -> Buffer {
        if let existing = buffers[alpha] { return existing }
        var layer = DimmingLayer(color: color, targetAlpha: 1)
        layer.alpha = Double(alpha) / 255
        let offset = Int(alpha) * 4
        let buffer = pool.makeBuffer(offset: offset, width: 1, height: 1)
        buffer.pixels.storeBytes(of: layer.premultipliedARGB, as: UInt32.self)
        bytesWritten += 4
        buffers[alpha] = buffer
        return buffer
    }

    /// How many distinct dim buffers exist.
    var count: Int { buffers.count }
}

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
