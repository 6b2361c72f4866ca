import CurtainRendering
import Testing

@testable import CurtainViews

/// Where a window placed at the pointer goes once the pointer is found: centred on it and kept inside the output, as
/// GTK's `GTK_WIN_POS_MOUSE` places a window; where the pointer is not found, where the placement's axes say.
@Suite("WindowPlacement at the pointer")
struct WindowPlacementTests {
    static let output = Size(width: 640, height: 480)
    static let window = Size(width: 300, height: 200)

    @Test(
        "centred on the pointer, inside the output",
        arguments: [
            (Point(x: 350, y: 260), 200, 160),
            (Point(x: 20, y: 10), 0, 0),
            (Point(x: 630, y: 470), 340, 280),
            (Point(x: 320.4, y: 240.6), 170, 141),
        ])
    func centred(_ pointer: Point, _ x: Int, _ y: Int) {
        let placed = WindowPlacement.atPointer(isAboveFullscreen: true).centred(
            on: (pointer, Self.output), windowSize: Self.window)
        #expect(placed == WindowPlacement(horizontal: .fromStart(x), vertical: .fromStart(y), isAboveFullscreen: true))
        #expect(!placed.isAtPointer)
    }

    @Test("no pointer on the output: placed as its axes say")
    func notFound() {
        let placed = WindowPlacement.atPointer().centred(on: nil, windowSize: Self.window)
        #expect(placed == WindowPlacement())
    }

    @Test("a window wider than the output keeps its leading edge on the output")
    func wider() {
        let placed = WindowPlacement.atPointer().centred(
            on: (Point(x: 100, y: 100), Self.output), windowSize: Size(width: 800, height: 100))
        #expect(placed.horizontal == .fromStart(0))
    }
}
