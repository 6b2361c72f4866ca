/// One unpremultiplied 8-bit colour, as tests compare screenshot pixels.
///
/// ```swift
/// #expect(shot.pixel(x: 10, y: 10) == RGBA(red: 255, green: 0, blue: 0))
/// #expect(shot.pixel(x: 10, y: 10).matches(.white, tolerance: 2))
/// ```
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a `0xAARRGGBB` value, the layout of `WlShm.Format.argb8888` and Cairo's ARGB32 (unpremultiplied here).
    public init(argb: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
            blue: UInt8(truncatingIfNeeded: argb), alpha: UInt8(truncatingIfNeeded: argb >> 24))
    }

    /// The colour as `0xAARRGGBB`.
    public var argb: UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func matches(_ other: RGBA, tolerance: Int = 0) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    /// `#rrggbbaa`.
    public var description: String {
        "#"
            + [red, green, blue, alpha].map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }

    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 255, green: 255, blue: 255)
}
