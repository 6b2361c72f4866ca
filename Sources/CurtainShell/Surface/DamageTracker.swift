/// Damage bookkeeping for a surface drawn into several buffers in turn (buffer age).
///
/// Dirty rectangles merge into one bounding box per frame: that box is what the compositor is told
/// (`wl_surface.damage_buffer`). A reused buffer last drawn *n* frames ago misses the changes of the frames
/// since, so the area to repaint in it is the new damage plus the damage of those frames; a buffer with
/// unknown contents, or older than the remembered history, is repainted completely.
///
/// ```swift
/// var damage = DamageTracker()
/// damage.size = SurfaceSize(width: 100, height: 100)   // damages everything
/// damage.add(SurfaceRect(x: 0, y: 0, width: 10, height: 10))
/// let repaint = damage.repaintRect(bufferFrame: buffer.frameNumber)
/// let frameDamage = damage.finishFrame()                // what to send to the compositor
/// ```
package struct DamageTracker: Sendable {
    /// How many past frames' damage are remembered; buffers older than this are repainted fully.
    package static let historyLength = 4

    /// The surface's logical size; changing it damages everything and forgets the history.
    package var size = SurfaceSize.zero {
        didSet { if size != oldValue { damageAll() } }
    }
    /// The damage accumulated since the last finished frame, clipped to the surface, or `nil` when clean.
    package private(set) var pending: SurfaceRect?
    /// The number of the last finished frame (0 before the first).
    package private(set) var frameNumber: UInt64 = 0
    /// The damage of recent frames, oldest first.
    private var history: [(frame: UInt64, rect: SurfaceRect)] = []

    /// Creates a tracker for a surface that has drawn nothing yet, so its first frame is drawn whole.
    package init() {}

    /// Whether anything waits to be drawn.
    package var isDirty: Bool { pending.map { !$0.isEmpty } ?? false }

    /// Adds a changed rectangle; `nil` means the whole surface.
    package mutating func add(_ rect: SurfaceRect?) {
        let dirty = (rect ?? SurfaceRect(size: size)).intersection(SurfaceRect(size: size))
        guard !dirty.isEmpty else { return }
        pending = pending.map { $0.union(dirty) } ?? dirty
    }

    /// Damages the whole surface and forgets the history, so every buffer is repainted completely
    /// (after a resize or a scale change).
    package mutating func damageAll() {
        history = []
        pending = nil
        add(nil)
    }

    /// The logical area to repaint in a buffer last drawn in frame `bufferFrame` (`nil`: contents unknown).
    package func repaintRect(bufferFrame: UInt64?) -> SurfaceRect {
        let everything = SurfaceRect(size: size)
        let damage = pending ?? SurfaceRect(x: 0, y: 0, width: 0, height: 0)
        guard let drawn = bufferFrame, drawn <= frameNumber else { return everything }
        if drawn == frameNumber { return damage }
        // The history must reach back to the frame right after the buffer's, or the buffer is too old.
        guard let oldest = history.first, oldest.frame <= drawn + 1 else { return everything }
        return history.filter { $0.frame > drawn }.reduce(damage) { $0.union($1.rect) }.intersection(everything)
    }

    /// Ends the frame: records its damage in the history and returns it (for `damage_buffer`).
    ///
    /// - Returns: The frame's damage; empty if nothing was pending.
    @discardableResult
    package mutating func finishFrame() -> SurfaceRect {
        let damage = pending ?? SurfaceRect(x: 0, y: 0, width: 0, height: 0)
        frameNumber += 1
        history.append((frameNumber, damage))
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
        pending = nil
        return damage
    }
}
