import CurtainRendering

/// The look of a check box or a radio button, drawn into a square: small reusable pieces for
/// every view that shows one (a ``ListView``'s check list, a check box control, a form).
///
/// ```swift
/// ToggleIndicator.checkBox.draw(in: context, rect: Rect(x: 4, y: 4, width: 16, height: 16), isOn: true)
/// ```
public enum ToggleIndicator: Sendable, Equatable {
    /// A rounded square; a tick when on.
    case checkBox
    /// A circle; a dot when on.
    case radioButton

    /// The colours of an indicator.
    public struct Colors: Sendable, Equatable {
        /// The outline when off.
        public var border: Color
        /// The fill when on.
        public var tint: Color
        /// The tick or dot when on.
        public var mark: Color

        /// Creates colours.
        public init(border: Color = Color(white: 0.55), tint: Color = .systemBlue, mark: Color = .white) {
            self.border = border
            self.tint = tint
            self.mark = mark
        }
    }

    /// The side of the square the indicator is drawn in by default.
    public static let standardSide = 16.0

    /// The corner radius of the indicator drawn in a square of `side`: a rounded square, or a circle.
    public func cornerRadius(side: Double) -> Double {
        self == .checkBox ? side * 0.2 : side / 2
    }

    /// Draws the indicator centred in `rect` (square, of the smaller side).
    ///
    /// - Parameters:
    ///   - context: where to draw.
    ///   - rect: the area; the indicator is a centred square inside it.
    ///   - isOn: checked, or chosen.
    ///   - colors: the colours.
    @MainActor
    public func draw(in context: GraphicsContext, rect: Rect, isOn: Bool, colors: Colors = Colors()) {
        let side = min(rect.width, rect.height)
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let radius = cornerRadius(side: side)
        if isOn {
            context.fill(roundedRect: box, radius: radius, with: colors.tint)
        } else {
            context.fill(roundedRect: box, radius: radius, with: .white)
            context.stroke(
                roundedRect: box.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)),
                radius: radius, with: colors.border)
            return
        }
        switch self {
        case .checkBox:
            // A tick from the left third down to the bottom centre, then up to the top right.
            let width = max(1.5, side / 8)
            let a = Point(x: box.minX + side * 0.25, y: box.minY + side * 0.52)
            let b = Point(x: box.minX + side * 0.43, y: box.minY + side * 0.70)
            let c = Point(x: box.minX + side * 0.76, y: box.minY + side * 0.32)
            context.strokeLine(from: a, to: b, with: colors.mark, lineWidth: width)
            context.strokeLine(from: b, to: c, with: colors.mark, lineWidth: width)
        case .radioButton:
            let dot = side * 0.4
            context.fill(
                roundedRect: Rect(x: box.midX - dot / 2, y: box.midY - dot / 2, width: dot, height: dot),
                radius: dot / 2, with: colors.mark)
        }
    }
}
