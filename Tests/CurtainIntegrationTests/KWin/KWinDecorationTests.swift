import CurtainTestSupport
import Testing
import Curtain

/// KWin offers `zxdg_decoration_manager_v1`: a Curtain window asks for server-side decorations before its first
/// commit and KWin grants them, so `curtain alert` gets KWin's title bar, as zenity's dialogs do.
@MainActor @Suite("Decorations on KWin", .serialized, .kwin(), .integrationTimeLimit, .mainActorTurns)
struct KWinDecorationTests {
    @Test func kwinDrawsTheTitleBarOfAFixedSizeWindow() async throws {
        let fixture = try KWinFixture(KWinSession.harness())
        #expect(fixture.app.connection.decorationManager != nil, "KWin offers zxdg_decoration_manager_v1")
        let window = Window(
            application: fixture.app, title: "KWin dialog", appID: "org.curtain.tests",
            size: Size(width: 310, height: 160))
        window.isResizable = false
        try await fixture.show(window)
        #expect(window.isServerDecorated, "KWin must agree to draw the title bar")
        #expect(window.size == Size(width: 310, height: 160))
        window.close()
    }
}
