import CurtainTestSupport
import Testing
import Wayland
import Curtain

@MainActor extension MutterIntegrationTests {
    /// mutter's RemoteDesktop pointer moves by exact relative steps (no acceleration), so a test finds a window
    /// on the screen by pointing at a spot it must cover and reading the surface-local position mutter reports.
    @Test func clickOnAnAlertsButtonThroughMuttersPointerAnswersIt() async throws {
        let fixture = try MutterFixture()
        let mutter = fixture.mutter
        // Larger than half the screen each way: wherever mutter places it, it covers the screen's centre.
        let size = Size(width: Double(mutter.width) * 3 / 4, height: Double(mutter.height) * 3 / 4)
        let window = try await fixture.showWindow("mutter pointer", size: size)
        let probe = PassiveView(frame: Rect(origin: .zero, size: size))
        window.contentView.addSubview(probe)
        try await fixture.settle(window)
        let origin = try #require(try await screenOrigin(of: probe, fixture), "the window never held still under the pointer")

        var chosen: String?
        let alert = AlertController.cancelOr(
            "Save", title: "Unsaved changes",
            message: "Save before closing?"
        ) { chosen = $0 }
        try await fixture.present(alert, over: window)
        let card = alert.layout(in: window.size)
        let save = try #require(findButton(titled: "Save", in: alert.view))
        let inCard = save.convert(Point(x: save.bounds.midX, y: save.bounds.midY), to: alert.view)
        probe.pointerEvents = []
        try mutter.remoteDesktop.movePointer(toX: origin.x + card.minX + inCard.x, y: origin.y + card.minY + inCard.y)
        #expect(
            try await fixture.run { save.isHovered },
            "the pointer never reached the alert's button at \(origin) + \(card.origin) + \(inCard)")
        try mutter.remoteDesktop.button(.left, isPressed: true)
        try mutter.remoteDesktop.button(.left, isPressed: false)
        #expect(try await fixture.run { chosen != nil }, "the click did not answer the alert")
        #expect(chosen == "Save")
        #expect(!probe.pointerEvents.contains { $0.kind == .press(.left) }, "the popup, not the parent, took the click")
        try fixture.app.connection.display.roundtrip()
    }

    /// Where `probe`'s window sits on the screen: the pointer goes to the screen's centre, which the window must
    /// cover, until two readings agree (a window that is still being placed moves between them).
    private func screenOrigin(of probe: PassiveView, _ fixture: MutterFixture) async throws -> Point? {
        let centre = Point(x: Double(fixture.mutter.width / 2), y: Double(fixture.mutter.height / 2))
        var previous: Point?
        for _ in 0..<20 {
            probe.pointerEvents = []
            try fixture.mutter.remoteDesktop.movePointer(toX: centre.x, y: centre.y)
            try await fixture.run { probe.pointerEvents.contains { $0.kind == .motion } }
            guard let local = probe.pointerEvents.last(where: { $0.kind == .motion }) else { continue }
            let origin = Point(x: centre.x - local.x, y: centre.y - local.y)
            if origin == previous { return origin }
            previous = origin
        }
        return nil
    }
}
