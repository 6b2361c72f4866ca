import CurtainCPango

/// A font request: family list, size in logical pixels and weight.
///
/// Families are a comma-separated fontconfig list; glyphs missing from all of them
/// (CJK, Arabic, emoji) come from fontconfig's fallback, so any script renders.
///
/// ```swift
/// let title = Font(size: 17, weight: .semibold)
/// ```
public struct Font: Sendable, Hashable {
    /// Stroke weights, mapped to Pango's CSS-like numeric weights.
    public enum Weight: Int, Sendable, Hashable {
        /// 400.
        case regular = 400
        /// 500.
        case medium = 500
        /// 600; falls back to bold in fonts without it (DejaVu).
        case semibold = 600
        /// 700.
        case bold = 700
    }

    /// The fontconfig family list; the default prefers Noto Sans, then DejaVu Sans.
    ///
    /// Noto Sans CJK is deliberately not listed: as a primary font it draws Latin punctuation
    /// (curly quotes, "…") full-width. Fontconfig's fallback still finds it for Han, kana and Hangul.
    public var family: String
    /// The em size in logical pixels (not points: no DPI conversion happens).
    public var size: Double
    /// The stroke weight.
    public var weight: Weight

    /// The default family list.
    public static let defaultFamily = "Noto Sans, DejaVu Sans, Sans"

    /// Creates a font request.
    public init(family: String = Font.defaultFamily, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// Body text: text fields (14 px regular).
    public static let body = Font(size: 14)
    /// Alert titles (16 px semibold).
    public static let headline = Font(size: 16, weight: .semibold)
    /// Small print (13 px).
    public static let footnote = Font(size: 13)

    /// The same font at another weight.
    public func withWeight(_ weight: Weight) -> Font {
        Font(family: family, size: size, weight: weight)
    }

    /// A new `PangoFontDescription *` for this font, to be answered by `fontMap`; the caller frees it with
    /// `pango_font_description_free`.
    func makePangoDescription(for fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        FontStartupCache.noteRequest(FontCacheEntry.Request(family: family, weight: weight.rawValue), fontMap: fontMap)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.rawValue)))
        return description
    }
}

extension Font {
    /// A font from a Pango font description, as GTK and zenity's `--font` take it: `"Monospace 12"`,
    /// `"DejaVu Serif Bold 11"`, `"Sans 14px"`.
    ///
    /// Sizes are points at 96 dpi (12 pt is 16 logical px) unless they end in `px`; a description without
    /// a size keeps `fallback`'s, without a family its family. Weights round to the nearest ``Weight``; styles
    /// and stretches are not kept.
    ///
    /// - Parameters:
    ///   - description: the Pango font description.
    ///   - fallback: where the parts the description leaves out come from.
    public init(description: String, fallback: Font = .body) {
        self = fallback
        guard let parsed = pango_font_description_from_string(description) else { return }
        defer { pango_font_description_free(parsed) }
        let set = pango_font_description_get_set_fields(parsed).rawValue
        if set & PANGO_FONT_MASK_FAMILY.rawValue != 0, let family = pango_font_description_get_family(parsed) {
            self.family = String(cString: family)
        }
        if set & PANGO_FONT_MASK_SIZE.rawValue != 0, pango_font_description_get_size(parsed) > 0 {
            let size = Double(pango_font_description_get_size(parsed)) / Double(PANGO_SCALE)
            self.size = pango_font_description_get_size_is_absolute(parsed) != 0 ? size : size * 96 / 72
        }
        if set & PANGO_FONT_MASK_WEIGHT.rawValue != 0 {
            let value = Int(pango_font_description_get_weight(parsed).rawValue)
            let weights: [Weight] = [.regular, .medium, .semibold, .bold]
            self.weight = weights.min { abs($0.rawValue - value) < abs($1.rawValue - value) } ?? .regular
        }
    }
}
