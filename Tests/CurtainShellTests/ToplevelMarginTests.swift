import CurtainShell
import CurtainTestSupport
import Testing

/// When a toplevel keeps room for a client-drawn shadow: only while it floats with no compositor frame.
@Suite(.blocking) struct ToplevelMarginTests {
    @Test func theShadowMarginIsKeptOnlyWhileTheWindowFloatsWithoutAFrame() {
        #expect(ToplevelSurface.margin(0, serverDecorated: false, states: []) == 0)
        #expect(ToplevelSurface.margin(28, serverDecorated: false, states: [.activated]) == 28)
        #expect(ToplevelSurface.margin(28, serverDecorated: true, states: []) == 0)
        for state: ToplevelState in [.maximized, .fullscreen, .tiledLeft, .tiledRight, .tiledTop, .tiledBottom] {
            #expect(ToplevelSurface.margin(28, serverDecorated: false, states: [state, .activated]) == 0, "\(state)")
        }
    }
}
