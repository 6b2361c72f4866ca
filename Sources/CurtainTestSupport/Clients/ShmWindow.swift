import Foundation
import Wayland

/// The plainest possible window for tests: an `xdg_toplevel` showing one solid colour from a `wl_shm` buffer.
///
/// It commits its buffer after the first `xdg_surface.configure` (ignoring suggested sizes), so it maps at
/// exactly `width` x `height` logical pixels.
@MainActor public final class ShmWindow {
    public let width: Int
    public let height: Int
    public let color: RGBA
    public let surface: WlSurface
    public let xdgSurface: XdgSurface
    public let toplevel: XdgToplevel
    /// Whether the buffer has been attached and committed (it may still await weston's next repaint).
    public private(set) var isMapped = false

    private let wmBase: XdgWmBase
    private let buffer: WlBuffer

    /// Creates the window; it maps once the client dispatches the first configure.
    ///
    /// - Parameters:
    ///   - color: Unpremultiplied; sent as premultiplied ARGB8888.
    ///   - title: Also the app id's suffix (`org.curtain.test.<title>`), so `TestInput.waitForView` can find it.
    public init(_ client: TestClient, width: Int, height: Int, color: RGBA, title: String) throws {
        self.width = width
        self.height = height
        self.color = color
        let compositor = try client.bind(WlCompositor.self)
        let shm = try client.bind(WlShm.self)
        let wmBase = try client.bind(XdgWmBase.self)
        wmBase.onEvent = { [unowned wmBase] event in
            if case .ping(let serial) = event { wmBase.pong(serial) }
        }
        self.wmBase = wmBase
        buffer = try Self.makeBuffer(shm: shm, width: width, height: height, color: color)

        surface = compositor.createSurface()
        xdgSurface = wmBase.getXdgSurface(surface)
        toplevel = xdgSurface.getToplevel()
        toplevel.setTitle(title)
        toplevel.setAppId("org.curtain.test.\(title)")
        xdgSurface.onEvent = { [unowned self] event in
            guard case .configure(let serial) = event else { return }
            xdgSurface.ackConfigure(serial)
            if !isMapped {
                surface.attach(buffer: buffer, x: 0, y: 0)
                surface.damageBuffer(x: 0, y: 0, width: Int32(width), height: Int32(height))
                isMapped = true
            }
            surface.commit()
        }
        // The initial commit without a buffer asks for the first configure.
        surface.commit()
    }

    private static func makeBuffer(shm: WlShm, width: Int, height: Int, color: RGBA) throws -> WlBuffer {
        let stride = width * 4
        let size = stride * height
        var template = Array((NSTemporaryDirectory() + "/curtain-shm-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw TestInputError.missingGlobal("a temporary file for wl_shm (errno \(errno))") }
        defer { close(fd) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        guard ftruncate(fd, off_t(size)) == 0,
            let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), memory != MAP_FAILED
        else {
            throw TestInputError.missingGlobal("shared memory of \(size) bytes (errno \(errno))")
        }
        defer { munmap(memory, size) }
        let alpha = UInt32(color.alpha)
        func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
        let pixel =
            alpha << 24 | premultiplied(color.red) << 16 | premultiplied(color.green) << 8
            | premultiplied(color.blue)
        memory.initializeMemory(as: UInt32.self, repeating: pixel, count: width * height)

        let pool = shm.createPool(fd: fd, size: Int32(size))
        // The buffer keeps the memory alive after the pool is gone.
        return pool.createBuffer(
            offset: 0, width: Int32(width), height: Int32(height), stride: Int32(stride),
            format: .argb8888)
    }
}
