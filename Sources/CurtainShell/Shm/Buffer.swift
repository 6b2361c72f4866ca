import Wayland

/// One ARGB8888 image in a `ShmPool`: mapped memory the client draws into plus the `wl_buffer` that
/// names it to the compositor.
///
/// Pixels are premultiplied ARGB8888 (`WL_SHM_FORMAT_ARGB8888`), which on little-endian machines is byte for
/// byte Cairo's `CAIRO_FORMAT_ARGB32`, so a renderer can draw straight into the shared memory; the Shell only
/// hands out ``pixels`` and ``stride`` and never draws itself (CurtainRendering's `Buffer+Cairo.swift` does).
///
/// A buffer is *busy* from the commit that attaches it until the compositor sends `wl_buffer.release`;
/// drawing into a busy buffer races with the compositor reading it. ``BufferPool`` never hands out a busy
/// buffer. Destroying the buffer (dropping the last reference) destroys its `wl_buffer`.
@MainActor public final class Buffer {
    /// The pool whose memory this buffer lives in; kept alive as long as the buffer is.
    package let pool: ShmPool
    /// Byte offset of the first row inside the pool.
    public let offset: Int
    /// Width in buffer pixels (logical width × buffer scale).
    public let width: Int
    /// Height in buffer pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// The compositor's handle, or `nil` for a memory-only buffer.
    public let wlBuffer: WlBuffer?
    /// Whether the compositor may still be reading the buffer: set by ``markAttached()``, cleared by
    /// `wl_buffer.release`.
    public private(set) var isBusy = false
    /// The frame last drawn into this buffer, or `nil` if its contents are undefined; used for buffer-age
    /// damage tracking (a buffer two frames old must repaint what changed in both of those frames).
    public var frameNumber: UInt64?
    /// Called after `wl_buffer.release` has cleared ``isBusy``; ``BufferPool`` uses it to retire old buffers.
    var onRelease: (@MainActor (Buffer) -> Void)?

    init(pool: ShmPool, offset: Int, width: Int, height: Int, stride: Int, wlBuffer: WlBuffer?) {
        self.pool = pool
        self.offset = offset
        self.width = width
        self.height = height
        self.stride = stride
        self.wlBuffer = wlBuffer
        wlBuffer?.onEvent = { [unowned self] event in
            switch event {
            case .release: self.handleRelease()
            }
        }
    }

    /// The bytes per row for `width` ARGB8888 pixels: four a pixel, which already meets the 4-byte row
    /// alignment that renderers such as Cairo's `CAIRO_FORMAT_ARGB32` require.
    public static func stride(forWidth width: Int) -> Int {
        width * 4
    }

    /// The first byte of the buffer's pixels in this process's mapping.
    public var pixels: UnsafeMutableRawPointer { pool.memory + offset }

    /// The buffer's size in bytes (`stride × height`).
    public var byteCount: Int { stride * height }

    /// Records that a commit has attached the buffer: the compositor owns it until `wl_buffer.release`.
    public func markAttached() {
        isBusy = true
    }

    /// `wl_buffer.release`: the compositor no longer reads the buffer, so the client may draw into it again.
    func handleRelease() {
        isBusy = false
        onRelease?(self)
    }
}
