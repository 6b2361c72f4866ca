import CurtainTestSupport
import Dispatch
import Testing
import Curtain

/// `try await app.run()` (Application.swift) on weston: while it runs, main-actor tasks, main-queue blocks
/// and the compositor's events are all served, and ``Application/terminate()`` from any of them ends it.
@Suite("await app.run() on weston", .serialized, .integrationTimeLimit, .mainActorTurns)
@MainActor
struct ApplicationAsyncIntegrationTests {
    /// A focusable view that hands each key to a closure.
    private final class KeyCatcher: View {
        var onKey: (KeyEvent) -> Void = { _ in }
        override var canBecomeFocused: Bool { true }
        override func handleKey(_ event: KeyEvent) -> Bool {
            onKey(event)
            return true
        }
    }

    @Test func tasksMainQueueBlocksAndKeysAllRunWhileItRuns() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "run", appID: "org.curtain.test.run",
            size: Size(width: 200, height: 100))
        let catcher = KeyCatcher()
        window.contentView = catcher
        _ = try await fixture.show(window)
        try await fixture.waitForKeyboardFocus(window)
        catcher.becomeFocused()

        let app = fixture.app
        let input = fixture.input
        var log: [String] = []
        catcher.onKey = { event in
            log.append(event.text ?? "?")
            app.terminate()
        }
        Task {
            try await Task.sleep(for: .milliseconds(20))
            log.append("task")
            DispatchQueue.main.async {
                log.append("block")
                input.key(EvdevKey.a.rawValue, state: .pressed)
                input.key(EvdevKey.a.rawValue, state: .released)
            }
        }
        let deadline = app.eventLoop.addTimer(after: .seconds(5)) { app.terminate() }
        try await app.run()
        deadline.cancel()
        #expect(log == ["task", "block", "a"], "a step never ran while the application ran")
        #expect(window.isVisible)
    }
}
