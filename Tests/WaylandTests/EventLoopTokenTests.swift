import CurtainTestSupport
import Testing
@testable import Wayland

/// A token keeps its registration alive: releasing it ends the timer as cancelling does, and `perform(after:)` is
/// the one-shot call that needs no token.
@MainActor @Suite("Event loop tokens", .mainActorTurns, .hangGuard(minutes: 2))
struct EventLoopTokenTests {
    @Test("releasing a repeating timer's token stops it; a later timer still fires", .holdsTheMainActor)
    func releasedTokenStopsItsTimer() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        var ticks = 0
        var token: EventLoopToken? = client.eventLoop.addTimer(after: .zero, repeating: .milliseconds(1)) {
            ticks += 1
        }
        try client.wait(for: "the timer to tick") { ticks >= 2 }
        withExtendedLifetime(token) {}
        token = nil
        let ticksAtRelease = ticks
        // Twenty periods of the released timer: a later timer on the same loop proves the time has passed.
        var laterFired = false
        let later = client.eventLoop.addTimer(after: .milliseconds(20)) { laterFired = true }
        try client.wait(for: "the later timer") { laterFired }
        later.cancel()
        #expect(ticks == ticksAtRelease)
    }

    @Test("perform(after:) runs its body once, on a later turn", .holdsTheMainActor)
    func performRunsOnce() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        var calls = 0
        client.eventLoop.perform { calls += 1 }
        #expect(calls == 0)
        try client.wait(for: "the call") { calls == 1 }
        var laterFired = false
        let later = client.eventLoop.addTimer(after: .milliseconds(10)) { laterFired = true }
        try client.wait(for: "a later timer") { laterFired }
        later.cancel()
        later.cancel()
        #expect(calls == 1)
    }
}
