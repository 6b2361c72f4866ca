import CurtainTestSupport
import Foundation
import Testing

/// Issue 36's placement on sway: `curtain yad` with `--posx`/`--posy`, `--geometry` or `--on-top` shows its dialog as
/// a layer surface where yad 0.40 would put its window on X11, which sway's screenshot shows; keys typed through
/// sway's seat still answer it, and nothing is said on stderr.
@Suite("yad placement on sway", .integrationTimeLimit, .blocking)
struct SwayYadPlacementTests {
    /// One placement: its options, and where the dialog's edges must be on sway's output (its size from the harness).
    struct Case: Sendable, CustomTestStringConvertible {
        var options: [String]
        var expect: @Sendable (_ shown: PixelRect, _ width: Int, _ height: Int) -> Bool
        var testDescription: String { options.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(options: ["--posx=120", "--posy=80"]) { shown, _, _ in shown.x == 120 && shown.y == 80 },
        Case(options: ["--posx=-40", "--posy=-30"]) { shown, width, height in
            shown.x + shown.width == width - 40 && shown.y + shown.height == height - 30
        },
        Case(options: ["--geometry=+60+90", "--center", "--posx=500"]) { shown, _, _ in shown.x == 60 && shown.y == 90 },
        Case(options: ["--posx=70"]) { shown, _, height in
            shown.x == 70 && abs(shown.y + shown.height / 2 - height / 2) <= 1
        },
        Case(options: ["--on-top"]) { shown, width, height in
            abs(shown.x + shown.width / 2 - width / 2) <= 1 && abs(shown.y + shown.height / 2 - height / 2) <= 1
        },
        // A window, not a layer surface: sway floats the dialog centred, its border and title bar included.
        Case(options: ["--center"]) { shown, width, height in
            abs(shown.x + shown.width / 2 - width / 2) <= 1 && abs(shown.y + shown.height / 2 - height / 2) <= 1
        },
    ]

    @Test(arguments: cases) func theDialogShowsWhereAskedAndAnswersKeys(_ testCase: Case) throws {
        let sway = try SwayHarness()
        defer { sway.stop() }
        let run = try CurtainProcess(
            ["yad", "--entry", "--text=Where?", "--button=OK:0"] + testCase.options, on: sway)
        defer { run.stop() }
        if testCase.options == ["--center"] {
            try sway.waitForWindow(of: run.process.processIdentifier)
        } else {
            try sway.waitForKeyboardOnLayerSurface()
        }
        var shown: PixelRect?
        let placed = waitUntil(timeout: .seconds(10), interval: .milliseconds(30)) {
            shown = (try? sway.screenshot())?.boundingBox(notMatching: SwayHarness.background, tolerance: 2)
            return shown.map { testCase.expect($0, sway.width, sway.height) } ?? false
        }
        #expect(placed, "the dialog is at \(String(describing: shown)) on \(sway.width)x\(sway.height)")
        try Self.expectAnswer(of: run, typing: "placed", on: sway)
    }

    /// Types `text` and Return into the placed entry dialog `run` shows on `sway`, and expects it printed, with
    /// nothing on stderr: no note where the place is honoured.
    static func expectAnswer(of run: CurtainProcess, typing text: String, on sway: SwayHarness) throws {
        try sway.type(text + "\n")
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == text + "\n")
        #expect(result.stderr.isEmpty, "no note where the place is honoured: \(result.stderr)")
    }
}
