import CurtainTestSupport
import Dispatch
import Foundation
import Glibc
import Testing
@testable import Wayland
import Curtain

/// Issue 18: the event loop is the main actor's executor. Main-actor tasks, `DispatchQueue.main` blocks and
/// `Task.sleep` in main-actor code run while a window is open, the loop wakes only when something is ready,
/// an idle `curtain` costs no CPU, and touching a window off the main actor does not compile.
@MainActor @Suite("The event loop runs the main actor", .integrationTimeLimit, .mainActorTurns)
struct MainActorLoopTests {
    /// What the scheduled work saw, kept on the main actor.
    @MainActor final class Record {
        var ranTask = false
        var ranBlock = false
    }

    @Test func mainActorTaskAndMainQueueBlockRunWhileTheWindowIsOpen() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "tasks", appID: "org.curtain.tests",
            size: Size(width: 200, height: 100))
        _ = try await fixture.show(window)
        let record = Record()
        Task { @MainActor in record.ranTask = true }
        DispatchQueue.main.async { MainActor.assumeIsolated { record.ranBlock = true } }
        let iterationsBefore = fixture.app.eventLoop.iterations
        // Nothing else is scheduled: the wait suspends, the main queue runs both, and the loop wakes for
        // nothing but its own deadline timer, which must not be reached.
        #expect(try await fixture.run(timeout: .seconds(3)) { record.ranTask && record.ranBlock })
        #expect(
            fixture.app.eventLoop.iterations - iterationsBefore <= 3,
            "\(fixture.app.eventLoop.iterations - iterationsBefore) iterations for two main-actor jobs")
    }

    @Test func taskSleepResumesOnTheMainActorAndItsChangeReachesTheScreen() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "sleeper", appID: "org.curtain.tests",
            size: Size(width: 200, height: 100))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let frame = try await fixture.show(window)
        var isChanged = false
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(50))
            window.backgroundColor = Color(red: 0, green: 0, blue: 1)
            isChanged = true
        }
        #expect(try await fixture.run(timeout: .seconds(3)) { isChanged })
        let shot = try await fixture.screenshot(of: window)
        #expect(
            shot.boundingBox(of: RGBA(red: 0, green: 0, blue: 255)) == frame,
            "the task's change must be drawn and flushed to weston")
    }

    @Test func idleLoopWakesOnlyForItsDeadline() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "idle", appID: "org.curtain.tests",
            size: Size(width: 200, height: 100))
        _ = try await fixture.show(window)
        let before = fixture.app.eventLoop.iterations
        try await fixture.run(for: .milliseconds(500))
        let iterations = fixture.app.eventLoop.iterations - before
        // One iteration for the deadline timer, perhaps one for a late compositor event: no polling.
        #expect(iterations <= 3, "\(iterations) iterations in an idle half second")
    }
}
