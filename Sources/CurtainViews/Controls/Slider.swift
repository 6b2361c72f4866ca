import CurtainInput
import CurtainRendering

/// A horizontal track with a thumb the user slides to pick a number in a range, as GTK's scale does.
///
/// ``value`` always lies in ``minimumValue``...``maximumValue`` and on a multiple of ``step`` from the minimum (any
/// value when ``step`` is 0). The minimum is at the leading end: the left, or the right in a right-to-left layout
/// (``View/effectiveLayoutDirection``), where the track fills from the right as GTK's scales do.
///
/// Keyboard, while it has the focus, as GTK's horizontal scale takes it: Right adds ``step`` and Left takes it away
/// (mirrored right to left); Down and Page Down add (a step, and ``pageStep``), Up and Page Up take away; Home and
/// End go to the minimum and the maximum. Pointer: a press on the track moves the thumb under the pointer and a drag
/// follows it (the thumb keeps to the pointer outside the track too); the wheel moves by ``step``, down or right to
/// add, as GTK's does. Each change the user makes runs ``onChange``.
///
/// ```swift
/// let volume = Slider(value: 40, in: 0...100, step: 5)
/// volume.onChange = { value in print(Int(value)) }
/// ```
@MainActor open class Slider: View {
    /// The colours a slider paints with.
    public struct Colors: Sendable, Hashable {
        /// The filled part of the track, from the minimum to the thumb, and the focus ring.
        public var tint: Color
        /// The rest of the track.
        public var track: Color
        /// The thumb's fill.
        public var thumb: Color
        /// The thumb's outline.
        public var thumbBorder: Color
        /// The value shown above the thumb.
        public var text: Color

        /// Creates a colour set; every value has a light default.
        ///
        /// - Parameters:
        ///   - tint: the filled track and the focus ring.
        ///   - track: the empty track.
        ///   - thumb: the thumb's fill.
        ///   - thumbBorder: the thumb's outline.
        ///   - text: the value's text.
        public init(
            tint: Color = .systemBlue, track: Color = Color(white: 0.82), thumb: Color = .white,
            thumbBorder: Color = Color(white: 0, alpha: 0.25), text: Color = .label
        ) {
            self.tint = tint
            self.track = track
            self.thumb = thumb
            self.thumbBorder = thumbBorder
            self.text = text
        }

        /// A blue fill on a light grey track, a white thumb and black text.
        public static let light = Colors()

        /// A brighter blue on a faint light track, a light thumb and white text, for dark windows and cards.
        public static let dark = Colors(
            tint: .darkSystemBlue, track: Color(white: 1, alpha: 0.2), thumb: Color(white: 0.92),
            thumbBorder: Color(white: 0, alpha: 0.5), text: .white)
    }

    // MARK: - Value

    /// The value, kept in the range and on a step; setting it draws and tells assistive tools, but does not run
    /// ``onChange``, which only the user's changes run.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, byUser: false) }
    }

    /// The lowest value, at the leading end of the track.
    public var minimumValue: Double { range.lowerBound }

    /// The highest value, at the trailing end of the track.
    public var maximumValue: Double { range.upperBound }

    /// The values the slider takes; setting it brings ``value`` into it.
    public var range: ClosedRange<Double> {
        didSet {
            guard range != oldValue else { return }
            setValue(storedValue, byUser: false)
            setNeedsDisplay()
        }
    }

    /// The distance between the values the slider stops at, and what an arrow key or a wheel notch moves; 0 for
    /// any value in the range.
    public var step: Double {
        didSet {
            step = step.isFinite ? max(0, step) : 0
            setValue(storedValue, byUser: false)
        }
    }

    /// What Page Up and Page Down move by: ten steps unless set (a tenth of the range when ``step`` is 0).
    public var pageStep: Double {
        get { customPageStep ?? (step > 0 ? 10 * step : (maximumValue - minimumValue) / 10) }
        set { customPageStep = newValue.isFinite ? max(0, newValue) : nil }
    }

    /// Runs after the user changed ``value`` (a key, the pointer, the wheel or an assistive tool), with the new value.
    public var onChange: (@MainActor (Double) -> Void)?

    /// Whether the value is drawn above the thumb, as GTK's scale draws it; `--hide-value` turns it off.
    public var showsValue = true {
        didSet {
            guard showsValue != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// How many digits after the point the shown value has; 0 shows whole numbers.
    public var fractionDigits = 0 {
        didSet { setNeedsDisplay() }
    }

    /// What a screen reader calls the slider, when no label next to it says.
    public var accessibilityLabel = ""

    /// Disabled sliders are drawn faded, ignore input and leave the focus chain.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                isDragging = false
                if isFocused { rootView?.focus(nil) }
            }
            setNeedsDisplay()
        }
    }

    /// The colours; ``Colors/light`` by default.
    public var colors = Colors.light {
        didSet { setNeedsDisplay() }
    }

    /// Whether the user is dragging the thumb.
    public private(set) var isDragging = false

    private var storedValue: Double
    private var customPageStep: Double?
    let valueLayout = TextLayout(font: .body)

    /// Creates a slider.
    ///
    /// - Parameters:
    ///   - value: the value it starts at, brought into the range and onto a step.
    ///   - range: the values it takes; an empty or reversed range is not possible, so a range of one value is a
    ///     slider that cannot move.
    ///   - step: the distance between the values it stops at; 0 for any value.
    public init(value: Double = 0, in range: ClosedRange<Double> = 0...100, step: Double = 1) {
        self.range = range
        self.step = step.isFinite ? max(0, step) : 0
        storedValue = range.lowerBound
        super.init()
        storedValue = constrained(value)
    }

    /// `proposed`, kept in ``range`` and moved to the nearest step from the minimum; a step that would pass the
    /// maximum stops at the maximum.
    public func constrained(_ proposed: Double) -> Double {
        guard proposed.isFinite else { return proposed > 0 ? maximumValue : minimumValue }
        var result = min(max(proposed, minimumValue), maximumValue)
        if step > 0 {
            let steps = ((result - minimumValue) / step).rounded()
            result = min(minimumValue + steps * step, maximumValue)
        }
        return result
    }

    /// Sets ``value`` as the user does: ``onChange`` runs when the value changed.
    ///
    /// - Parameter proposed: the new value, brought into the range and onto a step.
    public func setValueAsUser(_ proposed: Double) {
        setValue(proposed, byUser: true)
    }

    private func setValue(_ proposed: Double, byUser: Bool) {
        let new = constrained(proposed)
        guard new != storedValue else { return }
        storedValue = new
        setNeedsDisplay()
        postAccessibilityEvent(.valueChanged)
        if byUser { onChange?(new) }
    }

    // MARK: - Keyboard, pointer and wheel

    public override var canBecomeFocused: Bool { isEnabled }
    public override var cursor: CursorShape { isEnabled ? .pointer : .default }

    /// Arrows by ``step``, Page Up and Page Down by ``pageStep``, Home and End to the ends; everything else goes on.
    ///
    /// Up and Page Up move toward the minimum, as on GTK's horizontal scales, whose vertical keys follow a vertical
    /// scale's order (the minimum on top).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isDisjoint(with: [.control, .alt, .logo]) else { return false }
        let forward = isRightToLeft ? Keysym.left : .right
        let backward = isRightToLeft ? Keysym.right : .left
        switch event.keysym {
        case forward, .down: nudge(1)
        case backward, .up: nudge(-1)
        case .pageDown: setValueAsUser(storedValue + pageStep)
        case .pageUp: setValueAsUser(storedValue - pageStep)
        case .home: setValueAsUser(minimumValue)
        case .end: setValueAsUser(maximumValue)
        default: return false
        }
        return true
    }

    /// One step up (`direction` 1) or down (-1), for an arrow key or a wheel notch; with a step of 0, a hundredth
    /// of the range.
    private func nudge(_ direction: Double) {
        let distance = step > 0 ? step : (maximumValue - minimumValue) / 100
        setValueAsUser(storedValue + direction * distance)
    }

    open override func handlePointer(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            isDragging = true
            setValueAsUser(value(atX: event.x))
            setNeedsDisplay()
            return true
        case .motion where isDragging:
            setValueAsUser(value(atX: event.x))
            return true
        case .release(.left) where isDragging:
            isDragging = false
            setNeedsDisplay()
            return true
        case .scroll(let dx, let dy):
            // Down and (left to right) right add, as in GTK; each event is one step, whatever its distance.
            let amount = abs(dy) >= abs(dx) ? dy : (isRightToLeft ? -dx : dx)
            guard amount != 0 else { return false }
            nudge(amount > 0 ? 1 : -1)
            return true
        default:
            return false
        }
    }

    /// The value under `x`, in the slider's coordinates: the thumb's centre at the minimum is the track's leading end.
    public func value(atX x: Double) -> Double {
        let track = trackSpan
        guard track.width > 0 else { return minimumValue }
        var fraction = (x - track.minX) / track.width
        if isRightToLeft { fraction = 1 - fraction }
        fraction = min(max(fraction, 0), 1)
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    // MARK: - Layout and drawing

    /// The thumb's diameter.
    static let thumbSide = 18.0
    /// The track's thickness.
    static let trackHeight = 4.0
    /// Room around the thumb for the focus ring.
    static let ringOutset = 3.0
    /// The gap between the shown value and the thumb.
    static let valueSpacing = 2.0

    /// As wide as it is given, as tall as its thumb and value: it stretches sideways in a stack or a grid.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? .defaultLow : .defaultHigh
    }

    /// The proposed width (200 when unbounded) by the thumb, its ring and the value above it.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        return Size(width: proposal.width.isFinite ? proposal.width : 200, height: valueHeight + thumbRowHeight)
    }

    private var thumbRowHeight: Double { Self.thumbSide + 2 * Self.ringOutset + 2 }

    private var valueHeight: Double {
        guard showsValue else { return 0 }
        valueLayout.setText("0")
        return valueLayout.size.height + Self.valueSpacing
    }

    /// Where the thumb's centre runs, left to right: inset by half a thumb and its ring at each end.
    private var trackSpan: Rect {
        let inset = Self.thumbSide / 2 + Self.ringOutset
        return Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: 0)
    }

    /// The value as shown, with ``fractionDigits`` digits after the point.
    public var valueText: String {
        Self.format(storedValue, fractionDigits: fractionDigits)
    }

    /// `number` rounded to `digits` places, without Foundation.
    static func format(_ number: Double, fractionDigits digits: Int) -> String {
        guard number.isFinite else { return String(number) }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let scaled = (abs(number) * scale).rounded()
        let whole = (scaled / scale).rounded(.down)
        let sign = number < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(Int(whole)) }
        let fraction = String(Int(scaled - whole * scale))
        return sign + String(Int(whole)) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// The thumb's centre on the x axis, in the layout's direction.
    package var thumbCenterX: Double {
        let track = trackSpan
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (storedValue - minimumValue) / span : 0
        return isRightToLeft ? track.maxX - fraction * track.width : track.minX + fraction * track.width
    }

    /// The track's centre line, in the view's coordinates: below the shown value, in the middle of the thumb's row.
    package var trackCenterY: Double { valueHeight + thumbRowHeight / 2 }

    /// Draws the value above, the track with its leading part filled, the thumb, and the focus ring around the thumb.
    open override func draw(in context: GraphicsContext) {
        let look = colors
        let tint = isEnabled ? look.tint : look.tint.mixed(with: Color(white: 0.8), by: 0.6)
        let centerY = trackCenterY
        let thumbX = thumbCenterX
        let inset = Self.thumbSide / 2 + Self.ringOutset
        let track = Rect(
            x: inset - Self.trackHeight / 2, y: centerY - Self.trackHeight / 2,
            width: max(0, bounds.width - 2 * inset) + Self.trackHeight, height: Self.trackHeight)
        context.fill(roundedRect: track, radius: Self.trackHeight / 2, with: look.track)
        let filled =
            isRightToLeft
            ? Rect(x: thumbX, y: track.minY, width: max(0, track.maxX - thumbX), height: track.height)
            : Rect(x: track.minX, y: track.minY, width: max(0, thumbX - track.minX), height: track.height)
        context.fill(roundedRect: filled, radius: Self.trackHeight / 2, with: tint)

        let side = Self.thumbSide
        let thumb = Rect(x: thumbX - side / 2, y: centerY - side / 2, width: side, height: side)
        if isFocused {
            let ring = thumb.insetBy(dx: -Self.ringOutset, dy: -Self.ringOutset)
            context.stroke(roundedRect: ring, radius: ring.width / 2, with: look.tint.withAlpha(0.6), lineWidth: 2)
        }
        var thumbFill = look.thumb
        if isDragging { thumbFill = thumbFill.mixed(with: .black, by: 0.08) }
        context.fill(roundedRect: thumb, radius: side / 2, with: thumbFill)
        context.stroke(roundedRect: thumb.insetBy(dx: 0.5, dy: 0.5), radius: side / 2 - 0.5, with: look.thumbBorder)

        if showsValue {
            valueLayout.setText(valueText)
            let size = valueLayout.size
            let x = min(max(thumbX - size.width / 2, 0), max(0, bounds.width - size.width))
            valueLayout.draw(in: context, at: Point(x: x, y: 0), color: isEnabled ? look.text : Color(white: 0.55))
        }
    }
}

/// A slider reads as `slider` with a Value on its range, as GTK's scale does; a screen reader that sets the value
/// moves the thumb as the user would, and ``Slider/onChange`` hears of it.
extension Slider: AccessibleValue {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .slider, name: accessibilityLabel, isEnabled: isEnabled)
    }

    package var accessibleValue: AccessibilityValue {
        AccessibilityValue(current: value, minimum: minimumValue, maximum: maximumValue)
    }

    package func setAccessibleValue(_ value: Double) -> Bool {
        guard isEnabled else { return false }
        setValueAsUser(value)
        return true
    }
}
