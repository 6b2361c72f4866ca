import CurtainTestSupport
import Testing
import Curtain

/// A window's ``Window/shadowMargin`` on weston, which draws no frame: the margin lies outside the window
/// geometry while the window floats, and goes when the compositor makes the window fill its space.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct WindowShadowMarginTests {
    @Test func aFloatingWindowKeepsItsShadowOutsideTheGeometryAndDropsItWhenMaximized() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "shadowed", appID: "org.curtain.test.shadow",
            size: Size(width: 300, height: 200))
        window.shadowMargin = 20
        let frame = try await fixture.show(window)
        #expect(window.activeShadowMargin == 20)
        #expect(window.windowGeometry == SurfaceRect(x: 20, y: 20, width: 300, height: 200))
        #expect(window.size == Size(width: 300, height: 200))
        #expect(window.contentView.frame == Rect(x: 20, y: 20, width: 300, height: 200))
        #expect(window.surface?.size == SurfaceSize(width: 340, height: 240))
        #expect(frame.width == 340 && frame.height == 240, "weston shows the whole surface: \(frame)")

        try #require(window.toplevel).xdgToplevel.setMaximized()
        #expect(try await fixture.run { window.toplevel?.states.contains(.maximized) == true }, "weston maximized it")
        #expect(window.activeShadowMargin == 0, "no shadow on a maximized window")
        #expect(
            window.windowGeometry == SurfaceRect(x: 0, y: 0, width: Int32(window.size.width), height: Int32(window.size.height)))
        #expect(window.contentView.frame == window.rootView.bounds)
        try await fixture.settle(window)
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    /// A margin given to a shown window takes effect without a configure: the surface grows around the same
    /// window, and weston shows the larger surface.
    @Test func aMarginSetAfterShowGrowsTheSurfaceAroundTheSameWindow() async throws {
        let fixture = try WindowFixture()
        let window = try await fixture.showWindow("shadowed later", size: Size(width: 300, height: 200))
        #expect(window.surface?.size == SurfaceSize(width: 300, height: 200))
        window.shadowMargin = 20
        #expect(try await fixture.run { window.surface?.size == SurfaceSize(width: 340, height: 240) })
        #expect(window.windowGeometry == SurfaceRect(x: 20, y: 20, width: 300, height: 200))
        #expect(window.contentView.frame == Rect(x: 20, y: 20, width: 300, height: 200))
        #expect(window.size == Size(width: 300, height: 200))
        try await fixture.settle(window)
        let frame = try await fixture.frame(of: window)
        #expect(frame.width == 340 && frame.height == 240, "weston shows the larger surface: \(frame)")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }
}
