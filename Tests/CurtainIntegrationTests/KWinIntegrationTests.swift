import CurtainTestSupport
import Glibc
import Testing
import Wayland
@testable import Curtain

/// Curtain on KDE's KWin 5.27 (virtual output, fake-input keys): the globals it binds, a window, an alert over it
/// as an `xdg_popup` with every transition, a grab from a key press, and answers by key. One KWin serves the suite.
@Suite("On KWin", .serialized, .kwin())
struct KWinIntegrationTests {
    @Test func applicationBindsWhatCurtainNeeds() throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let connection = fixture.app.connection
        #expect(connection.subcompositor != nil && connection.viewporter != nil)
        #expect(connection.fractionalScaleManager != nil, "KWin offers wp_fractional_scale_v1")
        #expect(connection.wmBase.version >= 3, "KWin offers xdg_wm_base 4, so xdg_popup.reposition is there")
        #expect(!connection.outputs.isEmpty && !connection.seats.isEmpty)
    }

    @Test func windowMapsSettlesAndTakesTheKeyboard() throws {
        let fixture = try KWinFixture(KWinSession.harness())
        let window = Window(application: fixture.app, title: "KWin window", appID: "org.curtain.tests",
                            size: Size(width: 320, height: 200))
        var typed: [Keysym] = []
        window.addKeyInterceptor { event in
            typed.append(event.keysym)
            return true
        }
        try fixture.show(window)
        #expect(window.size == Size(width: 320, height: 200), "KWin keeps a floating window at its size")
        try fixture.tap(.a)
        #expect(try fixture.run { typed == [.a] }, "\(typed)")
        window.close()
    }
}
