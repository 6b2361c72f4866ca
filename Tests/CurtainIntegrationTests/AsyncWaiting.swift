import Curtain
import Glibc
import Testing

extension ApplicationFixture {
    /// Runs the application's loop and the main actor's other work (tasks resuming after an `await`) until
    /// `condition` holds or `timeout` passes; returns whether it held.
    ///
    /// The waits of ``ApplicationFixture`` block the main actor while the loop runs; this one suspends between
    /// iterations, so a task the test started can run its next step.
    @MainActor
    @discardableResult
    func waitForTasks(timeout: Duration = .seconds(5), until condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !condition(), ContinuousClock.now < deadline {
            try app.eventLoop.runOnce(timeout: .milliseconds(4))
            await Task.yield()
        }
        return condition()
    }
}

@MainActor
extension WindowFixture {
    /// How many `xdg_popup`s of this process weston shows after its next repaint.
    func popupCount() async throws -> Int {
        var count = 0
        var isDone = false
        let list = input.listViews()
        list.onEvent = { event in
            switch event {
            case .view(_, _, _, _, let pid, let role, _, _): if pid == getpid(), role == "xdg_popup" { count += 1 }
            case .done: isDone = true
            }
        }
        #expect(try await run { isDone }, "curtain_test_input.list_views did not complete")
        return count
    }
}
