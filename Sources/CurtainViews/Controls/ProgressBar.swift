import CurtainRendering

/// A bar showing how far a task has come (determinate), or that it is busy without knowing how far (pulsating).
///
/// Determinate: ``progress`` from 0 to 1 fills the track from the leading edge: the right one in a right-to-left
/// layout (``View/effectiveLayoutDirection``), as GTK's bars fill there; an ``isInverted`` bar fills from the other
/// end. A bar is horizontal unless its ``axis`` is vertical; a vertical one fills from the top, as GTK's do (from the
/// bottom when inverted). Pulsating: a block
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

    /// The bar's thickness; ``sizeThatFits(_:)`` reports it as the height (as the width of a vertical bar).
    public var barHeight = 6.0 { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// The direction the track runs: `.horizontal` (the default), or `.vertical`, where it fills from the top.
    public var axis = LayoutAxis.horizontal { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// Whether the fill starts at the other end of the track: the trailing edge (the bottom of a vertical bar), as
    /// GTK's inverted bars fill.
    public var isInverted = false { didSet { setNeedsDisplay() } }

    /// What a screen reader calls the bar, when no label next to it says: the task it measures, when a window shows
    /// several.
    public var accessibilityLabel = ""

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

    /// As long as it is given, as thick as its bar: it stretches along its ``axis`` in a stack or a grid.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == self.axis ? .defaultLow : .defaultHigh
    }

    /// The proposed length (200 when unbounded) by ``barHeight``: wide and short, or narrow and tall when vertical.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        switch axis {
        case .horizontal: Size(width: proposal.width.isFinite ? proposal.width : 200, height: barHeight)
        case .vertical: Size(width: barHeight, height: proposal.height.isFinite ? proposal.height : 200)
        }
    }

    /// Draws the track and the fill or block; a pulsating bar then asks for the next frame.
    public override func draw(in context: GraphicsContext) {
        drawCount += 1
        let radius = barHeight / 2
        context.fill(roundedRect: segment(from: 0, length: trackLength), radius: radius, with: trackColor)
        if isPulsating {
            pulsePosition = position(at: clock())
            let blockLength = trackLength * Self.blockFraction
            let block = segment(from: (trackLength - blockLength) * pulsePosition, length: blockLength)
            context.fill(roundedRect: block, radius: radius, with: tintColor)
            // Asks for the next frame: the window draws it at the next frame callback, not sooner.
            setNeedsDisplay()
        } else if progress > 0 {
            let fill = segment(from: 0, length: max(trackLength * progress, barHeight))
            context.fill(roundedRect: fill, radius: radius, with: tintColor)
        }
    }

    /// The track's length along ``axis``.
    private var trackLength: Double { axis == .horizontal ? bounds.width : bounds.height }

    /// The part of the track `length` long that starts `start` from where the fill starts: the leading edge (the
    /// top), or the other end when ``isInverted``.
    private func segment(from start: Double, length: Double) -> Rect {
        let origin = isInverted ? trackLength - start - length : start
        switch axis {
        case .horizontal:
            return directional(Rect(x: origin, y: (bounds.height - barHeight) / 2, width: length, height: barHeight))
        case .vertical:
            return Rect(x: (bounds.width - barHeight) / 2, y: origin, width: barHeight, height: length)
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
        AccessibilityElement(role: .progressBar, name: accessibilityLabel)
    }

    package var accessibleValue: AccessibilityValue {
        AccessibilityValue(current: isPulsating ? nil : progress, minimum: 0, maximum: 1)
    }
}
