import CurtainTestSupport
import Testing
@testable import CurtainShell

/// The rules menus ask the compositor for, and the client-side model of how a compositor applies them
/// near each edge of the output.
@Suite("Menu positioners", .blocking)
struct MenuPositionerTests {
    private let output = SurfaceRect(width: 640, height: 480)
    private let menu = SurfaceSize(width: 160, height: 120)

    @Test("a drop-down hangs below the anchor, left edges aligned, and may flip, slide and shrink vertically")
    func dropDownRules() {
        let rules = Positioner.dropDown(size: menu, below: SurfaceRect(x: 20, y: 40, width: 100, height: 28))
        #expect(rules.anchor == .bottomLeft)
        #expect(rules.gravity == .bottomRight)
        #expect(rules.constraintAdjustment == [.flipY, .slideX, .slideY, .resizeY])
        #expect(rules.isValid)
        #expect(rules.placement(within: output) == SurfaceRect(x: 20, y: 68, width: 160, height: 120))
    }

    @Test("a zero-sized anchor becomes one pixel, which every xdg_positioner version accepts")
    func emptyAnchorIsWidened() {
        let rules = Positioner.dropDown(size: menu, below: SurfaceRect(x: 5, y: 5, width: 0, height: 0))
        #expect(rules.anchorRect == SurfaceRect(x: 5, y: 5, width: 1, height: 1))
    }

    @Test("near the bottom edge a drop-down flips above its anchor")
    func flipsAtTheBottom() {
        let anchor = SurfaceRect(x: 20, y: 440, width: 100, height: 28)
        let placed = Positioner.dropDown(size: menu, below: anchor).placement(within: output)
        #expect(placed == SurfaceRect(x: 20, y: 440 - 120, width: 160, height: 120))
    }

    @Test("near the right edge a drop-down slides left until it fits")
    func slidesAtTheRight() {
        let anchor = SurfaceRect(x: 600, y: 100, width: 40, height: 28)
        let placed = Positioner.dropDown(size: menu, below: anchor).placement(within: output)
        #expect(placed == SurfaceRect(x: 640 - 160, y: 128, width: 160, height: 120))
    }

    @Test("near the top and left edges a drop-down already fits and stays where it was asked")
    func staysAtTheTopLeft() {
        let anchor = SurfaceRect(x: 0, y: 0, width: 40, height: 28)
        let placed = Positioner.dropDown(size: menu, below: anchor).placement(within: output)
        #expect(placed == SurfaceRect(x: 0, y: 28, width: 160, height: 120))
    }

    @Test("a centred popover slides right at the left edge and left at the right edge")
    func popoverSlides() {
        let left = Positioner.popover(size: menu, below: SurfaceRect(x: 0, y: 100, width: 20, height: 20))
        #expect(left.placement(within: output).x == 0)
        let right = Positioner.popover(size: menu, below: SurfaceRect(x: 630, y: 100, width: 10, height: 20))
        #expect(right.placement(within: output).x == 640 - 160)
    }

    @Test("a menu that fits neither above nor below slides, then shrinks to the output's height")
    func shrinksWhenTooTall() {
        let tall = SurfaceSize(width: 160, height: 600)
        let placed = Positioner.dropDown(size: tall, below: SurfaceRect(x: 20, y: 200, width: 100, height: 28))
            .placement(within: output)
        #expect(placed.y >= 0 && placed.y + placed.height <= 480)
        #expect(placed.height == 480)
    }

    @Test("a submenu opens right of its item, top aligned with the menu's padding, and flips left at the edge")
    func submenuRules() {
        let item = SurfaceRect(x: 0, y: 32, width: 150, height: 28)
        let rules = Positioner.submenu(size: menu, beside: item, overlap: 4)
        #expect(rules.anchor == .topRight)
        #expect(rules.gravity == .bottomRight)
        #expect(rules.constraintAdjustment.contains(.flipX))
        #expect(rules.placement(within: output) == SurfaceRect(x: 150, y: 28, width: 160, height: 120))
        // The parent menu sits at x 400 of the output: in its coordinates the output starts at -400.
        let nearRight = SurfaceRect(x: -400, y: 0, width: 640, height: 480)
        #expect(rules.placement(within: nearRight).x == -160)
    }

    @Test("without any adjustment allowed the popup stays where the rules put it, even off the output")
    func noAdjustmentMeansNoMove() {
        var rules = Positioner.dropDown(size: menu, below: SurfaceRect(x: 20, y: 440, width: 100, height: 28))
        rules.constraintAdjustment = []
        #expect(rules.placement(within: output).y == 468)
    }

    @Test("mirrored for right to left, a drop-down lines up right edges and a submenu opens to the left")
    func mirroredHorizontally() {
        let anchor = SurfaceRect(x: 300, y: 40, width: 100, height: 28)
        let dropDown = Positioner.dropDown(size: menu, below: anchor).mirroredHorizontally()
        #expect(dropDown.anchor == .bottomRight && dropDown.gravity == .bottomLeft)
        #expect(dropDown.placement(within: output) == SurfaceRect(x: 400 - 160, y: 68, width: 160, height: 120))
        let item = SurfaceRect(x: 200, y: 100, width: 160, height: 28)
        var submenu = Positioner.submenu(size: menu, beside: item, overlap: 4)
        submenu.offsetX = 2
        let mirrored = submenu.mirroredHorizontally()
        #expect(mirrored.anchor == .topLeft && mirrored.gravity == .bottomLeft && mirrored.offsetX == -2)
        #expect(mirrored.offsetY == -4 && mirrored.constraintAdjustment == submenu.constraintAdjustment)
        #expect(mirrored.placement(within: output) == SurfaceRect(x: 200 - 160 - 2, y: 96, width: 160, height: 120))
        // Near the output's left edge it flips back to the right of its parent, as GTK's does.
        let nearLeft = Positioner.submenu(size: menu, beside: SurfaceRect(x: 20, y: 100, width: 100, height: 28))
        #expect(nearLeft.mirroredHorizontally().placement(within: output).x == 120)
        #expect(submenu.mirroredHorizontally().mirroredHorizontally() == submenu)
    }
}
