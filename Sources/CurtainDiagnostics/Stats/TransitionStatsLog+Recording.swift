import CurtainPresentation

/// Where a `TransitionStatsLog` hears presentations: it records those it is attached to, through each
/// presentation's `PresentationObserver`, and nothing else.
///
/// Nothing is measured unless something attaches a log: the frame loop of an application that never asks
/// for stats does no measuring at all.
///
/// ```swift
/// TransitionStatsLog.recordEveryPresentationIfRequested()   // honours CURTAIN_STATS, at start-up
/// window.presentationQueue.recordStats(in: log)             // or one window's presentations, in a test
/// ```
extension TransitionStatsLog {
    /// Records every presentation of every window made from now on (queues made earlier keep theirs).
    package func recordEveryPresentation() {
        PresentationQueue.defaultMakeObserver = { [self] presenter in
            TransitionStatsRecorder(log: self, presenter: presenter)
        }
    }

    /// Records every presentation into ``standard`` when `CURTAIN_STATS` names a file; call it once at
    /// start-up, before the first window.
    ///
    /// - Returns: Whether the standard log records.
    @discardableResult
    package static func recordEveryPresentationIfRequested() -> Bool {
        guard standard.path != nil else { return false }
        standard.recordEveryPresentation()
        return true
    }
}

extension PresentationQueue {
    /// Records the presentations this queue starts from now on into `log`, instead of the default.
    package func recordStats(in log: TransitionStatsLog) {
        makeObserver = { presenter in TransitionStatsRecorder(log: log, presenter: presenter) }
    }
}

extension PopupPresenter {
    /// Records this presentation's transitions into `log`; call it before ``present(animated:completion:)``.
    package func recordStats(in log: TransitionStatsLog) {
        observer = TransitionStatsRecorder(log: log, presenter: self)
    }
}

/// Records the transitions of every presentation of every window made from now on when the environment variable
/// `CURTAIN_STATS` names a file: the file is rewritten after every finished transition, a JSON array with one object
/// per transition (its frames, missed frames and CPU). Call it once at start-up, before the first window; without
/// `CURTAIN_STATS` it does nothing, and the frame loop measures nothing.
///
/// `curtain` and `curtain-gallery` call it first thing, which is how `curtain-bench` and the tests measure them
/// (docs/benchmarks.md); an app can do the same.
///
/// - Returns: Whether the transitions are recorded.
@MainActor @discardableResult
public func recordTransitionStatsIfRequested() -> Bool {
    TransitionStatsLog.recordEveryPresentationIfRequested()
}
