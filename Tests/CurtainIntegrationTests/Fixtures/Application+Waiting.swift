import Curtain
@testable import CurtainShell
@testable import CurtainViews

extension Application {
    /// Runs the application's loop until `condition` holds or `timeout` passes; returns whether it held.
    ///
    /// The integration tests' one way to wait for a compositor: the loop dispatches its events while it waits,
    /// so nothing sleeps and a condition that never comes true fails at the deadline.
    @discardableResult
    func wait(timeout: Duration = .seconds(5), until condition: () -> Bool) throws -> Bool {
        var isLate = false
        let timer = eventLoop.addTimer(after: timeout) { isLate = true }
        defer { timer.cancel() }
        try run(until: { condition() || isLate })
        return condition()
    }
}

extension Window {
    /// Whether the window is mapped, has drawn everything it was asked to and the compositor has shown that
    /// frame: what a test waits for before it looks at pixels or sends input.
    var isSettled: Bool {
        isMapped && !rootView.needsRender && redraw.timer == nil && surface?.isWaitingForFrame == false
    }
}
