import CurtainPresentation
import CurtainRendering

/// A transition sampled offline at a fixed frame rate: the numbers behind
/// `curtain filmstrip --json` and the frames of its contact sheet.
///
/// The filmstrip drives a real ``Curtain/TransitionCoordinator`` with a stepped frame clock, so the
/// frames are exactly what a backend would draw at that rate, from t = 0 to the end of the
/// transition inclusive. For a dismissal the card is first presented without animation.
///
/// ```swift
/// let strip = Filmstrip(transition: SlideTransition(), phase: .present, fps: 60)
/// print(strip.json)              // {"fps": 60, "frames": [{"t": 0.000000, "scale": …}, …]}
/// try strip.writeContactSheet(toPNG: "slide-present.png")
/// ```
public struct Filmstrip: Sendable {
    /// Which transition of a presentation to sample.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// The presentation: the card arriving, from the transition's first frame to rest.
        case present
        /// The dismissal: the card leaving from rest.
        case dismiss
    }

    /// One drawn frame.
    public struct Frame: Sendable, Hashable {
        /// The time since the transition began.
        public var time: Duration
        /// The values drawn on this frame.
        public var values: TransitionValues
    }

    /// The sampled phase.
    public let phase: Phase
    /// Frames per second of the stepping clock.
    public let fps: Double
    /// The container the card was presented over.
    public let containerSize: Size
    /// Where the card rests, from the transition's presentation controller.
    public let cardFrame: Rect
    /// The dim's colour, from the transition's presentation controller.
    public let dimColor: Color
    /// The transition's duration, as its animator reported it.
    public let duration: Duration
    /// The frames in order; the first at t = 0, the last at ``duration``.
    public let frames: [Frame]

    /// Samples one phase of a transition.
    ///
    /// - Parameters:
    ///   - transition: The transition's delegate, such as ``Curtain/ZoomTransition``.
    ///   - phase: Presentation or dismissal.
    ///   - fps: Frames per second; 60 by default.
    ///   - containerSize: The parent's size; 600x400 by default.
    ///   - cardSize: The card's size; by default the bounce popup's proportions, the container's width
    ///     less 20 px each side by a third of its height.
    @MainActor public init(
        transition: TransitioningDelegate, phase: Phase, fps: Double = 60,
        containerSize: Size = Size(width: 600, height: 400),
        cardSize: Size? = nil
    ) {
        let card = cardSize ?? Self.bouncePopupCardSize(in: containerSize)
        let coordinator = TransitionCoordinator(
            transitioningDelegate: transition, containerSize: containerSize, cardSize: card)
        if phase == .dismiss { coordinator.present(animated: false) }
        switch phase {
        case .present: coordinator.present(animated: true)
        case .dismiss: coordinator.dismiss(animated: true)
        }
        let duration = coordinator.transitionDuration
        var frames: [Frame] = []
        for time in SteppedFrameClock.frameTimes(through: duration.inSeconds, fps: fps) {
            // A transition that already ended (an instant one) still shows its end state once.
            if coordinator.advance(to: time) || frames.isEmpty {
                frames.append(Frame(time: .seconds(time), values: coordinator.values))
            }
        }
        self.phase = phase
        self.fps = fps
        self.containerSize = containerSize
        self.cardFrame = coordinator.presentationController.frameOfPresentedView(in: containerSize)
        self.dimColor = coordinator.presentationController.dimmingLayer.color
        self.duration = duration
        self.frames = frames
    }

    /// The bounce popup's card: 20 px margins left and right, a third of the height, centred.
    public static func bouncePopupCardSize(in container: Size) -> Size {
        Size(width: container.width - 40, height: (container.height / 3).rounded())
    }

    /// The frames as JSON: `{"fps": N, "frames": [{"t": s, "scale": x, "dim": a, "offsetY": px}, …]}`.
    ///
    /// Numbers have six fixed decimals so that output is stable across platforms and diffs
    /// well; one frame per line.
    public var json: String {
        let lines = frames.map { frame in
            "  {\"t\": \(Self.fixed(frame.time.inSeconds)), \"scale\": \(Self.fixed(frame.values.scale)), "
                + "\"dim\": \(Self.fixed(frame.values.dim)), \"offsetY\": \(Self.fixed(frame.values.offsetY))}"
        }
        let rate = fps == fps.rounded() ? String(Int(fps)) : Self.fixed(fps)
        return "{\"fps\": \(rate), \"frames\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// `value` with exactly `places` decimals, rounded half away from zero; "-0" prints as "0".
    static func fixed(_ value: Double, places: Int = 6) -> String {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (abs(value) * factor).rounded()
        let negative = value < 0 && scaled != 0
        let whole = Int(scaled / factor)
        let fraction = String(Int(scaled - Double(whole) * factor))
        let padded = String(repeating: "0", count: max(places - fraction.count, 0)) + fraction
        return (negative ? "-" : "") + String(whole) + (places > 0 ? "." + padded : "")
    }
}
