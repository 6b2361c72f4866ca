import CurtainDBus

/// What the desktop says about appearance and motion, read through the `org.freedesktop.portal.Settings`
/// portal: GNOME, KDE and other desktops publish their dark-mode, accent and animation settings there.
///
/// Unknown stays unknown: an empty value means "no portal, or it did not say", and callers keep their own
/// defaults then.
public struct DesktopSettings: Sendable, Equatable {
    /// `org.freedesktop.appearance` `color-scheme`.
    public enum ColorScheme: UInt32, Sendable, Equatable {
        /// The desktop has no preference (or did not say).
        case noPreference = 0
        /// Dark, the user asked for it.
        case dark = 1
        /// Light, the user asked for it.
        case light = 2
    }

    /// An accent colour, channels from 0 to 1 in sRGB.
    public struct AccentColor: Sendable, Equatable {
        /// Red, from 0 to 1.
        public var red: Double
        /// Green, from 0 to 1.
        public var green: Double
        /// Blue, from 0 to 1.
        public var blue: Double

        /// Creates a colour from the portal's `(ddd)` triple.
        ///
        /// - Parameters:
        ///   - red: Red, from 0 to 1.
        ///   - green: Green, from 0 to 1.
        ///   - blue: Blue, from 0 to 1.
        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// The portal's settings namespace for appearance.
    public static let appearance = "org.freedesktop.appearance"
    /// GNOME's interface settings, which carry `enable-animations`.
    public static let gnomeInterface = "org.gnome.desktop.interface"

    /// Dark, light or no preference.
    public var colorScheme: ColorScheme = .noPreference
    /// The accent colour, where the desktop offers one (`accent-color`).
    public var accentColor: AccentColor?
    /// Whether animations are on; nil when the desktop did not say.
    public var enablesAnimations: Bool?

    /// Creates settings as a desktop would publish them; tests and `--theme` use it to stand in for a portal.
    ///
    /// - Parameters:
    ///   - colorScheme: Dark, light or no preference.
    ///   - accentColor: The accent colour, if the desktop has one.
    ///   - enablesAnimations: Whether animations are on; `nil` when the desktop did not say.
    public init(colorScheme: ColorScheme = .noPreference, accentColor: AccentColor? = nil, enablesAnimations: Bool? = nil) {
        self.colorScheme = colorScheme
        self.accentColor = accentColor
        self.enablesAnimations = enablesAnimations
    }

    /// Whether the desktop turned animations off: transitions should become a plain fade.
    public var prefersReducedMotion: Bool { enablesAnimations == false }

    /// Takes one setting as the portal reports it (in `ReadAll`'s answer or a `SettingChanged` signal); other
    /// keys, and values of the wrong type, are ignored.
    ///
    /// - Returns: Whether the settings changed.
    @discardableResult
    public mutating func apply(namespace: String, key: String, value: DBusValue) -> Bool {
        let before = self
        switch (namespace, key, value.unwrapped) {
        case (Self.appearance, "color-scheme", let scheme):
            colorScheme = scheme.integerValue.flatMap { ColorScheme(rawValue: UInt32(clamping: $0)) } ?? .noPreference
        case (Self.appearance, "accent-color", .structure(let channels)):
            let values = channels.compactMap(\.doubleValue)
            // Out-of-range channels mean "unset" in the portal's documentation.
            accentColor =
                values.count == 3 && values.allSatisfy({ (0...1).contains($0) })
                ? AccentColor(red: values[0], green: values[1], blue: values[2]) : nil
        case (Self.gnomeInterface, "enable-animations", .bool(let on)):
            enablesAnimations = on
        default:
            break
        }
        return self != before
    }
}

extension DBusValue {
    /// The value inside any number of variants (the portal's `Read` wraps its answer twice).
    var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    /// The value of a `d`, looking through variants.
    var doubleValue: Double? {
        if case .double(let value) = unwrapped { return value }
        return nil
    }
}
