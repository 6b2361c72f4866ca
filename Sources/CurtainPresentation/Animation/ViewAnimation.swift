import CurtainRendering
import CurtainViews
internal import Wayland

/// One `View.animate(withDuration:…)`: the property changes its block made, played from old to new on the
/// frame callbacks of the windows the views are in (or of the presentation showing them in its card), on the same
/// clock as the transitions.
///
/// The block runs with ``View/animatableChangeRecorder`` set, so each change of a view's frame, alpha or
/// background colour is recorded; the properties go back to their old values and each frame sets them to
/// the eased value for the frame's time. A view that is not in a shown window takes its new values at once.
/// A newer animation of the same property of the same view takes it over; an animation left with nothing
/// to animate ends with `false`.
@MainActor final class ViewAnimation {
    /// One property of one view, from old to new.
    struct Track {
        weak var view: View?
        let change: AnimatableChange
    }

    private(set) var tracks: [Track]
    let duration: Double
    let delay: Double
    let curve: TimingCurve
    private var completion: (@MainActor (Bool) -> Void)?
    /// The frame callbacks' clock; its first reading is the animation's time zero.
    private let clock = FrameCallbackClock()
    private var startTime: Double?
    private var timeout: EventLoopToken?

    /// Every animation under way, for taking a property over.
    private static var running: [ViewAnimation] = []

    init(tracks: [Track], duration: Double, delay: Double, curve: TimingCurve, completion: (@MainActor (Bool) -> Void)?) {
        self.tracks = tracks
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.curve = curve
        self.completion = completion
    }

    /// Runs `animations`, recording what it changes, and starts playing it; see the type's notes.
    static func run(
        duration: Double, delay: Double, curve: TimingCurve, animations: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let tracks = AnimatableChange.recording(animations).map { Track(view: $0.view, change: $0.change) }
        let animation = ViewAnimation(tracks: tracks, duration: duration, delay: delay, curve: curve, completion: completion)
        animation.start()
    }

    private func start() {
        for animation in Self.running { animation.yield(to: tracks) }
        let roots = tracks.compactMap { $0.view?.rootView }
        let windows = roots.compactMap(\.hostWindow).filter(\.isVisible)
        let presenters = roots.compactMap { $0.drawingPresentation as? PopupPresenter }.filter(\.isShowingCard)
        let loop = windows.first?.application.eventLoop ?? presenters.first?.window?.application.eventLoop
        guard !tracks.isEmpty, duration + delay > 0, let loop else {
            // Nothing to play, or nowhere to play it: the new values stay, and the completion runs next turn.
            let completion = completion
            self.completion = nil
            Task { @MainActor in completion?(true) }
            return
        }
        Self.running.append(self)
        apply(progress: 0)
        for window in windows { ViewAnimator.of(window).add(self) }
        for presenter in presenters { presenter.cardAnimations.add(self) }
        // Frames stop for a hidden window; the animation still ends, a little after its time.
        timeout = loop.addTimer(after: .seconds(duration + delay + 0.5)) { [weak self] in
            self?.finish(true)
        }
    }

    /// A newer animation takes over these properties: stop animating them here.
    private func yield(to newer: [Track]) {
        let before = tracks.count
        tracks.removeAll { track in
            newer.contains { $0.view === track.view && $0.change.isSameProperty(as: track.change) }
        }
        if before > 0, tracks.isEmpty { finish(false) }
    }

    /// A frame callback of one of its windows: set each property for the frame's time. Returns whether the
    /// animation still runs.
    func step(milliseconds: UInt32) -> Bool {
        guard completion != nil || Self.running.contains(where: { $0 === self }) else { return false }
        clock.frameDone(milliseconds: milliseconds)
        let start = startTime ?? clock.frameTime
        startTime = start
        let elapsed = clock.frameTime - start - delay
        let progress = duration > 0 ? elapsed / duration : (elapsed >= 0 ? 1 : 0)
        if progress >= 1 {
            finish(true)
            return false
        }
        apply(progress: curve.value(at: max(0, progress)))
        return true
    }

    /// Sets every property `fraction` of the way from old to new.
    private func apply(progress fraction: Double) {
        for track in tracks {
            guard let view = track.view else { continue }
            track.change.apply(to: view, fraction: fraction)
        }
    }

    /// Sets the new values, stops and runs the completion once.
    func finish(_ finished: Bool) {
        timeout?.cancel()
        timeout = nil
        Self.running.removeAll { $0 === self }
        if finished { apply(progress: 1) }
        let completion = completion
        self.completion = nil
        completion?(finished)
    }
}
