import CurtainCCairo
import CurtainCPango

/// The process-wide Pango state: one `PangoCairoFontMap`, the main actor's.
///
/// Creating a font map loads the fontconfig configuration (the largest part of a first frame's cost), so it
/// happens once: on the first ``TextLayout``, or on a ``FontWarmup``'s thread, which hands the map it made to the
/// main actor when it finishes. Each layout gets its own `PangoContext` from this map, so drawing one layout at a
/// device scale never disturbs another's measurements.
///
/// Pango is not thread-safe, so the map is main-actor state, as every ``TextLayout`` is: the compiler refuses a
/// layout made on another thread, and the warm-up's thread works on a map nobody else can see until it is handed
/// over.
@MainActor package enum TextSystem {
    /// The map a ``FontWarmup`` handed over, or the one made on first use.
    private static var sharedFontMap: UnsafeMutablePointer<PangoFontMap>?

    /// The shared `PangoFontMap *`, made now if neither a warm-up nor an earlier layout made it.
    static var fontMap: UnsafeMutablePointer<PangoFontMap> {
        if let sharedFontMap { return sharedFontMap }
        let made = pango_cairo_font_map_new()!
        sharedFontMap = made
        return made
    }

    /// Takes a warmed-up map as the shared one; drops it if text was laid out before the warm-up finished.
    static func adopt(_ warmedUp: UnsafeMutablePointer<PangoFontMap>) {
        guard sharedFontMap == nil else { return g_object_unref(UnsafeMutableRawPointer(warmedUp)) }
        sharedFontMap = warmedUp
    }

    /// Font options shared by every context: greyscale antialiasing (buffers have alpha, so no
    /// subpixel colour fringes) and unhinted metrics, so text measures the same at every buffer scale.
    ///
    /// `nonisolated(unsafe)` for an immutable value: made once, never changed (Cairo copies options into each
    /// context), read by the main actor and by a warm-up's thread alike.
    nonisolated(unsafe) static let fontOptions: OpaquePointer = {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        return options
    }()

    /// A new `PangoContext *` configured for logical-pixel layout; the caller unrefs it.
    static func makeContext() -> OpaquePointer {
        makeContext(in: fontMap)
    }

    /// A new `PangoContext *` of `map`, configured as every layout's is; the caller unrefs it.
    nonisolated static func makeContext(in map: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        pango_cairo_context_set_resolution(context, 96)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// Whether `text`'s base direction is right to left: that of its first strong character (a letter of a script
    /// with a direction), as `pango_find_base_dir` finds it; `nil` when it has none (digits, punctuation).
    nonisolated package static func isRightToLeft(_ text: String) -> Bool? {
        let direction = text.withCString { curtain_pango_find_base_dir($0, Int32(text.utf8.count)) }
        switch direction {
        case PANGO_DIRECTION_RTL, PANGO_DIRECTION_WEAK_RTL: return true
        case PANGO_DIRECTION_LTR, PANGO_DIRECTION_WEAK_LTR: return false
        default: return nil
        }
    }

    /// `text` without the control characters Pango would draw as hex boxes.
    ///
    /// Keeps `\n` and `\t`; removes the other C0 controls, DEL and the C1 controls.
    nonisolated package static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isStripped) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isStripped($0) })
        return String(scalars)
    }

    /// Whether a scalar is a control character other than newline and tab.
    nonisolated static func isStripped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
