import CurtainTestSupport
import Testing
import Curtain

/// `AlertController.response(over:animated:) async` (AlertController+Async.swift) on weston with real keys: the
/// awaited answer is the action the key chose, and cancelling the awaiting task dismisses the alert.
@Suite("awaited alerts on weston", .serialized, .integrationTimeLimit, .mainActorTurns)
@MainActor
struct AlertAsyncIntegrationTests {
    /// How a task's `try await alert.response(over:)` ended, as the task saw it.
    @MainActor
    private final class Awaiting {
        private(set) var task: Task<Void, Never>?
        /// The answer's title ("" for `nil`), or the error's description; `nil` while the task waits.
        private(set) var outcome: String?
        private(set) var threwCancellation = false

        /// Starts a task that presents `alert` over `window` and records how its await ends.
        init(_ alert: AlertController, over window: Window) {
            task = Task { [unowned self] in
                do {
                    let action = try await alert.response(over: window)
                    outcome = action?.title ?? ""
                } catch {
                    outcome = "\(error)"
                    threwCancellation = error is CancellationError
                }
            }
        }
    }

    /// A shown parent with keyboard focus, and a Cancel-or-Save alert whose handlers append to `handled`.
    private func makeAlert(_ handled: @escaping (String) -> Void = { _ in })
        async throws -> (fixture: WindowFixture, window: Window, alert: AlertController)
    {
        let fixture = try WindowFixture()
        let window = try await fixture.showParent().window
        try await fixture.waitForKeyboardFocus(window)
        return (fixture, window, AlertController.cancelOr("Save", title: "Save?", message: nil, onChoice: handled))
    }

    /// Starts awaiting `alert` and waits until it is on screen.
    private func presentAwaiting(_ alert: AlertController, over window: Window, fixture: WindowFixture)
        async throws -> Awaiting
    {
        let awaiting = Awaiting(alert, over: window)
        #expect(try await fixture.run { alert.isVisible }, "the alert never appeared")
        try await fixture.sync()
        return awaiting
    }

    @Test func returnAnswersWithThePreferredAction() async throws {
        var handled: [String] = []
        let (fixture, window, alert) = try await makeAlert { handled.append($0) }
        let awaiting = try await presentAwaiting(alert, over: window, fixture: fixture)
        try await fixture.tap(.enter)
        #expect(try await fixture.run { awaiting.outcome != nil }, "the awaited alert never answered")
        #expect(awaiting.outcome == "Save")
        #expect(handled == ["Save"], "the action's handler runs before the awaiting task resumes")
        #expect(window.currentPresentation == nil, "the await returned before the dismissal completed")
    }

    @Test func escapeAnswersWithTheCancelAction() async throws {
        let (fixture, window, alert) = try await makeAlert()
        let awaiting = try await presentAwaiting(alert, over: window, fixture: fixture)
        try await fixture.tap(.escape)
        #expect(try await fixture.run { awaiting.outcome != nil }, "the awaited alert never answered")
        #expect(awaiting.outcome == "Cancel" && !awaiting.threwCancellation)
    }

    @Test func cancellingTheAwaitingTaskDismissesTheAlertThenThrows() async throws {
        var handled: [String] = []
        let (fixture, window, alert) = try await makeAlert { handled.append($0) }
        let awaiting = try await presentAwaiting(alert, over: window, fixture: fixture)
        #expect(try await fixture.popupCount() == 1)
        awaiting.task?.cancel()
        #expect(try await fixture.run { awaiting.outcome != nil }, "the cancelled alert never ended its await")
        #expect(awaiting.threwCancellation, "\(awaiting.outcome ?? "")")
        #expect(window.currentPresentation == nil && !alert.isVisible, "the alert was still up when the await threw")
        #expect(handled == ["Cancel"], "cancelling the task cancels the alert through its cancel action")
        #expect(try await fixture.popupCount() == 0)
    }

    @Test func anAlertQueuedWhenItsWindowClosesAnswersWithItsCancelAction() async throws {
        let (fixture, window, alert) = try await makeAlert()
        try await fixture.present(SolidCardController(), over: window)
        let awaiting = Awaiting(alert, over: window)
        #expect(try await fixture.run { window.presentationQueue.waiting.contains { $0 === alert } })
        window.close()
        #expect(try await fixture.run { awaiting.outcome != nil }, "the queued alert never answered")
        #expect(awaiting.outcome == "Cancel")
    }

    @Test func aTaskCancelledBeforehandThrowsWithoutPresenting() async throws {
        let (fixture, window, alert) = try await makeAlert()
        var threw = false
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            do { _ = try await alert.response(over: window) } catch { threw = error is CancellationError }
        }
        await task.value
        #expect(threw)
        #expect(window.currentPresentation == nil && !alert.isFinished)
        _ = fixture
    }
}
