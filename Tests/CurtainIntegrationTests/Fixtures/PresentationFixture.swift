import CurtainDiagnostics
import CurtainTestSupport
import Testing
import Curtain
import CurtainPresentation

/// A plain card of one colour and size, the presented content of the presentation tests.
final class SolidCardController: ViewController {
    let color: Color
    let card: View

    /// A card of `color` and `size`; `transition` becomes its transitioning delegate.
    init(
        color: Color = Color(red: 1, green: 0, blue: 0), size: Size = Size(width: 200, height: 100), recordsPointer: Bool = true,
        transition: TransitioningDelegate? = nil
    ) {
        self.color = color
        card = recordsPointer ? RecordingView() : PassiveView()
        super.init()
        preferredContentSize = size
        modalTransition = transition
    }

    override func loadView() {
        card.backgroundColor = color
        view = card
    }
}

/// A view that records pointer events but consumes none, so drags on it reach the presentation.
final class PassiveView: View {
    var pointerEvents: [PointerEvent] = []

    override func handlePointer(_ event: PointerEvent) -> Bool {
        pointerEvents.append(event)
        return false
    }
}

/// A transitioning delegate around one of the built-in transitions with a configurable
/// presentation controller (dim, tap and drag dismissal).
final class TestTransition: AnimatorForwarding {
    let animatorSource: TransitioningDelegate
    let dimmingLayer: DimmingLayer
    let dismissesOnDimTap: Bool
    let dismissesOnDrag: Bool

    init(_ base: TransitioningDelegate, dim: DimmingLayer = .alert, tap: Bool = false, drag: Bool = false) {
        animatorSource = base
        dimmingLayer = dim
        dismissesOnDimTap = tap
        dismissesOnDrag = drag
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController?)
        -> PresentationController?
    {
        let controller = PresentationController(dimmingLayer: dimmingLayer, dismissesOnDimTap: dismissesOnDimTap)
        controller.dismissesOnDrag = dismissesOnDrag
        return controller
    }
}

@MainActor extension WindowFixture {
    /// A 400x300 parent window in grey 200 with a recording view filling it, shown.
    func showParent() async throws -> (window: Window, frame: PixelRect, content: RecordingView) {
        let window = Window(
            application: app, title: "parent", appID: "org.curtain.test.parent",
            size: Size(width: 400, height: 300))
        window.backgroundColor = Color(white: 200.0 / 255)
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.contentView = content
        let frame = try await show(window)
        return (window, frame, content)
    }

    /// Expects a card of `color` on screen exactly where `expected` (in `window`'s coordinates) puts it, as weston
    /// shows it now, and weston to have logged no error: a presented card has come to rest.
    func expectCard(
        of color: RGBA, at expected: Rect, in window: Window,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let frame = try await frame(of: window)
        let shot = try await screenshot(of: window)
        let card = try #require(
            shot.boundingBox(of: color, tolerance: 2), "no \(color) card on screen: it never got a buffer",
            sourceLocation: sourceLocation)
        let onScreen = PixelRect(
            x: frame.x + Int(expected.minX), y: frame.y + Int(expected.minY),
            width: Int(expected.width), height: Int(expected.height))
        #expect(card == onScreen, "\(card) in \(frame)", sourceLocation: sourceLocation)
        #expect(weston.logErrors.isEmpty, "\(weston.log)", sourceLocation: sourceLocation)
    }
}

extension Rect {
    /// A rectangle of `size` centred in `container`, on whole pixels: where a presented card rests.
    init(centring size: Size, in container: Size) {
        self.init(
            x: ((container.width - size.width) / 2).rounded(), y: ((container.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }
}

extension Window {
    /// Gives the window's presentations a stats log of their own (suites run in parallel).
    func isolatedStatsLog() -> TransitionStatsLog {
        let log = TransitionStatsLog(path: nil)
        log.measuresPresentation = true
        log.timesFrameHandling = true
        presentationQueue.recordStats(in: log)
        return log
    }
}

/// The values a fresh coordinator computes at each of `times` for `delegate`'s presentation: the
/// offline renderer's (Filmstrip's) numbers for the frames the compositor actually showed.
@MainActor func referenceValues(
    _ delegate: TransitioningDelegate, container: Size, card: Size, times: [Double]
) -> [TransitionValues] {
    let coordinator = TransitionCoordinator(transitioningDelegate: delegate, containerSize: container, cardSize: card)
    coordinator.present(animated: true)
    return times.map { time in
        coordinator.advance(to: time)
        return coordinator.values
    }
}

/// A transition a test holds by hand: the base transition's animators and presentation controller, and a
/// ``PercentDrivenInteractiveTransition`` that drives the presentation or dismissal when asked to.
final class HeldTransition: AnimatorForwarding {
    let animatorSource: TransitioningDelegate
    let interaction = PercentDrivenInteractiveTransition()
    var holdsPresentation = false
    var holdsDismissal = false

    init(_ base: TransitioningDelegate) {
        animatorSource = base
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
    ) -> PresentationController? {
        animatorSource.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
    func interactionControllerForPresentation(using animator: Animator) -> PercentDrivenInteractiveTransition? {
        holdsPresentation ? interaction : nil
    }
    func interactionControllerForDismissal(using animator: Animator) -> PercentDrivenInteractiveTransition? {
        holdsDismissal ? interaction : nil
    }
}
