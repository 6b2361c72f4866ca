import CurtainCPango

/// Colours written as text the way GTK 3 reads and writes them, so that a colour a script passes to a dialog, or
/// reads back from one, means what it meant to zenity.
extension Color {
    /// Parses a colour as GTK 3's `gdk_rgba_parse` does: `rgb(r,g,b)` and `rgba(r,g,b,a)` with components from 0
    /// to 255 or percentages and an alpha from 0 to 1, or whatever Pango's colour parser takes: `#rgb`, `#rrggbb`,
    /// `#rrrgggbbb`, `#rrrrggggbbbb` and the X11 colour names (`navy`, `Light Sky Blue`).
    ///
    /// Components outside their range are clamped, as GTK clamps them; anything else, trailing text included, is
    /// `nil`. Unlike ``init(hexString:)``, the `#` is required and `#rrggbbaa` is not a colour here, because
    /// GTK 3 does not take it.
    ///
    /// ```swift
    /// Color(cssString: "rgb(255, 0, 0)")       // opaque red
    /// Color(cssString: "rgba(0,0,255,0.5)")    // half-transparent blue
    /// Color(cssString: "navy")                 // #000080
    /// ```
    ///
    /// - Parameter cssString: the colour as a user or script wrote it.
    public init?(cssString: String) {
        let text = Array(cssString.utf8)
        if text.starts(with: Array("rgba".utf8)) {
            guard let color = Self.parseFunction(text[4...], hasAlpha: true) else { return nil }
            self = color
        } else if text.starts(with: Array("rgb".utf8)) {
            guard let color = Self.parseFunction(text[3...], hasAlpha: false) else { return nil }
            self = color
        } else {
            var pangoColor = PangoColor()
            guard pango_color_parse(&pangoColor, cssString) != 0 else { return nil }
            self.init(
                red: Double(pangoColor.red) / 65535, green: Double(pangoColor.green) / 65535,
                blue: Double(pangoColor.blue) / 65535)
        }
    }

    /// The colour as GTK 3's `gdk_rgba_to_string` writes it, and zenity's `--color-selection` prints it:
    /// `rgb(r,g,b)` with components from 0 to 255, or `rgba(r,g,b,a)` when the alpha is below 0.999, the alpha
    /// written as C's `%g` writes it in the C locale (`0.5`, `0.333333`).
    public var cssString: String {
        func byte(_ component: Double) -> String { String(Int(0.5 + component * 255)) }
        let rgb = "\(byte(red)),\(byte(green)),\(byte(blue))"
        return alpha > 0.999 ? "rgb(\(rgb))" : "rgba(\(rgb),\(cssAlphaString))"
    }

    /// The alpha as ``cssString`` writes it in `rgba(…)`: as C's `%g` writes it in the C locale, six significant
    /// digits with trailing zeros dropped (`1`, `0.5`, `0.333333`), whatever the user's locale.
    public var cssAlphaString: String { Self.shortestGeneral(alpha) }

    /// The colour as `#rrggbb`, lowercase, as GTK's colour editor shows it in its entry; the alpha is left out.
    public var hexString: String {
        func pair(_ component: Double) -> String {
            let value = Int((component * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + pair(red) + pair(green) + pair(blue)
    }

    // MARK: - Parsing rgb() and rgba()

    /// The part after `rgb` or `rgba`: `(r, g, b)` or `(r, g, b, a)`, then nothing but spaces.
    private static func parseFunction(_ text: ArraySlice<UInt8>, hasAlpha: Bool) -> Color? {
        var scanner = Scanner(text: text)
        scanner.skipSpaces()
        guard scanner.take(UInt8(ascii: "(")) else { return nil }
        var components: [Double] = []
        for index in 0..<3 {
            scanner.skipSpaces()
            guard var number = scanner.number() else { return nil }
            scanner.skipSpaces()
            if scanner.take(UInt8(ascii: "%")) { number /= 100 } else { number /= 255 }
            components.append(number)
            scanner.skipSpaces()
            if index < 2 || hasAlpha {
                guard scanner.take(UInt8(ascii: ",")) else { return nil }
            }
        }
        var alpha = 1.0
        if hasAlpha {
            scanner.skipSpaces()
            guard let number = scanner.number() else { return nil }
            alpha = number
            scanner.skipSpaces()
        }
        guard scanner.take(UInt8(ascii: ")")) else { return nil }
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return nil }
        return Color(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Reads numbers, spaces and punctuation from the bytes of a colour function, as `g_ascii_strtod` reads numbers:
    /// in the C locale, whatever the user's.
    private struct Scanner {
        var text: ArraySlice<UInt8>

        var isAtEnd: Bool { text.isEmpty }

        mutating func skipSpaces() {
            while let byte = text.first, byte == 0x20 || (0x09...0x0d).contains(byte) { text.removeFirst() }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard text.first == byte else { return false }
            text.removeFirst()
            return true
        }

        /// A decimal number with an optional sign, fraction and exponent; `nil`, consuming nothing, when there is
        /// none, or when it is not finite.
        mutating func number() -> Double? {
            var end = text.startIndex
            func digits() -> Int {
                let start = end
                while end < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[end]) { end += 1 }
                return end - start
            }
            if end < text.endIndex, text[end] == UInt8(ascii: "-") || text[end] == UInt8(ascii: "+") { end += 1 }
            var count = digits()
            if end < text.endIndex, text[end] == UInt8(ascii: ".") {
                end += 1
                count += digits()
            }
            guard count > 0 else { return nil }
            if end < text.endIndex, text[end] == UInt8(ascii: "e") || text[end] == UInt8(ascii: "E") {
                let mark = end
                end += 1
                if end < text.endIndex, text[end] == UInt8(ascii: "-") || text[end] == UInt8(ascii: "+") { end += 1 }
                if digits() == 0 { end = mark }
            }
            guard let value = Double(String(decoding: text[text.startIndex..<end], as: UTF8.self)), value.isFinite
            else { return nil }
            text = text[end...]
            return value
        }
    }

    // MARK: - Writing %g

    /// `value` (0 to 1) as C's `%g` writes it: six significant digits, trailing zeros dropped, an exponent below
    /// 0.0001.
    package static func shortestGeneral(_ value: Double) -> String {
        guard value > 0 else { return "0" }
        var exponent = 0
        var mantissa = value
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        // Six significant digits, rounded; rounding may carry into another digit (9.999995 → 10.0000).
        var scaled = (mantissa * 100_000).rounded()
        if scaled >= 1_000_000 {
            scaled /= 10
            exponent += 1
        }
        var digits = String(Int(scaled))
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        if exponent < -4 || exponent >= 6 {
            let fraction = digits.dropFirst()
            let magnitude = abs(exponent)
            return digits.prefix(1) + (fraction.isEmpty ? "" : "." + fraction) + "e" + (exponent < 0 ? "-" : "+")
                + (magnitude < 10 ? "0" : "") + String(magnitude)
        }
        if exponent < 0 {
            return "0." + String(repeating: "0", count: -exponent - 1) + digits
        }
        let whole = exponent + 1
        if digits.count <= whole { return digits + String(repeating: "0", count: whole - digits.count) }
        return digits.prefix(whole) + "." + digits.dropFirst(whole)
    }
}
