import CurtainTestSupport
import Foundation
import Testing

/// Issue 36's placement on KWin, which offers layer-shell as sway does: `curtain yad --posx --posy` shows its dialog
/// as a layer surface at that place, and `--mouse` centred on where KWin's fake input put the pointer, which KWin's
/// screenshot shows; keys typed through KWin's fake input answer it.
@Suite("yad placement on KWin", .serialized, .kwin(), .integrationTimeLimit, .blocking)
struct KWinYadPlacementTests {
    @Test func theDialogShowsWhereAskedAndAnswersKeys() throws {
        try showAndAnswer(["--posx=120", "--posy=80"]) { shown in shown.x == 120 && shown.y == 80 }
    }

    @Test func theDialogShowsCentredOnThePointer() throws {
        let (x, y) = (700, 500)
        try showAndAnswer(
            ["--mouse"], before: { $0.movePointer(x: Double(x), y: Double(y)) },
            isPlaced: { shown in abs(shown.x + shown.width / 2 - x) <= 1 && abs(shown.y + shown.height / 2 - y) <= 1 })
    }

    /// Shows `curtain yad --entry` with `placement` on KWin after `before`, waits until KWin's screenshot shows the
    /// dialog where `isPlaced` says, and answers it with keys.
    private func showAndAnswer(
        _ placement: [String], before: (KWinHarness) -> Void = { _ in },
        isPlaced: (_ shown: PixelRect) -> Bool
    ) throws {
        let kwin = try KWinSession.harness()
        before(kwin)
        let stats = kwin.runtimeDirectory + "/stats-\(UUID().uuidString).json"
        let run = try CurtainProcess(
            ["yad", "--entry", "--text=Where?", "--button=OK:0"] + placement, on: kwin,
            environment: ["CURTAIN_STATS": stats])
        defer { run.stop() }
        let presented = waitUntil(timeout: .seconds(15), interval: .milliseconds(5)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        try #require(presented && run.process.isRunning, "no dialog on KWin: \(String(describing: try? run.finish()))")
        var shown: PixelRect?
        let placed = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
            guard let shot = try? kwin.screenshot() else { return false }
            // The desktop's colour, in the corner the dialog is far from.
            let desktop = shot.pixel(x: shot.width - 1, y: shot.height - 1)
            shown = shot.boundingBox(notMatching: desktop, tolerance: 2)
            return shown.map(isPlaced) ?? false
        }
        #expect(placed, "\(placement): the dialog is at \(String(describing: shown))")
        try kwin.type("placed")
        kwin.tap(.enter)
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "placed\n")
        #expect(result.stderr.isEmpty, "no note where the place is honoured: \(result.stderr)")
    }
}
