import CurtainTestSupport
import Testing
import Wayland
import Curtain
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// Compositor events while an alert is up: storms of `xdg_popup.popup_done` and an output scale change.
@MainActor @Suite("Compositor events while presented", .serialized, .integrationTimeLimit, .mainActorTurns)
struct CompositorEventStormTests {
    /// A parent whose press handler presents a fresh alert, so the press's serial gives the popup a grab.
    final class PresentingView: View {
        var onPress: (() -> Void)?

        override func handlePointer(_ event: PointerEvent) -> Bool {
            if case .press = event.kind { onPress?() }
            return true
        }
    }

    /// An alert that a click outside (`popup_done`) cancels.
    static func dismissibleAlert(_ index: Int, cancelled: @escaping () -> Void) -> AlertController {
        let alert = AlertController(title: "Storm \(index)", message: "Click elsewhere.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled() })
        alert.addAction(AlertAction(title: "OK"))
        return alert
    }

    @Test("40 grab-breaking clicks, paced and back to back: every alert is cancelled, nothing breaks")
    func popupDoneStorm() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "storm", appID: "org.curtain.test.storm",
            size: Size(width: 400, height: 300))
        _ = window.isolatedStatsLog()
        let content = PresentingView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.contentView = content
        var presented = 0
        var cancelled = 0
        var rounds = 0
        content.onPress = {
            rounds += 1
            let alert = Self.dismissibleAlert(rounds) { cancelled += 1 }
            // The alert's presentation controller cancels on popup_done only when dismissible by a dim tap.
            alert.modalTransition = TestTransition(ZoomTransition(), tap: true)
            window.present(alert, animated: true) { presented += 1 }
        }
        let frame = try await fixture.show(window)
        let outside = (x: frame.x > 20 ? 5.0 : 635.0, y: frame.y > 20 ? 5.0 : 475.0)
        for round in 0..<40 {
            try await fixture.movePointer(to: Point(x: 200, y: 150), in: frame)
            try await fixture.press()
            try await fixture.release()
            switch round % 3 {
            case 0:  // break the grab once this round's alert is on screen
                _ = try await fixture.run(timeout: .seconds(2)) {
                    window.currentPresentation?.coordinator.isPresented == true && presented > 0
                }
            case 1: try await fixture.run(for: .milliseconds(30))  // mid-transition
            default: break  // before the client even saw the press
            }
            fixture.input.movePointer(x: outside.x, y: outside.y)
            try await fixture.press()
            try await fixture.release()
        }
        #expect(
            try await fixture.run(timeout: .seconds(20)) { window.currentPresentation == nil && cancelled == rounds },
            "after the storm: \(rounds) presented by clicks, \(cancelled) cancelled, still up: \(String(describing: window.currentPresentation))"
        )
        #expect(rounds == 40)
        #expect(presented > 0, "at least the paced rounds presented before their grab broke")
        // The window still works: a last alert presents and dismisses normally.
        let last = AlertController(title: "After", message: nil)
        last.addAction(AlertAction(title: "OK"))
        try await fixture.present(last, over: window)
        try await fixture.dismiss(last)
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test("the output's scale changes to 2 and back while an alert is up: the card is redrawn at each scale")
    func outputScaleChangeWhilePresented() async throws {
        // weston 10 changes an output's scale only while it is disabled, and the headless backend cannot do that
        // at runtime; so the client is told exactly what a compositor would send: wl_output.scale then done.
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        _ = window.isolatedStatsLog()
        let alert = AlertController(title: "Scale", message: "Crisp at every scale.")
        alert.addAction(AlertAction(title: "OK"))
        try await fixture.present(alert, over: window, animated: false)
        let output = try #require(fixture.app.connection.outputs.first)
        let presentation = try #require(window.currentPresentation)

        for scale: Int32 in [2, 3, 1] {
            output.wlOutput.onEvent?(.scale(factor: scale))
            output.wlOutput.onEvent?(.done)
            #expect(window.scale == scale)
            #expect(
                try await fixture.run { presentation.compositor?.scale == scale && !window.rootView.needsRender },
                "the card follows scale \(scale)")
            try await fixture.sync()
            let shot = try await fixture.screenshot(of: window)
            // weston shows every buffer scale at the same logical size: the card stays centred in the parent.
            let card = alert.layout(in: Size(width: 400, height: 300))
            let centre = (x: frame.x + Int(card.midX), y: frame.y + Int(card.midY))
            #expect(
                shot.pixel(x: centre.x, y: centre.y).matches(.white, tolerance: 40),
                "scale \(scale): \(shot.pixel(x: centre.x, y: centre.y)) at the card's centre")
        }
        try await fixture.dismiss(alert)
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }
}
