import Curtain

// Rendering helpers the unit tests of several layers share (views, alerts, presentation): draw a tree offscreen and
// count or compare what it drew.

/// Renders a root view into a fresh surface at `scale`.
@MainActor
public func renderToSurface(_ root: RootView, scale: Int = 1) throws -> ImageSurface {
    let surface = try ImageSurface(width: Int(root.frame.width) * scale, height: Int(root.frame.height) * scale)
    let context = GraphicsContext(surface: surface)
    _ = root.render(in: context, scale: scale)
    return surface
}

/// The number of pixels in `rect` (device px) that differ from `background`.
@MainActor
public func inkPixelCount(in surface: ImageSurface, rect: Rect? = nil, background: UInt32) -> Int {
    let area = rect ?? surface.bounds
    var count = 0
    surface.forEachPixel { x, y, pixel in
        if area.contains(Point(x: Double(x), y: Double(y))) && pixel != background { count += 1 }
    }
    return count
}

/// The raw bytes of a surface, row by row, for exact comparisons.
@MainActor
public func pixels(of surface: ImageSurface) -> [UInt32] {
    var all: [UInt32] = []
    all.reserveCapacity(surface.width * surface.height)
    surface.forEachPixel { _, _, pixel in all.append(pixel) }
    return all
}
