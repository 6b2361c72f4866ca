@testable import CurtainShell
import CurtainTestSupport
import Testing

/// How a completed configure sequence settles a toplevel's size, frame and margin, without a compositor.
@Suite(.blocking) struct ToplevelConfigurationTests {
    let wishes = ToplevelConfiguration.Preferences(size: SurfaceSize(width: 400, height: 300), shadowMargin: 28)

    @Test func aZeroAxisTakesThePreferredSizeAndAFloatingWindowKeepsItsShadow() {
        let pending = ToplevelConfiguration.Pending(size: SurfaceSize(width: 0, height: 500), states: [.activated])
        let settled = ToplevelConfiguration.resolving(pending, after: nil, preferences: wishes)
        #expect(settled.size == SurfaceSize(width: 400, height: 500))
        #expect(!settled.isServerDecorated && settled.margin == 28)
        #expect(settled.windowGeometry == SurfaceRect(x: 28, y: 28, width: 400, height: 500))
        #expect(settled.surfaceSize == SurfaceSize(width: 456, height: 556))
    }

    @Test func aSequenceWithoutADecorationModeKeepsThePreviousOne() {
        var pending = ToplevelConfiguration.Pending(decorationMode: .serverSide)
        let first = ToplevelConfiguration.resolving(pending, after: nil, preferences: wishes)
        #expect(first.isServerDecorated && first.margin == 0, "the compositor's frame replaces the shadow")
        pending.decorationMode = nil
        let second = ToplevelConfiguration.resolving(pending, after: first, preferences: wishes)
        #expect(second.isServerDecorated)
        #expect(second == first, "nothing changed, so the toplevel need not redraw")
    }
}
