import CurtainPresentation
import CurtainShell

/// Measures one presentation's transitions and hands each finished record to a `TransitionStatsLog`: the
/// presentation's `PresentationObserver`.
///
/// A record starts when a transition begins (``begin(transition:phase:)``), counts committed frames and
/// callbacks while it runs, and ends with ``finish()``, which works out the client CPU per frame and appends
/// it. Starting a new record finishes the old one first.
///
/// Missed frames come from presentation feedback (``recordPresentation(tag:_:)``), which arrives a refresh
/// or so after each commit, so the last frames' outcomes come after the transition has ended: the record is
/// appended at ``finish()`` with what is known then and revised in the log as the rest arrives.
@MainActor final class TransitionStatsRecorder {
    /// Where finished records go.
    let log: TransitionStatsLog
    /// Asks when measured frames reached the screen; it outlives the popup, whose last frames report late.
    let feedback: PresentationFeedback?
    private var record: TransitionStats?
    private var cpuStart = 0.0
    /// Every thread's CPU at the record's first frame, for the split by thread.
    private var threadsAtFirstFrame: ThreadCPUSnapshot?
    /// The event-loop thread's CPU in each frame callback's handler.
    private var handlerCPU = FrameHandlerTimer()
    private var bytesAtFirstFrame = 0
    private var nextID = 1
    /// Presentation outcomes per record id, for the record under way and finished ones still awaiting feedback.
    private var presentations: [Int: MissedFrameCounter] = [:]
    /// Finished records whose frames' feedback has not all arrived, by id.
    private var awaitingFeedback: [Int: TransitionStats] = [:]

    /// Frame indices take the low bits of a feedback tag, the record's id the rest.
    private static let frameBits = 20

    init(log: TransitionStatsLog, feedback: PresentationFeedback? = nil) {
        self.log = log
        self.feedback = feedback
        feedback?.onOutcome = { [weak self] tag, outcome in self?.recordPresentation(tag: tag, outcome) }
    }

    /// A recorder for `presenter`'s transitions, asking for presentation feedback on its window's connection.
    convenience init(log: TransitionStatsLog, presenter: PopupPresenter) {
        self.init(
            log: log,
            feedback: presenter.window.flatMap {
                PresentationFeedback(presentation: $0.application.connection.presentation)
            })
    }

    /// Whether a transition is being measured.
    var isRecording: Bool { record != nil }

    /// Finishes any record under way and starts one for `transition` in `phase` (`present`, `dismiss`).
    func begin(transition: String, phase: String) {
        finish()
        var fresh = TransitionStats(transition: transition, phase: phase)
        fresh.id = nextID
        nextID += 1
        record = fresh
        handlerCPU.reset()
    }

    /// A frame callback's handler begins: starts timing it, when a transition is being measured and the log
    /// wants handler times (`TransitionStatsLog.timesFrameHandling`; a clock read costs a system call).
    func frameHandlingBegan() {
        guard log.timesFrameHandling, let frames = record?.frames else { return }
        handlerCPU.begin(frames: frames)
    }

    /// The frame callback's handler has committed its frame (or none): counts its CPU, unless it committed the
    /// transition's first frame or nothing. Call it before the transition's end is handled (completions, the log).
    func frameHandlingEnded() {
        guard log.timesFrameHandling, let frames = record?.frames else { return }
        handlerCPU.end(frames: frames)
    }

    /// The tag to request presentation feedback with for the frame about to be committed, or nil when
    /// nothing is being measured.
    var nextFrameTag: Int? {
        guard let record, record.frames < 1 << Self.frameBits else { return nil }
        return record.id << Self.frameBits | record.frames
    }

    /// A frame was committed showing `values` at `time`; `bytesWritten` is the shm total so far.
    func recordFrame(time: Double, values: TransitionValues, bytesWritten: Int) {
        guard record != nil else { return }
        if record!.frames == 0 {
            bytesAtFirstFrame = bytesWritten
            threadsAtFirstFrame = ThreadCPUSnapshot.now()
            cpuStart = TransitionStats.processCPUMicros()
            record!.samples.reserveCapacity(64)
        }
        // In place (`record!`): a copy out and back would share, then copy, the samples array every frame.
        record!.frames += 1
        record!.shmBytesAfterFirst = bytesWritten - bytesAtFirstFrame
        record!.samples.append((time, values))
    }

    /// A frame callback arrived while measuring.
    func recordCallback() {
        record?.callbacksOffered += 1
    }

    /// The compositor's presentation feedback for the frame tagged `tag` by ``recordFrame(time:values:bytesWritten:)``.
    func recordPresentation(tag: Int, _ outcome: PresentationFeedback.Outcome) {
        let id = tag >> Self.frameBits
        // In place: a copy out and back would copy the counter's array every frame.
        presentations[id, default: MissedFrameCounter()].record(frame: tag & (1 << Self.frameBits - 1), outcome)
        // The record under way takes the counts when it finishes: counting sorts, which no frame should pay for.
        if record?.id != id, var finished = awaitingFeedback[id], let counter = presentations[id] {
            Self.apply(counter, to: &finished)
            log.revise(finished)
            if counter.resolved >= finished.frames {
                awaitingFeedback[id] = nil
                presentations[id] = nil
            } else {
                awaitingFeedback[id] = finished
            }
        }
    }

    /// Ends the record under way, if any, and appends it to the log.
    func finish() {
        guard var current = record else { return }
        record = nil
        if let counter = presentations[current.id] { Self.apply(counter, to: &current) }
        if current.frames > 0 {
            current.cpuMicrosPerFrame = (TransitionStats.processCPUMicros() - cpuStart) / Double(current.frames)
            if let threadsAtFirstFrame {
                current.cpu.threadMicrosPerFrame = ThreadCPUSnapshot.now().micros(since: threadsAtFirstFrame)
                    .mapValues { $0 / Double(current.frames) }
            }
        }
        threadsAtFirstFrame = nil
        handlerCPU.summarize(into: &current.cpu)
        log.append(current)
        if (presentations[current.id]?.resolved ?? 0) < current.frames {
            awaitingFeedback[current.id] = current
            // Feedback that never comes (the compositor lost the surface) must not keep records forever.
            if awaitingFeedback.count > 4, let oldest = awaitingFeedback.keys.min() {
                awaitingFeedback[oldest] = nil
                presentations[oldest] = nil
            }
        } else {
            presentations[current.id] = nil
        }
    }

    private static func apply(_ counter: MissedFrameCounter, to record: inout TransitionStats) {
        record.framesPresented = counter.presentedCount
        record.framesDiscarded = counter.discarded
        let cadence = counter.cadence
        record.framesMissed = cadence.missed
        record.refreshMicros = Double(cadence.refreshNanoseconds) / 1000
        let times = counter.presentationTimes
        let first = times.first ?? 0
        record.presentedMicros = times.map { Double($0 >= first ? $0 - first : 0) / 1000 }
    }
}

// MARK: - Observing a presentation

extension TransitionStatsRecorder: PresentationObserver {
    var presentationFeedback: PresentationFeedback? { feedback }

    var nextFrameFeedbackTag: Int? { log.measuresPresentation ? nextFrameTag : nil }

    func presenter(_ presenter: PopupPresenter, willBeginTransition phase: String) {
        begin(
            transition: TransitionStats.transitionName(
                of: presenter.coordinator.transitioningDelegate, content: presenter.viewController), phase: phase)
    }

    func presenterWillHandleFrame(_ presenter: PopupPresenter) {
        frameHandlingBegan()
        recordCallback()
    }

    func presenter(_ presenter: PopupPresenter, didCommit values: TransitionValues, at time: Double, bytesWritten: Int) {
        recordFrame(time: time, values: values, bytesWritten: bytesWritten)
    }

    func presenterDidHandleFrame(_ presenter: PopupPresenter) {
        frameHandlingEnded()
    }

    func presenterDidEndTransition(_ presenter: PopupPresenter) {
        finish()
    }

    func presenterWillFinishOnTimeout(_ presenter: PopupPresenter) {
        record?.endedOnTimeout = true
    }
}
