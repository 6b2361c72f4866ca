import CurtainTestSupport
import Testing
import CurtainDesktop

/// The awaited chooser against a real `dbus-daemon` of the test's own. The portal is the project's stand-in,
/// because these tests need a user who never answers (the real GTK chooser would wait for keys), and a
/// portal that answers at once.
@Suite("File chooser, awaited", .blocking)
@MainActor
struct FileChooserAsyncTests {
    @Test("the answer comes back through await")
    func chosen() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let portal = try PortalFileChooserService(on: bus, answer: .chosen(["file:///tmp/a.txt"]))
        defer { portal.stop() }
        let result = try await FileChooserPortal.choose(FileChooserRequest(purpose: .open), address: bus.address)
        #expect(result == .chosen(["file:///tmp/a.txt"]))
    }

    @Test("while the user has not answered, the main actor runs; cancelling the task closes the chooser and throws")
    func mainActorRunsAndCancelCloses() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let portal = try PortalFileChooserService(on: bus, answer: .never)
        defer { portal.stop() }
        let address = bus.address
        let choosing = Task { @MainActor in
            try await FileChooserPortal.choose(FileChooserRequest(purpose: .open), address: address)
        }
        // Main-actor turns while the chooser is open: each yield needs the main actor free again.
        var turns = 0
        while portal.calls.isEmpty || turns < 20 {
            await Task.yield()
            turns += 1
            if turns > 1_000_000 { break }
        }
        #expect(portal.calls.count == 1, "the chooser was asked for while the main actor went on")
        choosing.cancel()
        await #expect(throws: CancellationError.self) { try await choosing.value }
        #expect(portal.closedRequests.count == 1)
    }
}
