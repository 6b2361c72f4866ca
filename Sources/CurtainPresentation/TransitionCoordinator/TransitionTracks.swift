import CurtainViews

/// The tracks of one transition, grouped by the call that added them, each with the value it starts from: the
/// card's properties (``PropertyAnimation``) and views' properties (``TransitionContext/animate(withDuration:delay:curve:animations:completion:)``).
///
/// Kept apart from ``TransitionContext``, which describes the scene to an animator, because this is the part
/// the coordinator samples every frame: the values at a time, and the group completions that time makes due.
@MainActor struct TransitionTracks {
    /// A track with the value it starts from, resolved when it was added.
    struct Track {
        var animation: PropertyAnimation
        var start: Double
        var endTime: Double
    }

    /// One property of one view, from old to new, on the transition's time.
    struct ViewTrack {
        weak var view: View?
        var change: AnimatableChange
        var delay: Double
        var duration: Double
        var curve: TimingCurve
        var endTime: Double { delay + duration }

        /// The eased fraction of the way from old to new at `time`.
        func fraction(at time: Double) -> Double {
            let progress = duration > 0 ? (time - delay) / duration : (time >= delay ? 1 : 0)
            return curve.value(at: min(max(progress, 0), 1))
        }
    }

    /// Tracks added together with one completion, like one `UIView.animate` call.
    struct Group {
        var endTime: Double
        var completion: (@MainActor (Bool) -> Void)?
    }

    /// Duration multiplier for tracks; below 1 when the transition reverses an interrupted one, so that it
    /// takes as long as the part it undoes.
    let timeScale: Double
    /// Whether tracks must start from the initial values whatever their `from` says: true when the transition
    /// interrupts another, so the card never jumps.
    let startsFromCurrentValues: Bool
    private(set) var tracks: [Track] = []
    private(set) var viewTracks: [ViewTrack] = []
    private(set) var groups: [Group] = []

    /// Adds `animations` as one group, resolving each start against `initialValues`.
    mutating func add(
        _ animations: [PropertyAnimation], from initialValues: TransitionValues, completion: (@MainActor (Bool) -> Void)?
    ) {
        var groupEnd = 0.0
        for var animation in animations {
            if timeScale != 1 { animation = animation.scaled(by: timeScale) }
            var start = animation.from ?? initialValues[keyPath: animation.property]
            if startsFromCurrentValues { start = initialValues[keyPath: animation.property] }
            let end = animation.endTime(startingAt: start).inSeconds
            tracks.append(Track(animation: animation, start: start, endTime: end))
            groupEnd = max(groupEnd, end)
        }
        groups.append(Group(endTime: groupEnd, completion: completion))
    }

    /// Adds one group of view changes, each played over `duration` after `delay` (in seconds, before the time
    /// scale), and sets each view to where its change starts.
    mutating func add(
        _ changes: [(view: View, change: AnimatableChange)], delay: Double, duration: Double, curve: TimingCurve,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        var groupEnd = 0.0
        for (view, change) in changes {
            let track = ViewTrack(
                view: view, change: change, delay: max(0, delay) * timeScale, duration: max(0, duration) * timeScale,
                curve: curve)
            change.apply(to: view, fraction: 0)
            viewTracks.append(track)
            groupEnd = max(groupEnd, track.endTime)
        }
        groups.append(Group(endTime: groupEnd, completion: completion))
    }

    /// Sets every view track's property for `time` seconds since the start.
    func applyViews(at time: Double) {
        for track in viewTracks {
            guard let view = track.view else { continue }
            track.change.apply(to: view, fraction: track.fraction(at: time))
        }
    }

    /// The time, in seconds since the start, at which the last track stops moving.
    var endTime: Double {
        max(tracks.reduce(0) { max($0, $1.endTime) }, viewTracks.reduce(0) { max($0, $1.endTime) })
    }

    /// The values at `time` seconds since the start, beginning from `initialValues`.
    func values(at time: Double, from initialValues: TransitionValues) -> TransitionValues {
        var values = initialValues
        for track in tracks {
            values[keyPath: track.animation.property] = track.animation.value(atSeconds: time, startingAt: track.start)
        }
        return values
    }

    /// Removes and returns the completions of groups that have ended by `time` (all groups when `time` is
    /// nil), in the order they were added.
    mutating func takeGroupCompletions(endedBy time: Double?) -> [@MainActor (Bool) -> Void] {
        var due: [@MainActor (Bool) -> Void] = []
        for index in groups.indices {
            guard time.map({ groups[index].endTime <= $0 + TransitionContext.timeTolerance }) ?? true,
                let completion = groups[index].completion
            else { continue }
            groups[index].completion = nil
            due.append(completion)
        }
        return due
    }

    /// Whether any group still waits for its completion to run.
    var hasPendingGroups: Bool {
        // A pattern, not `!= nil`: that generic comparison wraps the closure in a thunk, an allocation every frame
        // in a debug build.
        groups.contains { if case .some = $0.completion { true } else { false } }
    }
}
