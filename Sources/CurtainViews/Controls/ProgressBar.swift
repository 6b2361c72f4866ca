import CurtainRendering

/// A horizontal bar showing how far a task has come (determinate), or that it is busy without
/// knowing how far (pulsating).
///
/// Determinate: ``progress`` from 0 to 1 fills the track from the leading edge: the right one in a right-to-left
/// layout (``View/effectiveLayoutDirection``), as GTK's bars fill there. Pulsating: a block
/// a quarter of the track wide slides back and forth, one sweep each way per ``pulsePeriod``.
///
/// The pulse is paced by the compositor's frame callbacks, not by a timer: each draw of a
/// pulsating bar asks for one more frame, and the window draws the next step only when
/// `wl_callback.done` arrives. A hidden bar, a bar outside a window, or a window the compositor
/// stops sending frames to (minimised, occluded) is not drawn, so it asks for nothing and costs
/// nothing until it is drawn again.
///
/// ```swift
/// let bar = ProgressBar()
/// bar.progress = 0.45          // 45 %
/// bar.isPulsating = true       // unknown duration; progress is ignored while pulsating
/// ```
@MainActor public final class ProgressBar: View {
    /// How far the task has come, clamped to 0...1; not shown while ``isPulsating``.
    public var progress = 0.0 {
        didSet {
            progress = progress.isFinite ? min(max(progress, 0), 1) : 0
            if progress != oldValue {
                setNeedsDisplay()
                postAccessibilityEvent(.valueChanged)
            }
        }
    }

    /// Whether the bar shows a sliding block instead of ``progress``.
    public var isPulsating = false {
        didSet {
            guard isPulsating != oldValue else { return }
            pulseStart = nil
            setNeedsDisplay()
            postAccessibilityEvent(.stateChanged(.indeterminate, isPulsating))
            postAccessibilityEvent(.valueChanged)
        }
    }

    /// The time for the block to sweep across the track and back.
    public var pulsePeriod: Duration = .milliseconds(1600)

    /// The colour of the filled part and of the pulsing block.
    public var tintColor = Color.systemBlue { didSet { setNeedsDisplay() } }

    /// The colour of the empty track.
    public var trackColor = Color(white: 0.87) { didSet { setNeedsDisplay() } }

    /// The bar's thickness; ``sizeThatFits(_:)`` reports it as the height.
    public var barHeight = 6.0 { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// Where the block's leading edge was at the last draw, from 0 (at the start of the track, its leading end)
    /// to 1 (its end touches the track's end); 0 until a pulsating bar has been drawn.
    public private(set) var pulsePosition = 0.0

    /// How many times the bar has been drawn; a test reads it to see that a hidden bar does no work.
    public private(set) var drawCount = 0

    /// The time source of the pulse; tests replace it to step time by hand.
    package var clock: @MainActor () -> Duration = { ProgressBar.origin.duration(to: .now) }

    /// When the current pulse started, taken at its first draw.
    private var pulseStart: Duration?

    private static let origin = ContinuousClock.now

    /// The width of the pulsing block as a share of the track.
    static let blockFraction = 0.25

    /// Creates an empty, determinate bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The proposed width (200 when unbounded) by ``barHeight``.
    /// As wide as it is given, as tall as its bar: it stretches sideways in a stack or a grid.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? .defaultLow : .defaultHigh
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 200, height: barHeight)
    }

    /// Draws the track and the fill or block; a pulsating bar then asks for the next frame.
    public override func draw(in context: GraphicsContext) {
        drawCount += 1
        let track = Rect(x: 0, y: (bounds.height - barHeight) / 2, width: bounds.width, height: barHeight)
        let radius = barHeight / 2
        context.fill(roundedRect: track, radius: radius, with: trackColor)
        if isPulsating {
            pulsePosition = position(at: clock())
            let blockWidth = track.width * Self.blockFraction
            let block = Rect(
                x: (track.width - blockWidth) * pulsePosition, y: track.minY, width: blockWidth, height: barHeight)
            context.fill(roundedRect: directional(block), radius: radius, with: tintColor)
            // Asks for the next frame: the window draws it at the next frame callback, not sooner.
            setNeedsDisplay()
        } else if progress > 0 {
            let fill = Rect(x: 0, y: track.minY, width: max(track.width * progress, barHeight), height: barHeight)
            context.fill(roundedRect: directional(fill), radius: radius, with: tintColor)
        }
    }

    /// The block's position at `now`: a triangle wave, out and back once per ``pulsePeriod``.
    private func position(at now: Duration) -> Double {
        let start = pulseStart ?? now
        pulseStart = start
        let period = pulsePeriod / .milliseconds(1)
        guard period > 0 else { return 0 }
        let phase = ((now - start) / .milliseconds(1)).truncatingRemainder(dividingBy: period) / period
        return phase < 0.5 ? phase * 2 : (1 - phase) * 2
    }
}

/// A progress bar reads as `progress bar` with a Value from 0 to 1, as GTK 3's does; a pulsating bar has no
/// current value (it reads as the minimum) and is `indeterminate`.
extension ProgressBar: AccessibleValue {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .progressBar, name: "")
    }

    package var accessibleValue: AccessibilityValue {
        AccessibilityValue(current: isPulsating ? nil : progress, minimum: 0, maximum: 1)
    }
}
