import CurtainCCairo

/// The pixels of one screenshot of weston's output, with helpers for the questions tests ask of them.
///
/// ```swift
/// let shot = try weston.screenshot()
/// #expect(shot.pixel(x: 120, y: 80) == RGBA(red: 255, green: 0, blue: 0))
/// #expect(shot.count(of: .white, in: card) > 1000)
/// #expect(shot.boundingBox(notMatching: weston.configuration.background) == window)
/// ```
/// Coordinates are output pixels, top-left origin; at output scale 1 they equal compositor coordinates.
public struct Screenshot: Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Row-major, unpremultiplied.
    public let pixels: [RGBA]

    /// The size only: test failures print this, not the pixels.
    public var description: String { "Screenshot \(width)x\(height)" }

    /// The whole image as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    public init(width: Int, height: Int, pixels: [RGBA]) {
        precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Loads a PNG with Cairo.
    ///
    /// - Throws: `WestonHarnessError.screenshotFailed` when Cairo cannot read it.
    public init(contentsOfPNG path: String) throws {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw WestonHarnessError.screenshotFailed(reason: "cairo returned no surface for \(path)")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            throw WestonHarnessError.screenshotFailed(reason: "cannot read \(path): \(reason)")
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
            let data = cairo_image_surface_get_data(surface)
        else {
            throw WestonHarnessError.screenshotFailed(reason: "unexpected pixel format \(format) in \(path)")
        }
        let isOpaque = format == CAIRO_FORMAT_RGB24
        var pixels = [RGBA]()
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                pixels.append(Self.unpremultiplied(row[x], isOpaque: isOpaque))
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Cairo stores native-endian premultiplied `0xAARRGGBB`.
    private static func unpremultiplied(_ value: UInt32, isOpaque: Bool) -> RGBA {
        var color = RGBA(argb: isOpaque ? value | 0xFF00_0000 : value)
        guard color.alpha != 255, color.alpha != 0 else { return color }
        let alpha = Int(color.alpha)
        func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + alpha / 2) / alpha)) }
        color.red = channel(color.red)
        color.green = channel(color.green)
        color.blue = channel(color.blue)
        return color
    }

    /// The colour at `x`, `y`; both must lie inside the image.
    public func pixel(x: Int, y: Int) -> RGBA {
        precondition(bounds.contains(x: x, y: y), "pixel \(x),\(y) outside the \(width)x\(height) screenshot")
        return pixels[y * width + x]
    }

    /// How many pixels in `region` (default: the whole image) match `color` within `tolerance` per channel.
    public func count(of color: RGBA, tolerance: Int = 0, in region: PixelRect? = nil) -> Int {
        var count = 0
        forEachPixel(in: region) { _, _, pixel in
            if pixel.matches(color, tolerance: tolerance) { count += 1 }
        }
        return count
    }

    /// Whether every pixel of `region` matches `color` within `tolerance`.
    public func isUniform(_ region: PixelRect, color: RGBA, tolerance: Int = 0) -> Bool {
        let clipped = region.intersection(bounds)
        return !clipped.isEmpty && count(of: color, tolerance: tolerance, in: clipped) == clipped.width * clipped.height
    }

    /// The smallest rectangle holding every pixel that matches `color`, or nil if none does.
    public func boundingBox(of color: RGBA, tolerance: Int = 0, in region: PixelRect? = nil) -> PixelRect? {
        boundingBox(in: region) { $0.matches(color, tolerance: tolerance) }
    }

    /// The smallest rectangle holding every pixel that differs from `background`: where the windows are.
    public func boundingBox(notMatching background: RGBA, tolerance: Int = 0, in region: PixelRect? = nil) -> PixelRect? {
        boundingBox(in: region) { !$0.matches(background, tolerance: tolerance) }
    }

    /// The colours in `region` with how often each occurs, most frequent first: a quick look when a test fails.
    public func histogram(in region: PixelRect? = nil) -> [(color: RGBA, count: Int)] {
        var counts: [RGBA: Int] = [:]
        forEachPixel(in: region) { _, _, pixel in counts[pixel, default: 0] += 1 }
        return counts.map { (color: $0.key, count: $0.value) }.sorted { $0.count > $1.count }
    }

    /// Writes the image as a PNG, to keep the evidence of a failing test.
    ///
    /// - Throws: `WestonHarnessError.screenshotFailed` when Cairo cannot write it.
    public func writePNG(to path: String) throws {
        let stride = width * 4
        var data = [UInt32](repeating: 0, count: width * height)
        for (index, pixel) in pixels.enumerated() {
            let alpha = UInt32(pixel.alpha)
            func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
            data[index] =
                alpha << 24 | premultiplied(pixel.red) << 16 | premultiplied(pixel.green) << 8
                | premultiplied(pixel.blue)
        }
        let status = data.withUnsafeMutableBytes { bytes -> cairo_status_t in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(stride))
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw WestonHarnessError.screenshotFailed(
                reason: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    private func boundingBox(in region: PixelRect?, where isIncluded: (RGBA) -> Bool) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        forEachPixel(in: region) { x, y, pixel in
            guard isIncluded(pixel) else { return }
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x)
            maxY = max(maxY, y)
        }
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func forEachPixel(in region: PixelRect?, _ body: (Int, Int, RGBA) -> Void) {
        let area = (region ?? bounds).intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                body(x, y, pixels[y * width + x])
            }
        }
    }
}
