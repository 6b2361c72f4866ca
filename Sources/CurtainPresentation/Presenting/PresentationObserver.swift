import CurtainShell

/// Hears one presentation's frame loop, so that measuring it stays outside the loop.
///
/// `CurtainDiagnostics` records each transition's frames, CPU and missed refreshes (`CURTAIN_STATS`) through
/// this protocol; the ``PopupPresenter`` only shows frames and reports what it did. A presenter asks its
/// window's ``PresentationQueue`` for an observer when it starts and calls it on the event-loop thread, for
/// each transition in this order:
///
/// 1. ``presenter(_:willBeginTransition:)`` once, before the coordinator starts it;
/// 2. per frame callback, ``presenterWillHandleFrame(_:)``, then the frames committed while handling it
///    (``presenter(_:didCommit:at:bytesWritten:)``), then ``presenterDidHandleFrame(_:)``;
/// 3. ``presenterDidEndTransition(_:)`` once the coordinator is complete, before the transition's
///    completions run (and again after each later callback while nothing runs).
///
/// When the frame callbacks stop (a hidden window, a stalled compositor), the presenter's timer finishes the
/// transition: ``presenterWillFinishOnTimeout(_:)``, then the last frame, committed outside a callback.
///
/// Frames committed outside a callback (the first of a run, a redraw of a settled card) are reported too.
@MainActor package protocol PresentationObserver: AnyObject {
    /// Asks the compositor when frames reached the screen; the presenter hands it to its popup's surfaces.
    var presentationFeedback: PresentationFeedback? { get }
    /// The tag to ask ``presentationFeedback`` under for the frame about to be committed; nil for none.
    var nextFrameFeedbackTag: Int? { get }
    /// A transition begins: `phase` is `present` or `dismiss`.
    func presenter(_ presenter: PopupPresenter, willBeginTransition phase: String)
    /// A frame callback arrived; its handler begins.
    func presenterWillHandleFrame(_ presenter: PopupPresenter)
    /// A frame showing `values` at `time` (seconds into the run) was committed; `bytesWritten` is the
    /// shm total the popup's card and compositor have written so far.
    func presenter(_ presenter: PopupPresenter, didCommit values: TransitionValues, at time: Double, bytesWritten: Int)
    /// The frame callback's handler has committed its frame, or none.
    func presenterDidHandleFrame(_ presenter: PopupPresenter)
    /// The transition under way has ended.
    func presenterDidEndTransition(_ presenter: PopupPresenter)
    /// The frame callbacks stopped, and the presenter's timer finishes the transition under way: its end state is
    /// committed next, answering no callback.
    func presenterWillFinishOnTimeout(_ presenter: PopupPresenter)
}
