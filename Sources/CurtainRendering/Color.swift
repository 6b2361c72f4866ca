/// An sRGB colour with straight (non-premultiplied) alpha, each component in `0...1`.
///
/// Cairo takes straight components in `cairo_set_source_rgba`; Wayland's ARGB8888 buffers hold
/// premultiplied pixels, which ``premultipliedARGB32`` produces.
///
/// ```swift
/// let okGreen = Color(hex: 0x34C759)
/// let dim = Color.black.withAlpha(0.4)
/// ```
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, `0...1`.
    public var red: Double
    /// The green component, `0...1`.
    public var green: Double
    /// The blue component, `0...1`.
    public var blue: Double
    /// The opacity, `0...1`; components are not multiplied by it.
    public var alpha: Double

    /// Creates a colour from components in `0...1`; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates a grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates an opaque colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255,
            alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` if malformed.
    public init?(hexString: String) {
        var digits = Substring(hexString)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xf, g = (value >> 4) & 0xf, b = value & 0xf
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6:
            self.init(hex: value)
        case 8:
            self.init(hex: value >> 8, alpha: Double(value & 0xff) / 255)
        default:
            return nil
        }
    }

    /// The same colour with a different alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour blended toward `other` by `fraction` (0 gives `self`, 1 gives `other`).
    public func mixed(with other: Color, by fraction: Double) -> Color {
        let t = Self.clamp(fraction)
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The pixel value for a `WL_SHM_FORMAT_ARGB8888` / `CAIRO_FORMAT_ARGB32` buffer:
    /// alpha in the top byte, colour components premultiplied by alpha.
    public var premultipliedARGB32: UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(alpha) << 24 | byte(red * alpha) << 16 | byte(green * alpha) << 8 | byte(blue * alpha)
    }

    /// Recovers a straight-alpha colour from a premultiplied ARGB32 pixel, as read back from a buffer.
    public init(premultipliedARGB32 pixel: UInt32) {
        let a = Double(pixel >> 24) / 255
        func component(_ shift: UInt32) -> Double {
            a == 0 ? 0 : Double((pixel >> shift) & 0xff) / 255 / a
        }
        self.init(red: component(16), green: component(8), blue: component(0), alpha: a)
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    public var description: String {
        "Color(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
    }
}

// MARK: - Palette

extension Color {
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// The default tint of buttons and links (iOS system blue).
    public static let systemBlue = Color(hex: 0x007AFF)
    /// The tint of destructive actions (iOS system red).
    public static let systemRed = Color(hex: 0xFF3B30)
    /// A confirming green, for filled buttons.
    public static let systemGreen = Color(hex: 0x34C759)
    /// Primary text.
    public static let label = Color(white: 0)
    /// Message text and placeholders.
    public static let secondaryLabel = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    /// Hairlines between grouped controls.
    public static let separator = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
    /// Text field fill.
    public static let fieldBackground = Color(white: 1)
}

extension Color {
    // iOS's dark-appearance colours. The dark looks of alerts, menus and text fields are built from these, so
    // that a menu or a field on a dark alert card matches the card.

    /// The tint of buttons, highlights and focus rings on dark surfaces: iOS's dark-mode system blue.
    package static let darkSystemBlue = Color(hex: 0x0A84FF)
    /// The tint of destructive actions on dark surfaces: iOS's dark-mode system red.
    package static let darkSystemRed = Color(hex: 0xFF453A)
    /// The fill of dark cards and menus (iOS's dark tertiary background).
    package static let darkCardBackground = Color(hex: 0x2C2C2E)
    /// The well of a text field on a dark card (iOS's dark secondary background), a shade below the card.
    package static let darkFieldBackground = Color(hex: 0x1C1C1E)
    /// Hairlines and borders on dark surfaces.
    package static let darkSeparator = Color(white: 1, alpha: 0.16)
    /// The titles of disabled buttons and menu items on dark surfaces.
    package static let darkDisabledText = Color(white: 0.45)
}
