import Curtain

/// yad 0.40's colour dialog (`--color`), parsed: curtain's colour chooser, with yad's statuses and yad's ways of
/// writing the colour.
///
/// From yad's source (`src/color.c`, `get_color` in `src/util.c`): GTK's colour editor starting from `--init-color`;
/// `--gtk-palette` adds GTK's palette. OK prints the colour and a newline when ``YadResponse`` prints a result:
/// - `--mode=hex` (the default): `#rrggbb`, lowercase; `--extra` writes 16 bits a component (`#rrrrggggbbbb`);
///   `--alpha` adds the alpha in hex, unpadded (`ff`; `ffff` with `--extra`).
/// - `--mode=rgb`: `rgb(r, g, b)` with one decimal, each component GDK's 16-bit value divided by 255 (so full red is
///   `257.0`: yad's own arithmetic), and `rgba(…, a)` with `--alpha`.
struct YadColorRequest: Equatable, Sendable {
    /// How the colour is written.
    enum Mode: String, Equatable, Sendable {
        case hex, rgb
    }

    /// The chooser: its first colour, palette or editor, title and timeout.
    var color: ColorRequest
    var mode = Mode.hex
    /// `--extra`: hex with 16 bits a component.
    var writesSixteenBits = false
    /// `--alpha`: the alpha is written too.
    var writesAlpha = false
    /// The statuses and printing rule.
    var response = YadResponse()

    /// The exit status yad gives `outcome`.
    func status(for outcome: ColorOutcome) -> Int32 { response.status(for: YadResponse.Ending(outcome)) }

    /// What yad prints for `outcome`: the colour chosen, when yad prints a result for that ending.
    func output(for outcome: ColorOutcome) -> String {
        guard response.printsResult(for: YadResponse.Ending(outcome)) else { return "" }
        switch outcome {
        case .ok(let color), .response(_, let color): return written(color) + "\n"
        default: return ""
        }
    }

    /// `color` as yad writes it (`get_color`), from GDK's 16-bit components.
    func written(_ color: Color) -> String {
        func sixteen(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 65535).rounded()) }
        let components = [color.red, color.green, color.blue].map(sixteen)
        let alpha = sixteen(color.alpha)
        switch mode {
        case .hex:
            func hex(_ value: Int, digits: Int) -> String {
                let text = String(value, radix: 16)
                return String(repeating: "0", count: max(0, digits - text.count)) + text
            }
            let rgb = components.map { writesSixteenBits ? hex($0, digits: 4) : hex($0 >> 8, digits: 2) }.joined()
            guard writesAlpha else { return "#" + rgb }
            return "#" + rgb + String(writesSixteenBits ? alpha : alpha / 256, radix: 16)
        case .rgb:
            func decimal(_ value: Double) -> String {
                let tenths = Int((value * 10).rounded())
                return "\(tenths / 10).\(tenths % 10)"
            }
            let rgb = components.map { decimal(Double($0) / 255) }.joined(separator: ", ")
            guard writesAlpha else { return "rgb(\(rgb))" }
            return "rgba(\(rgb), \(decimal(Double(alpha) / 255 / 255)))"
        }
    }
}
