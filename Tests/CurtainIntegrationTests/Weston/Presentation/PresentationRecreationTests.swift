import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation

/// The path of compositors without `xdg_popup.reposition` (`xdg_wm_base` < 3, such as sway 1.7): when the
/// parent is resized, the presentation's popup is destroyed and made again over the new size. Weston offers
/// version 3, so these tests bind `xdg_wm_base` at version 2 and let weston maximize the parent.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct PresentationRecreationTests {
    let red = RGBA(red: 255, green: 0, blue: 0)

    /// A fixture whose connection acts as on a compositor with `xdg_wm_base` version 2.
    func makeFixture() throws -> WindowFixture {
        let fixture = try WindowFixture(versionLimits: ["xdg_wm_base": 2])
        try #require(fixture.app.connection.wmBase.version == 2)
        return fixture
    }

    /// Where a 200x100 card rests, centred, in a window of `size`.
    func restingCard(in size: Size) -> Rect { Rect(centring: Size(width: 200, height: 100), in: size) }

    /// The regression of issue 9 on sway's default config, on weston: the parent is resized before the
    /// popup's first configure arrives, so the popup is re-created before the presentation began. The new
    /// popup's configure must begin it; before the fix it only re-laid out a card that was never presented,
    /// the completion never ran and the card subsurface never got a buffer.
    @Test func popupRecreatedBeforeItsFirstConfigureStillPresents() async throws {
        let fixture = try makeFixture()
        let (window, _, _) = try await fixture.showParent()
        let controller = SolidCardController(transition: ZoomTransition())
        var isPresented = false
        // In one batch: weston answers set_maximized (the parent's configure) before it sees the popup.
        try #require(window.toplevel).xdgToplevel.setMaximized()
        window.present(controller, animated: true) { isPresented = true }
        #expect(try await fixture.run { isPresented }, "the re-created popup's configure must begin the presentation")
        #expect(window.size != Size(width: 400, height: 300), "weston maximized the window")
        let presentation = try #require(window.currentPresentation)
        #expect(presentation.coordinator.isPresented)
        #expect(presentation.compositor?.geometry == window.windowGeometry)
        let expected = restingCard(in: window.size)
        #expect(presentation.card.cardFrame == expected)
        try await fixture.expectCard(of: red, at: expected, in: window)
    }

    /// A resize in the middle of a slide re-creates the popup; the slide goes on from the values on
    /// screen (no restart, no jump to the end) and rests centred in the new size.
    @Test func resizeMidTransitionRecreatesThePopupAndTheTransitionContinues() async throws {
        let fixture = try makeFixture()
        let (window, _, _) = try await fixture.showParent()
        // Held by hand at 40 %: the slide is mid-way however late a loaded machine runs its frames, where waiting
        // for it to pass 20 % raced its end.
        let held = HeldTransition(TestTransition(SlideTransition(), dim: .none))
        held.holdsPresentation = true
        let controller = SolidCardController(transition: held)
        var isPresented = false
        window.present(controller, animated: true) { isPresented = true }
        let presentation = try #require(window.currentPresentation)
        try #require(try await fixture.run { presentation.coordinator.isInteractive }, "the slide begins, held")
        held.interaction.update(0.4)
        #expect(
            try await fixture.run {
                presentation.coordinator.values.offsetY > 0 && presentation.compositor?.isConfigured == true
            },
            "the slide is under way")
        // Weak: holding the old surface would keep its popup alive and mapped.
        weak let first = presentation.compositor
        #expect(first != nil)
        let offsetBefore = presentation.coordinator.values.offsetY
        #expect(offsetBefore > 0 && !isPresented, "mid-slide: \(offsetBefore)")
        try #require(window.toplevel).xdgToplevel.setMaximized()
        #expect(
            try await fixture.run { first == nil && presentation.compositor?.isConfigured == true },
            "the popup was made again over the maximized parent")
        #expect(!isPresented, "the resize did not end the slide")
        #expect(presentation.coordinator.values.offsetY <= offsetBefore, "the slide went on from where it was")
        held.interaction.finish()
        #expect(try await fixture.run { isPresented }, "the slide completed on the new popup")
        let expected = restingCard(in: window.size)
        try await fixture.expectCard(of: red, at: expected, in: window)
    }
}
