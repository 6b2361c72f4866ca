internal import Wayland

/// What runs once the transition under way has ended, and the timer that ends it if frames stop.
///
/// Completions of a transition (tear-down after a dismissal, the caller's completion) must run after its
/// last frame was committed, so the coordinator's completion only queues them here and the presenter runs
/// them once the frame is out. A hidden window gets no frame callbacks: the timeout, armed a little past
/// the transition's duration, finishes it instead so the completions still run.
@MainActor struct TransitionEndings {
    private var pending: [@MainActor () -> Void] = []
    private var timeout: EventLoopToken?

    /// Whether any completion is waiting.
    var isEmpty: Bool { pending.isEmpty }

    /// Queues `body` to run when the transition has ended.
    mutating func append(_ body: @escaping @MainActor () -> Void) {
        pending.append(body)
    }

    /// Takes every queued completion, to be run by the caller in order.
    mutating func takeAll() -> [@MainActor () -> Void] {
        defer { pending = [] }
        return pending
    }

    /// Replaces the timeout by one that fires `seconds` from now.
    mutating func armTimeout(after seconds: Double, on loop: EventLoop, _ fire: @escaping @MainActor () -> Void) {
        timeout?.cancel()
        timeout = loop.addTimer(after: .milliseconds(Int(seconds * 1000)), fire)
    }

    /// Cancels the timeout: the transition ended, or a new one replaces it.
    mutating func cancelTimeout() {
        timeout?.cancel()
        timeout = nil
    }
}
