import CurtainCWayland
import CurtainTestProtocols
import CurtainTestSupport
import Glibc
import Testing
import Wayland
import Curtain

/// Faults under a real window: the compositor dying mid-animation, and what the client hands the compositor.
@MainActor @Suite("Faults under a live window", .integrationTimeLimit, .mainActorTurns)
struct FaultIntegrationTests {
    /// The targets of this process's fds that are memfds (`/memfd:<name> (deleted)`), with their fd numbers.
    static func memfds(named name: String) -> [(fd: Int32, target: String)] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        var found: [(Int32, String)] = []
        while let entry = readdir(directory) {
            let fdName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let fd = Int32(fdName) else { continue }
            var target = [CChar](repeating: 0, count: 512)
            let length = readlink("/proc/self/fd/\(fdName)", &target, target.count - 1)
            guard length > 0 else { continue }
            let path = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if path.hasPrefix("/memfd:\(name)") { found.append((fd, path)) }
        }
        return found
    }

    @Test("every shm pool Curtain shares is a memfd sealed against shrink, grow and further seals")
    func sharedMemoryIsSealed() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "sealed", appID: "org.curtain.tests",
            size: Size(width: 240, height: 160))
        window.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        _ = try await fixture.show(window)
        let pools = Self.memfds(named: "curtain-shm")
        #expect(!pools.isEmpty, "a shown window must draw into at least one pool")
        for pool in pools {
            let seals = curtain_get_seals(pool.fd)
            #expect(seals & ShmPool.requiredSeals == ShmPool.requiredSeals, "\(pool.target) has seals \(seals)")
        }
        window.close()
    }

    @Test("SIGKILLed weston while a window redraws every frame: the run throws connectionLost, teardown is harmless")
    func compositorKilledMidAnimation() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "doomed", appID: "org.curtain.tests",
            size: Size(width: 200, height: 120))
        let blinker = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.contentView.addSubview(blinker)
        _ = try await fixture.show(window)
        var frames = 0
        var changes = 0
        let events = WindowEventTap(window)
        defer { withExtendedLifetime(events) {} }
        events.frame = { _ in frames += 1 }
        // Change the view faster than weston presents, like an animation, so a frame is always pending.
        let animation = fixture.app.eventLoop.addTimer(after: .milliseconds(1), repeating: .milliseconds(4)) {
            changes += 1
            blinker.backgroundColor = changes % 2 == 0 ? .black : .white
        }
        defer { animation.cancel() }
        #expect(try await fixture.run { frames >= 3 }, "the window must be animating before the kill")

        kill(fixture.weston.pid, SIGKILL)
        var failure: (any Error)?
        do {
            // A hang guard, not a measure of speed: a loop that missed the loss would run out the 5 s and return.
            try await fixture.run(timeout: .seconds(5)) { false }
        } catch {
            failure = error
        }
        guard case .connectionLost? = failure as? WaylandError else {
            Issue.record("expected WaylandError.connectionLost, got \(String(describing: failure))")
            return
        }
        // Changing, redrawing and closing after the loss must neither crash nor block.
        blinker.backgroundColor = .black
        window.contentView.addSubview(Label(text: "after the loss"))
        window.close()
        #expect(throws: WaylandError.self) { try fixture.app.eventLoop.runOnce(timeout: .milliseconds(10)) }
    }
}
