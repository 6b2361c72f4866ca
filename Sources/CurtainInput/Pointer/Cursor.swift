import CurtainCWaylandCursor
import Wayland

/// The pointer's image: themed cursors from libwayland-cursor on a surface of their own.
///
/// The theme is `XCURSOR_THEME` (the system default when unset) at `XCURSOR_SIZE` (24 when unset) logical px,
/// loaded at `size × scale` for HiDPI outputs with the surface's buffer scale set to match. The image is set
/// with `wl_pointer.set_cursor`, which the compositor honours only with the serial of the latest
/// `wl_pointer.enter`; so set it from ``PointerDelegate/pointer(_:didEnter:)`` and whenever the shape under the
/// pointer changes:
///
/// ```swift
/// func pointer(_ pointer: Pointer, didEnter surface: SurfaceID?) { cursor.set(.default, on: pointer) }
/// cursor.set(.text, on: pointer)   // over a text field
/// ```
///
/// Animated cursors show their first frame.
///
/// Ownership: libwayland-cursor creates each image's `wl_buffer`, and its theme destroys them. The runtime
/// can only adopt a `wl_proxy` (its proxy would destroy the buffer, and after the display is gone would touch
/// a freed display), not borrow one. So each theme buffer gets one adopted proxy that is deliberately kept
/// alive for the process, and themes are never destroyed: nothing here touches libwayland after the cursor
/// goes, whatever the teardown order. The cost is bounded: one theme per scale and a few images, per seat.
@MainActor public final class Cursor {
    /// The theme name, or `nil` for the default theme.
    public let themeName: String?
    /// The cursor size in logical px.
    public let size: Int32
    /// The shape last set.
    public private(set) var shape: CursorShape = .default
    /// The scale the image was last loaded at.
    public private(set) var scale: Int32 = 1

    private let shm: WlShm
    /// The surface the compositor draws the cursor from.
    private let surface: WlSurface
    /// Loaded `struct wl_cursor_theme *`, one per scale; deliberately never destroyed (see the type's notes).
    private var themes: [Int32: OpaquePointer] = [:]
    /// The serial, shape and scale of the last `set_cursor`, to skip repeating it on every motion.
    private var lastSet: (serial: UInt32, shape: CursorShape, scale: Int32)?
    /// One adopted proxy per theme buffer shown so far, keyed by its `wl_buffer *`.
    private var buffers: [OpaquePointer: WlBuffer] = [:]

    /// Creates a cursor surface; the theme loads on first use.
    ///
    /// - Parameters:
    ///   - compositor: Makes the cursor surface.
    ///   - shm: Holds the theme's image buffers.
    ///   - themeName: The theme; `nil` reads `XCURSOR_THEME`, and the system default applies when that is unset.
    ///   - size: The size in logical px; `nil` reads `XCURSOR_SIZE`, and 24 applies when that is unset.
    public init(compositor: WlCompositor, shm: WlShm, themeName: String? = nil, size: Int32? = nil) {
        self.shm = shm
        let name = themeName ?? ProcessEnvironment.value("XCURSOR_THEME")
        self.themeName = name.flatMap { $0.isEmpty ? nil : $0 }
        let requested = size ?? ProcessEnvironment.value("XCURSOR_SIZE").flatMap { Int32($0) } ?? 24
        self.size = requested > 0 ? requested : 24
        surface = compositor.createSurface()
    }

    isolated deinit {
        // The theme owns these buffers: keep their proxies from destroying them (see the type's notes).
        // The surface's own proxy destroys it, and only while the display is still connected.
        for buffer in buffers.values { _ = Unmanaged.passRetained(buffer) }
    }

    /// Shows `shape` as `pointer`'s image, at the integer `scale` of the surface under it.
    ///
    /// Does nothing before the pointer's first `enter` (`wl_pointer.set_cursor` needs its serial), and nothing
    /// when the same shape at the same scale is already set for that serial, so calling it on every motion is cheap.
    ///
    /// - Parameters:
    ///   - shape: The image to show.
    ///   - pointer: The pointer whose image changes.
    ///   - scale: The buffer scale of the surface under the pointer.
    public func set(_ shape: CursorShape, on pointer: Pointer, scale: Int32 = 1) {
        guard let serial = pointer.enterSerial else { return }
        let scale = max(scale, 1)
        if let lastSet, lastSet == (serial, shape, scale) { return }
        self.shape = shape
        // Remembered before loading, so a shape the theme lacks is reported once rather than on every motion.
        lastSet = (serial, shape, scale)
        // `wl_surface.set_buffer_scale` exists since version 3; older surfaces show scale-1 images.
        let usableScale = surface.version >= 3 ? scale : 1
        guard let (image, imageScale) = loadImage(shape, scale: usableScale),
            let buffer = wl_cursor_image_get_buffer(image)
        else {
            InputLog.warn("no cursor \(shape.names.joined(separator: "/")) in theme \(themeName ?? "default")")
            return
        }
        self.scale = imageScale
        let width = Int32(image.pointee.width)
        let height = Int32(image.pointee.height)
        if surface.version >= 3 { surface.setBufferScale(imageScale) }
        surface.attach(buffer: proxy(for: buffer), x: 0, y: 0)
        if surface.version >= 4 {
            surface.damageBuffer(x: 0, y: 0, width: width, height: height)
        } else {
            surface.damage(x: 0, y: 0, width: width / imageScale, height: height / imageScale)
        }
        surface.commit()
        pointer.proxy.setCursor(
            serial: serial, surface: surface,
            hotspotX: Int32(image.pointee.hotspot_x) / imageScale, hotspotY: Int32(image.pointee.hotspot_y) / imageScale)
    }

    /// Hides the pointer's image over this client's surfaces.
    ///
    /// - Parameters:
    ///   - pointer: The pointer to hide.
    public func hide(on pointer: Pointer) {
        guard let serial = pointer.enterSerial else { return }
        pointer.proxy.setCursor(serial: serial, surface: nil, hotspotX: 0, hotspotY: 0)
        lastSet = nil
    }

    /// The first image of `shape` at `scale`, falling back to scale 1 when the image does not divide by it
    /// (a buffer's size must be a multiple of its scale).
    func loadImage(_ shape: CursorShape, scale: Int32) -> (UnsafeMutablePointer<wl_cursor_image>, Int32)? {
        for candidate in scale > 1 ? [scale, 1] : [1] {
            guard let theme = theme(scale: candidate) else { continue }
            for name in shape.names {
                guard let cursor = wl_cursor_theme_get_cursor(theme, name), cursor.pointee.image_count > 0,
                    let image = cursor.pointee.images[0]
                else { continue }
                if image.pointee.width % UInt32(candidate) == 0, image.pointee.height % UInt32(candidate) == 0 {
                    return (image, candidate)
                }
            }
        }
        return nil
    }

    /// The one Swift proxy for a theme's `wl_buffer`; adopting the same `wl_proxy` twice would fail.
    private func proxy(for buffer: OpaquePointer) -> WlBuffer {
        if let proxy = buffers[buffer] { return proxy }
        let proxy = WlBuffer(adopting: buffer)
        buffers[buffer] = proxy
        return proxy
    }

    /// The theme loaded at `size × scale`, loading it on first use.
    private func theme(scale: Int32) -> OpaquePointer? {
        if let theme = themes[scale] { return theme }
        guard let theme = wl_cursor_theme_load(themeName, size * scale, shm.pointer) else { return nil }
        themes[scale] = theme
        return theme
    }
}
