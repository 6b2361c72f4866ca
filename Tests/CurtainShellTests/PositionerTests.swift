import CurtainTestSupport
import Testing
import Wayland
@testable import CurtainShell

@Suite("Popup positioners", .blocking)
struct PositionerTests {
    @Test("covering a parent anchors its whole geometry top-left with bottom-right gravity")
    func coveringParent() {
        let positioner = Positioner.covering(SurfaceRect(width: 600, height: 400))
        #expect(positioner.size == SurfaceSize(width: 600, height: 400))
        #expect(positioner.anchorRect == SurfaceRect(x: 0, y: 0, width: 600, height: 400))
        #expect(positioner.anchor == .topLeft)
        #expect(positioner.gravity == .bottomRight)
        #expect(positioner.constraintAdjustment == [])
        #expect(positioner.offsetX == 0 && positioner.offsetY == 0)
        #expect(positioner.parentSize == SurfaceSize(width: 600, height: 400))
        #expect(positioner.isValid)
    }

    @Test("an empty popup size is rejected before it reaches the compositor")
    func emptySizeIsInvalid() {
        let positioner = Positioner(size: .zero, anchorRect: SurfaceRect(width: 10, height: 10))
        #expect(!positioner.isValid)
    }

    @Test("a new positioner has no anchor, gravity or adjustment")
    func defaults() {
        let positioner = Positioner(size: SurfaceSize(width: 10, height: 10), anchorRect: SurfaceRect(width: 1, height: 1))
        #expect(positioner.anchor == XdgPositioner.Anchor.none)
        #expect(positioner.gravity == XdgPositioner.Gravity.none)
        #expect(!positioner.isReactive)
        #expect(positioner.parentConfigureSerial == nil)
    }
}
