import CurtainTestSupport
import Foundation
import Testing
@testable import Wayland

/// A compositor that dies under a client must end the client's event loop with a `WaylandError`, never a
/// crash, and everything the client does afterwards (requests, new objects, dropping proxies) must be harmless.
@MainActor @Suite("Losing the compositor", .mainActorTurns, .hangGuard(minutes: 2))
struct ConnectionLossTests {
    /// A mapped window that asks for a frame callback every frame and commits in each, like an animation.
    @MainActor
    final class AnimatedWindow {
        let window: ShmWindow
        private(set) var frames = 0
        private var callback: WlCallback?

        init(_ client: TestClient) throws {
            window = try ShmWindow(
                client, width: 160, height: 90, color: RGBA(red: 40, green: 90, blue: 200),
                title: "connection-loss")
            try client.wait(for: "the window to map") { window.isMapped }
            requestFrame()
        }

        func requestFrame() {
            callback = window.surface.frame()
            callback?.onEvent = { [unowned self] _ in
                frames += 1
                requestFrame()
            }
            window.surface.commit()
        }
    }

    /// Runs `loop` until it throws and returns the error, or nil once `hangGuard` has passed without one.
    static func runUntilError(_ loop: EventLoop, hangGuard: Duration = .seconds(30)) -> WaylandError? {
        let guardTimer = loop.addTimer(after: hangGuard) { loop.stop() }
        defer { guardTimer.cancel() }
        do {
            try loop.run(until: { false })
            return nil
        } catch let error as WaylandError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test("SIGKILLed weston while frames run: the loop reports connectionLost, then every call is harmless", .holdsTheMainActor)
    func killedCompositorIsConnectionLost() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        let animated = try AnimatedWindow(client)
        try client.wait(for: "three frame callbacks") { animated.frames >= 3 }

        kill(weston.pid, SIGKILL)
        let error = Self.runUntilError(client.eventLoop)
        guard case .connectionLost? = error else {
            Issue.record("expected connectionLost, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("lost the Wayland connection: ") == true)

        // The loop keeps reporting the loss instead of blocking or crashing.
        #expect(throws: WaylandError.self) { try client.eventLoop.runOnce(timeout: .milliseconds(10)) }
        #expect(throws: WaylandError.self) { try client.display.flush() }
        #expect(throws: WaylandError.self) { try client.display.roundtrip() }

        // Requests, new objects and destructors on the dead connection are accepted and go nowhere.
        animated.requestFrame()
        let region = try client.bind(WlCompositor.self).createRegion()
        region.add(x: 0, y: 0, width: 10, height: 10)
        region.destroy()
        animated.window.toplevel.setTitle("after the loss")
    }

    @Test("after disconnect, requests are ignored and new objects are inert", .holdsTheMainActor)
    func requestsAfterDisconnectAreIgnored() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        let compositor = try client.bind(WlCompositor.self)
        let surface = compositor.createSurface()
        client.display.disconnect()

        surface.commit()
        let callback = surface.frame()
        #expect(callback.isInert && callback.id == 0 && callback.version == surface.version)
        let region = compositor.createRegion()
        #expect(region.isInert)
        surface.setInputRegion(region)  // an inert argument on a closed connection: dropped
        region.destroy()
        #expect(region.isDestroyed)
        surface.destroy()
        #expect(throws: WaylandError.connectionLost(errno: ENOTCONN)) { try client.eventLoop.runOnce(timeout: .zero) }
        #expect(weston.isRunning, "the compositor must not have seen anything wrong")
    }
}
