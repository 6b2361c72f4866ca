import Curtain
@testable import CurtainShell
@testable import CurtainViews

extension Application {
    /// How long a test waits for the compositor before it calls the wait failed: a deadline for a hang, not a
    /// speed limit (no test asserts speed with it). 15 s because at the start of a run, when every suite starts
    /// its compositor at once on this 2-core machine, weston itself waited for the CPU for more than the 5 s
    /// this used to be, and a window failed to settle (three of four clean-clone runs on 2026-12-02).
    static let compositorDeadline: Duration = .seconds(15)

    /// Runs the application's loop until `condition` holds or `timeout` passes; returns whether it held.
    ///
    /// The integration tests' one way to wait for a compositor: the loop dispatches its events while it waits,
    /// so nothing sleeps and a condition that never comes true fails at the deadline. The wait suspends
    /// between iterations, so the main-actor tests that run side by side interleave instead of nesting.
    @discardableResult
    func wait(timeout: Duration = Application.compositorDeadline, until condition: () -> Bool) async throws -> Bool {
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

extension MenuPopup {
    /// Whether the menu has drawn everything it was asked to (a hover's highlight) and the compositor has shown
    /// that frame: what a test waits for before it looks at the menu's pixels.
    var isSettled: Bool {
        !root.needsRender && redrawTimer == nil && popup.surface.isWaitingForFrame == false
    }
}
