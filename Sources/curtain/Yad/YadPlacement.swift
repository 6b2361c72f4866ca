import Curtain

/// yad 0.40's placement options, as given, and the place they ask for (``dialogPlacement``).
///
/// From yad's source (`src/main.c`, `src/option.c`):
/// - `--geometry=WxH+X+Y` (GTK's `gtk_window_parse_geometry`, X11's syntax) sets the size and the place, and then
///   `--center`, `--mouse`, `--posx` and `--posy` are not read. A `-` offset counts from the right (bottom) edge to the
///   window's right (bottom) edge.
/// - Otherwise `--posx`/`--posy` move the window once shown; a negative one counts from the right (bottom) edge: x =
///   screen width - window width + posx. An axis without one keeps where the window was (here: centred, where sway
///   floats a dialog).
/// - Otherwise `--center` centres (GTK_WIN_POS_CENTER_ALWAYS) and `--mouse` puts the window at the pointer.
/// - `--on-top` keeps the window above the others (`gtk_window_set_keep_above`).
struct YadPlacement: Equatable, Sendable {
    var isCentered = false
    var isAtPointer = false
    var isOnTop = false
    var x: Int?
    var y: Int?
    /// `--geometry`, as given.
    var geometry: String?

    /// A `--geometry` value read as X11's `XParseGeometry` reads it: `[=][W{x}H][{+-}X[{+-}Y]]`.
    struct Geometry: Equatable, Sendable {
        var width: Int?, height: Int?
        var x: WindowPlacement.Offset?, y: WindowPlacement.Offset?

        /// The geometry in `text`, or `nil` where GTK would find none (then yad does nothing with it).
        init?(_ text: String) {
            var rest = Substring(text)
            if rest.hasPrefix("=") { rest = rest.dropFirst() }
            func number() -> Int? {
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty else { return nil }
                rest = rest.dropFirst(digits.count)
                return Int(digits)
            }
            func offset() -> WindowPlacement.Offset?? {
                guard let sign = rest.first, sign == "+" || sign == "-" else { return .some(nil) }
                rest = rest.dropFirst()
                guard let value = number() else { return nil }
                return sign == "+" ? .fromStart(value) : .fromEnd(value)
            }
            if let first = rest.first, first.isNumber {
                width = number()
                guard rest.first == "x" || rest.first == "X" else { return nil }
                rest = rest.dropFirst()
                guard let height = number() else { return nil }
                self.height = height
            }
            guard let x = offset(), let y = offset() else { return nil }
            (self.x, self.y) = (x, y)
            guard rest.isEmpty, width != nil || x != nil else { return nil }
        }
    }

    /// `--posx`/`--posy`'s value along one axis: from the start, or (negative) from the end.
    static func offset(_ value: Int?) -> WindowPlacement.Offset {
        guard let value else { return .centered }
        return value < 0 ? .fromEnd(-value) : .fromStart(value)
    }

    /// Where the window goes, or `nil` where the compositor places it as it places any dialog (`--center`, or no
    /// option): every compositor curtain runs on centres a new dialog window (docs/command.md).
    var dialogPlacement: WindowPlacement? {
        if let geometry {
            let parsed = Geometry(geometry)
            guard parsed?.x != nil || parsed?.y != nil || isOnTop else { return nil }
            return WindowPlacement(
                horizontal: parsed?.x ?? .centered, vertical: parsed?.y ?? .centered, isAboveFullscreen: isOnTop)
        }
        if x != nil || y != nil {
            return WindowPlacement(horizontal: Self.offset(x), vertical: Self.offset(y), isAboveFullscreen: isOnTop)
        }
        if isAtPointer, !isCentered { return .atPointer(isAboveFullscreen: isOnTop) }
        return isOnTop ? WindowPlacement(isAboveFullscreen: true) : nil
    }

    /// The size `--geometry` gives, which takes the place of `--width` and `--height` as GTK's default size does.
    var geometrySize: (width: Int?, height: Int?) {
        guard let geometry, let parsed = Geometry(geometry) else { return (nil, nil) }
        return (parsed.width, parsed.height)
    }
}
