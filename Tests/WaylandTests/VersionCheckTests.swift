import CurtainTestSupport
import Testing
import Wayland

/// Requests newer than the bound version stop the client in Swift, with a message naming the request, before
/// anything reaches the compositor (which would answer with a fatal protocol error).
@MainActor @Suite("Request versions", .mainActorTurns, .hangGuard(minutes: 2))
struct VersionCheckTests {
    @Test(.holdsTheMainActor) func requestAboveTheBoundVersionStopsWithAPreconditionNamingIt() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                try await MainActor.run { try VersionCheckTests.sendSetReactiveAtVersion1() }
            })
        let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("XdgPositioner.setReactive needs version 3; bound 1"))
    }

    /// The exit test's child: a request above the bound version, on the main actor, where proxies live.
    static func sendSetReactiveAtVersion1() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        guard let global = client.globals.first(where: { $0.interface == "xdg_wm_base" }) else { return }
        // xdg_positioner.set_reactive arrived in version 3; bind version 1 on purpose.
        let wmBase = client.registry.bind(name: global.name, XdgWmBase.self, version: 1)
        let positioner = wmBase.createPositioner()
        try client.roundtrip()
        // The check happens before anything is sent, so the compositor is not needed for it; stop weston now,
        // because the failing child never runs the harness's deinit and would leave weston behind.
        weston.stop()
        positioner.setReactive()
    }

    @Test(.holdsTheMainActor) func theSameRequestAtItsVersionGoesThrough() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        let global = try #require(client.globals.first { $0.interface == "xdg_wm_base" })
        let wmBase = client.registry.bind(name: global.name, XdgWmBase.self, version: min(global.version, 3))
        let positioner = wmBase.createPositioner()
        positioner.setSize(width: 10, height: 10)
        positioner.setAnchorRect(x: 0, y: 0, width: 1, height: 1)
        if positioner.version >= 3 { positioner.setReactive() }
        try client.roundtrip()
        #expect(weston.logErrors.isEmpty)
    }
}
