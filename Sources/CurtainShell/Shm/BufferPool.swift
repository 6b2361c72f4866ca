import Wayland

/// Hands out free ``Buffer``s of one size for a surface: double buffering, with a third buffer when the
/// compositor holds on to two.
///
/// The pool never returns a buffer the compositor still holds (``Buffer/isBusy``). When the wanted size
/// changes, buffers of the old size are destroyed: free ones at once, busy ones as soon as the compositor
/// releases them. The first two buffers of a size share one `ShmPool`; a third gets its own.
///
/// ```swift
/// let buffers = BufferPool(shm: connection.shm)
/// if let buffer = try buffers.nextBuffer(width: 1200, height: 800) {
///     paint(buffer.pixels, stride: buffer.stride)
///     surface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
///     buffer.markAttached()
/// }
/// ```
@MainActor public final class BufferPool {
    /// The `wl_shm` that pools are shared through, or `nil` for memory-only buffers.
    public let shm: WlShm?
    /// The most buffers of one size that exist at once.
    public let maximumBufferCount: Int
    /// The width of the buffers currently handed out, in buffer pixels (0 before the first request).
    public private(set) var width = 0
    /// The height of the buffers currently handed out, in buffer pixels (0 before the first request).
    public private(set) var height = 0
    /// Bytes the renderer wrote into shm, summed over all frames; renderers add to it with ``recordWrite(bytes:)``.
    public private(set) var bytesWritten = 0
    /// How many `ShmPool`s (memfds) this pool has created; each is one `wl_shm.create_pool`.
    public private(set) var shmPoolCount = 0

    /// Buffers of the current size, in creation order.
    public private(set) var buffers: [Buffer] = []
    /// Buffers of an old size that the compositor still holds; each is dropped when released.
    private var retired: [Buffer] = []

    /// Creates an empty pool; memory is allocated on the first ``nextBuffer(width:height:)``.
    ///
    /// - Parameters:
    ///   - shm: The bound `wl_shm`, or `nil` for buffers that never reach a compositor.
    ///   - maximumBufferCount: At least 1; 2 is double buffering, 3 (the default) allows triple buffering.
    public init(shm: WlShm?, maximumBufferCount: Int = 3) {
        precondition(maximumBufferCount >= 1, "a BufferPool needs room for at least one buffer")
        self.shm = shm
        self.maximumBufferCount = maximumBufferCount
    }

    /// Buffers of an old size that are still waiting for `wl_buffer.release`.
    public var retiredCount: Int { retired.count }

    /// Returns a buffer of the given size that the compositor does not hold, allocating one if needed.
    ///
    /// Among free buffers it prefers the one drawn most recently, so the least needs repainting.
    /// - Parameters:
    ///   - width: Width in buffer pixels, positive.
    ///   - height: Height in buffer pixels, positive.
    /// - Returns: A free buffer, or `nil` when all ``maximumBufferCount`` buffers are busy (wait for a release).
    /// - Throws: `ShmPool.AllocationError` when shared memory cannot be made.
    public func nextBuffer(width: Int, height: Int) throws -> Buffer? {
        precondition(width > 0 && height > 0, "buffer size must be positive, got \(width)x\(height)")
        if width != self.width || height != self.height {
            resize(width: width, height: height)
        }
        let free = buffers.filter { !$0.isBusy }
        if let best = free.max(by: { ($0.frameNumber ?? 0, -$0.offset) < ($1.frameNumber ?? 0, -$1.offset) }) {
            return best
        }
        guard buffers.count < maximumBufferCount else { return nil }
        // The first allocation at a size makes room for two buffers (double buffering) in one memfd.
        let count = buffers.isEmpty ? min(2, maximumBufferCount) : 1
        let bytes = Buffer.stride(forWidth: width) * height
        let pool = try ShmPool(size: bytes * count, shm: shm)
        shmPoolCount += 1
        for index in 0..<count {
            buffers.append(pool.makeBuffer(offset: index * bytes, width: width, height: height))
        }
        return buffers[buffers.count - count]
    }

    /// Adds to ``bytesWritten``; call it with the bytes each frame actually painted.
    public func recordWrite(bytes: Int) {
        bytesWritten += bytes
    }

    /// Destroys every buffer: free ones now, busy ones when the compositor releases them.
    public func removeAll() {
        retire(buffers)
        buffers = []
        width = 0
        height = 0
    }

    private func resize(width: Int, height: Int) {
        retire(buffers)
        buffers = []
        self.width = width
        self.height = height
    }

    /// Drops free buffers at once (destroying their `wl_buffer`) and keeps busy ones until their release,
    /// so the compositor never reads from a destroyed buffer it still shows.
    private func retire(_ old: [Buffer]) {
        for buffer in old where buffer.isBusy {
            buffer.onRelease = { [weak self] released in
                self?.retired.removeAll { $0 === released }
            }
            retired.append(buffer)
        }
    }
}
