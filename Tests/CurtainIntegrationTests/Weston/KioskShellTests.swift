import CurtainTestSupport
import Foundation
import Testing

/// The harness with weston's kiosk shell, which shows one toplevel at a time.
@MainActor @Suite(.integrationTimeLimit, .mainActorTurns) struct KioskShellTests {
    @Test(.holdsTheMainActor) func windowMapsAndReceivesAClick() throws {
        let weston = try WestonHarness(.init(width: 400, height: 300, shell: .kiosk))
        let client = try TestClient(weston)
        let input = try TestInput(client)
        let seat = try TestSeat(client)
        let color = RGBA(red: 10, green: 200, blue: 30)
        let window = try ShmWindow(client, width: 200, height: 120, color: color, title: "kiosk")
        try client.wait(for: "the first configure") { window.isMapped }
        let view = try input.waitForView { $0.title == "kiosk" }
        input.click(at: view.frame.center)
        try client.wait(for: "wl_pointer.button press and release") { seat.pointerButtons.count == 2 }
        input.parkPointer(on: weston)
        try input.sync()
        let shot = try withExtendedLifetime(window) { try weston.screenshot() }
        #expect(shot.isUniform(view.frame, color: color), "\(view)")
    }
}
