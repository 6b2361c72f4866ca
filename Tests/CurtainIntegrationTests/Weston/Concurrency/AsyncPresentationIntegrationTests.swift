import CurtainTestSupport
import Testing
import Curtain

/// `present(_:animated:) async` and `dismiss(animated:) async` (Window+Presentation.swift, ViewController+Async.swift)
/// on weston: each returns when its completion would run, and cancelling the awaiting task takes an arriving
/// presentation away again and throws `CancellationError`.
@Suite("async presenting and dismissing on weston", .serialized, .integrationTimeLimit, .mainActorTurns)
@MainActor
struct AsyncPresentationIntegrationTests {
    @Test func awaitedPresentReturnsOnceTheCardIsAtRestOnScreen() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let card = SolidCardController()
        var isPresented = false
        let presenting = Task {
            try await window.present(card)
            isPresented = true
            #expect(card.isVisible && !card.isBeingPresented, "the await returned before the transition completed")
        }
        #expect(try await fixture.run { isPresented }, "the awaited presentation never returned")
        try await presenting.value
        try await fixture.expectCard(
            of: RGBA(red: 255, green: 0, blue: 0), at: Rect(centring: Size(width: 200, height: 100), in: window.size),
            in: window)
    }

    @Test func awaitedDismissReturnsOnceThePopupIsGone() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let card = SolidCardController()
        try await fixture.present(card, over: window)
        var isDismissed = false
        Task {
            await card.dismiss(animated: true)
            isDismissed = true
            #expect(window.currentPresentation == nil && !card.isVisible, "the await returned before the card went")
        }
        #expect(try await fixture.run { isDismissed }, "the awaited dismissal never returned")
        #expect(try await fixture.popupCount() == 0)
    }

    @Test func aQueuedPresentationWaitsAndCancellingItsTaskDropsItFromTheQueue() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let root = SolidCardController(color: Color(red: 0, green: 0, blue: 1))
        let second = SolidCardController()
        try await fixture.present(root, over: window)
        var hasReturned = false
        var threwCancellation = false
        let presenting = Task {
            // Queued behind root.
            do { try await window.present(second) } catch { threwCancellation = error is CancellationError }
            hasReturned = true
        }
        #expect(try await fixture.run { window.presentationQueue.waiting.contains { $0 === second } })
        // Weston has repainted twice since: the task had every loop turn it needed to return, had it been going to.
        try await fixture.sync()
        try await fixture.sync()
        #expect(!hasReturned, "returned while its controller was still queued")
        presenting.cancel()
        #expect(try await fixture.run { hasReturned }, "the cancelled queued presentation never returned")
        #expect(threwCancellation, "the cancelled queued presentation returned without throwing CancellationError")
        #expect(window.presentationQueue.waiting.isEmpty && !second.isVisible)
        #expect(window.currentPresentation?.viewController === root, "cancelling took down what the task did not present")
    }

    @Test func cancellingTheTaskWhilePresentingTakesThePresentationAwayAgain() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let card = SolidCardController(transition: ZoomTransition())
        var hasReturned = false
        var threwCancellation = false
        let presenting = Task {
            do { try await window.present(card) } catch { threwCancellation = error is CancellationError }
            hasReturned = true
        }
        #expect(try await fixture.run { card.isBeingPresented }, "the presentation never began")
        presenting.cancel()
        #expect(try await fixture.run { hasReturned }, "the cancelled presentation never returned")
        #expect(threwCancellation, "the cancelled presentation returned without throwing CancellationError")
        #expect(window.currentPresentation == nil && !card.isVisible)
        #expect(try await fixture.popupCount() == 0)
    }

    @Test func aTaskCancelledBeforehandPresentsNothing() async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let card = SolidCardController()
        let presenting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await window.present(card)
        }
        await #expect(throws: CancellationError.self) { try await presenting.value }
        #expect(window.currentPresentation == nil && window.presentationQueue.waiting.isEmpty)
    }
}
