import Curtain
@testable import CurtainShell
@testable import CurtainViews

extension Application {
    /// Runs the application's loop until `condition` holds or `timeout` passes; returns whether it held.
    ///
    /// The integration tests' one way to wait for a compositor: the loop dispatches its events while it waits,
    /// so nothing sleeps and a condition that never comes true fails at the deadline. The wait suspends
    /// between iterations, so the main-actor tests that run side by side interleave instead of nesting.
    @discardableResult
    func wait(timeout: Duration = .seconds(5), until condition: () -> Bool) async throws -> Bool {
        var isLate = false
        let timer = eventLoop.addTimer(after: timeout) { isLate = true }
        defer { timer.cancel() }
        try await run(until: { condition() || isLate })
        return condition()
    }
}

extension Window {
    /// Whether the window is mapped, has drawn everything it was asked to and the compositor has shown that
    /// frame: what a test waits for before it looks at pixels or sends input.
    var isSettled: Bool {
        isMapped && !rootView.needsRender && redrawTimer == nil && surface?.isWaitingForFrame == false
    }
}
