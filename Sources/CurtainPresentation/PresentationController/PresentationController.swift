import CurtainRendering

/// Manages the chrome around a presented card (the dim) and where the card rests:
/// Curtain's `UIPresentationController`.
///
/// This class is the compositor-independent part. It owns the ``DimmingLayer`` and animates it
/// alongside the animator, as seed 004's `CustomAlertPresentationController` does with its
/// dimming view, and it decides the card's resting frame. A compositor backend subclasses it
/// (or wraps it) to create surfaces in the will-begin hooks and tear them down in the did-end
/// hooks; it must call `super` so the dim keeps animating.
///
/// Hooks fire in UIKit's order for each transition: will-begin, then frames, then did-end.
/// During the hooks ``transitionCoordinator`` is the coordinator running the transition.
@MainActor open class PresentationController {
    /// The dim over the parent. Its `alpha` follows the transition's `dim` value every frame.
    public var dimmingLayer: DimmingLayer
    /// The card's natural size; the default resting frame centres a card of this size.
    public var preferredContentSize = Size.zero
    /// The size of the container, updated when each transition begins.
    public internal(set) var containerSize = Size.zero
    /// Whether a tap on the dim, outside the card, should dismiss the card.
    ///
    /// Alerts keep this false (an alert needs an answer); popups may set it.
    public var dismissesOnDimTap: Bool
    /// Whether dragging the card down dismisses it (``DragToDismiss``); off by default.
    ///
    /// A drag that starts on a part of the card no view consumes follows the pointer; releasing it
    /// far or fast enough dismisses, otherwise the card springs back.
    public var dismissesOnDrag = false
    /// The coordinator of the current or last transition.
    public internal(set) weak var transitionCoordinator: TransitionCoordinator?

    /// Creates a presentation controller.
    ///
    /// - Parameters:
    ///   - dimmingLayer: The dim and its target alpha; ``DimmingLayer/none`` for no dim.
    ///   - dismissesOnDimTap: Whether tapping outside the card dismisses it.
    public init(dimmingLayer: DimmingLayer = .alert, dismissesOnDimTap: Bool = false) {
        self.dimmingLayer = dimmingLayer
        self.dismissesOnDimTap = dismissesOnDimTap
    }

    /// Called when a presentation is about to begin, before the animator runs.
    ///
    /// The default animates the dim from clear to ``DimmingLayer/targetAlpha`` alongside the
    /// transition (seed 004's `presentationTransitionWillBegin`). Overrides create their
    /// compositor objects here and call `super`.
    open func presentationTransitionWillBegin() {
        let target = dimmingLayer.targetAlpha
        transitionCoordinator?.animate(alongside: { context in
            context.animate(\.dim, to: target)
        })
    }

    /// Called once when the presentation ends.
    ///
    /// - Parameter completed: False when the presentation was cancelled, for instance by a
    ///   dismissal that began before it finished; a dismissal follows at once in that case,
    ///   so keep the dim's surfaces.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called when a dismissal is about to begin, before the animator runs.
    ///
    /// The default fades the dim out alongside the transition (seed 004's
    /// `dismissalTransitionWillBegin`).
    open func dismissalTransitionWillBegin() {
        transitionCoordinator?.animate(alongside: { context in
            context.animate(\.dim, to: 0)
        })
    }

    /// Called once when the dismissal ends.
    ///
    /// - Parameter completed: True when the card is gone: destroy the dim and card surfaces.
    ///   False when a presentation interrupted the dismissal and the card stays.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Where the card rests in a container of `containerSize` when fully presented.
    ///
    /// The default centres a card of ``preferredContentSize``, as both seeds 002 and 004 do.
    /// Animators read it from ``TransitionContext/finalFrame``.
    open func frameOfPresentedView(in containerSize: Size) -> Rect {
        Rect(
            x: (containerSize.width - preferredContentSize.width) / 2,
            y: (containerSize.height - preferredContentSize.height) / 2,
            width: preferredContentSize.width, height: preferredContentSize.height)
    }

    /// Whether a tap at (`x`, `y`) in container coordinates should dismiss the card.
    ///
    /// True only when ``dismissesOnDimTap`` is set, the card is presented and idle, and the
    /// point lies outside the card's resting frame.
    public func shouldDismiss(forTapAtX x: Double, y: Double) -> Bool {
        guard dismissesOnDimTap, let coordinator = transitionCoordinator,
            coordinator.isPresented, coordinator.isComplete
        else { return false }
        let card = frameOfPresentedView(in: containerSize)
        return !card.contains(Point(x: x, y: y))
    }
}
