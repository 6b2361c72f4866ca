import CurtainTestSupport
import Foundation
import Testing

/// Issue 36's `--mouse` on sway: `curtain yad --mouse` learns where sway's cursor is (a virtual pointer put it there,
/// as a user's mouse does) and shows its dialog centred on it and inside the output, as GTK places yad's window on
/// X11; keys typed through sway's seat still answer it, and nothing is said on stderr.
@MainActor @Suite("yad --mouse on sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayYadPointerPlacementTests {
    /// Where the cursor is: inside the output with room around it, and near a corner, where the window is kept in.
    nonisolated static let pointers: [(x: Int, y: Int)] = [(350, 260), (600, 40)]

    @Test(.holdsTheMainActor, arguments: pointers.indices)
    func theDialogIsCentredOnThePointerInsideTheOutput(_ index: Int) throws {
        let (x, y) = Self.pointers[index]
        let sway = try SwayHarness()
        defer { sway.stop() }
        let pointer = try VirtualPointer(socketPath: sway.socketPath, layoutSize: (sway.width, sway.height))
        pointer.move(toX: x, y: y)
        let run = try CurtainProcess(["yad", "--entry", "--text=Here?", "--button=OK:0", "--mouse"], on: sway)
        defer { run.stop() }
        try sway.waitForKeyboardOnLayerSurface()
        /// Where a window of this size goes: centred on the pointer, then moved inside the output.
        func expected(_ center: Int, _ length: Int, within available: Int) -> Int {
            max(0, min(center - length / 2, available - length))
        }
        var shown: PixelRect?
        let placed = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
            shown = (try? sway.screenshot())?.boundingBox(notMatching: SwayHarness.background, tolerance: 2)
            guard let shown else { return false }
            return abs(shown.x - expected(x, shown.width, within: sway.width)) <= 1
                && abs(shown.y - expected(y, shown.height, within: sway.height)) <= 1
        }
        #expect(placed, "the pointer at (\(x), \(y)), the dialog at \(String(describing: shown))")
        try SwayYadPlacementTests.expectAnswer(of: run, typing: "here", on: sway)
    }
}
