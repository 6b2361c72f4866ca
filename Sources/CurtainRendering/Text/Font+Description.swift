import CurtainCPango

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
