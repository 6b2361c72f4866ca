import CurtainShell
import CurtainViews

/// Steps view animations on the frame callbacks of what draws their views: one per window, kept in its
/// attachments, and one per presentation for the views in its card (``PopupPresenter/cardAnimations``).
@MainActor final class ViewAnimator: WindowObserver {
    private var animations: [ViewAnimation] = []

    /// Whether an animation is under way.
    var isAnimating: Bool { !animations.isEmpty }

    /// The animator of `window`, made on first use.
    static func of(_ window: Window) -> ViewAnimator {
        if let animator = window.attachments[ViewAnimator.self] { return animator }
        let animator = ViewAnimator()
        window.attachments[ViewAnimator.self] = animator
        window.addToolkitObserver(animator)
        return animator
    }

    func add(_ animation: ViewAnimation) {
        if !animations.contains(where: { $0 === animation }) { animations.append(animation) }
    }

    /// Sets each animation's properties for the frame at `time`, the frame callback's milliseconds.
    func step(at time: FrameTime) {
        animations = animations.filter { $0.step(milliseconds: time.milliseconds) }
    }

    /// Ends every animation where it was going: what draws the views goes away.
    func finishAll() {
        let ending = animations
        animations = []
        for animation in ending { animation.finish(true) }
    }

    func windowWillDrawFrame(_ window: Window, at time: FrameTime) {
        step(at: time)
    }

    func windowWillClose(_ window: Window) {
        finishAll()
    }
}
