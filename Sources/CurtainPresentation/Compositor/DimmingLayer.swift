import CurtainRendering

/// The dim that covers the parent window while a card is presented: a colour and an opacity.
///
/// The dim belongs to the ``PresentationController``, as the dimming view does in seed 004's
/// `CustomAlertPresentationController`: the controller animates its alpha alongside the
/// animator's card motion, from 0 up to ``targetAlpha`` while presenting and back to 0 while
/// dismissing. A compositor backend realises it as a 1x1 buffer of ``premultipliedARGB``
/// stretched over the parent with `wp_viewport`; the offline renderer paints a rectangle.
///
/// ```swift
/// var dim = DimmingLayer.alert      // black, target 0.5
/// dim.alpha = 0.25                  // half-way through a presentation
/// dim.premultipliedARGB             // 0x40000000
/// ```
public struct DimmingLayer: Sendable, Hashable {
    /// The dim's colour; its own alpha scales the dim's ``alpha``, so black at 0.5 dims half as much.
    public var color: Color
    /// The current opacity, 0...1; the transition coordinator sets it every frame.
    public var alpha: Double
    /// The opacity while the card is fully presented.
    public var targetAlpha: Double

    /// Creates a dim, initially clear.
    ///
    /// - Parameters:
    ///   - color: The dim's colour.
    ///   - targetAlpha: The opacity once presented, clamped to 0...1.
    public init(color: Color = .black, targetAlpha: Double) {
        self.color = color
        self.alpha = 0
        self.targetAlpha = min(max(targetAlpha, 0), 1)
    }

    /// Seed 004's alert dim: `[UIColor colorWithWhite:0.0 alpha:0.5]`.
    public static let alert = DimmingLayer(targetAlpha: 0.5)
    /// Seed 002's popup dim: a black view faded to `FADE_ALPHA`, 0.4.
    public static let popup = DimmingLayer(targetAlpha: 0.4)
    /// No dim at all, as in seed 000, whose popup covers the parent with a clear view.
    public static let none = DimmingLayer(targetAlpha: 0)

    /// Whether the dim currently darkens anything; a backend may skip drawing it when false.
    public var isVisible: Bool { alpha > 0 }

    /// The current colour and alpha as one premultiplied `ARGB8888` pixel, the format of
    /// `WlShm.Format.argb8888` and Cairo's `CAIRO_FORMAT_ARGB32`.
    public var premultipliedARGB: UInt32 {
        let a = min(max(alpha, 0), 1) * color.alpha
        func byte(_ component: Double) -> UInt32 { UInt32((component * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | byte(color.red) << 16 | byte(color.green) << 8
            | byte(color.blue)
    }
}
