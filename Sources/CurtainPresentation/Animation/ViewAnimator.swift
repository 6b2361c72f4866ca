import CurtainViews

/// Steps a window's view animations on its frame callbacks: one per window, kept in its attachments.
@MainActor final class ViewAnimator: WindowObserver {
    private var animations: [ViewAnimation] = []

    /// The animator of `window`, made on first use.
    static func of(_ window: Window) -> ViewAnimator {
        if let animator = window.attachments[ViewAnimator.self] { return animator }
        let animator = ViewAnimator()
        window.attachments[ViewAnimator.self] = animator
        window.addObserver(animator)
        return animator
    }

    func add(_ animation: ViewAnimation) {
        if !animations.contains(where: { $0 === animation }) { animations.append(animation) }
    }

    package func windowWillDrawFrame(_ window: Window, time: UInt32) {
        animations = animations.filter { $0.step(milliseconds: time) }
    }

    /// A closing window's animations end where they were going.
    package func windowWillClose(_ window: Window) {
        let ending = animations
        animations = []
        for animation in ending { animation.finish(true) }
    }
}
