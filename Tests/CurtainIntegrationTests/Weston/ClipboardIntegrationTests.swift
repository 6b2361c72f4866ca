import CurtainTestSupport
import Testing
import Curtain

/// The clipboard through weston's `wl_data_device`: what one field copies, another pastes.
@Suite(.serialized, .integrationTimeLimit, .mainActorTurns) @MainActor struct ClipboardIntegrationTests {
    @Test func copiedTextPastesIntoAnotherField() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "clipboard", appID: "org.curtain.tests", size: Size(width: 300, height: 140))
        let source = TextField()
        let target = TextField()
        source.frame = Rect(x: 20, y: 20, width: 260, height: 40)
        target.frame = Rect(x: 20, y: 80, width: 260, height: 40)
        window.contentView.addSubview(source)
        window.contentView.addSubview(target)
        _ = try await fixture.show(window)
        try await fixture.waitForKeyboardFocus(window)
        source.becomeFocused()
        source.text = "héllo 你好"
        try await fixture.tap(.a, holding: [.leftControl])
        try await fixture.tap(.c, holding: [.leftControl])
        #expect(try await fixture.run { fixture.app.clipboard()?.hasText == true }, "weston announces our selection")
        try await fixture.tap(.tab)
        #expect(target.isFocused)
        try await fixture.tap(.v, holding: [.leftControl])
        #expect(try await fixture.run { target.text == "héllo 你好" }, "pasted \(target.text)")
    }
}
