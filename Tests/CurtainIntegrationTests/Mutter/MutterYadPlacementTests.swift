import CurtainTestSupport
import Foundation
import Testing

/// Issue 36's placement on mutter 43, which has no layer-shell: a yad dialog asked for a place (`--posx`/`--posy`,
/// `--geometry`, `--on-top`) or for the pointer (`--mouse`) is the window mutter places, with one line on stderr that
/// says why; `--center` says nothing (mutter centres it as any dialog). The dialog still answers its keys.
@Suite("yad placement on mutter", .serialized, MutterSuite(), .integrationTimeLimit, .blocking)
struct MutterYadPlacementTests {
    static let placementNote =
        "curtain: this compositor places windows itself (it has no layer-shell), so the dialog is not where --posx, --posy, --geometry or --on-top ask\n"
    static let pointerNote =
        "curtain: this compositor places windows itself (it has no layer-shell), so the dialog is not at the pointer as --mouse asks\n"

    @Test(
        arguments: [
            (["--posx=100", "--posy=50"], placementNote), (["--geometry=400x200-10-10"], placementNote),
            (["--on-top"], placementNote), (["--mouse"], pointerNote), (["--center"], ""),
        ])
    func theNoteSaysWhyAndTheDialogAnswers(_ options: [String], note: String) throws {
        let mutter = try MutterSuite.harness()
        let stats = NSTemporaryDirectory() + "curtain-mutter-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            ["yad", "--text=Placed?", "--button=Yes:0"] + options, on: mutter, environment: ["CURTAIN_STATS": stats])
        defer { run.stop() }
        let presented = waitUntil(timeout: .seconds(10), interval: .milliseconds(5)) {
            FileManager.default.fileExists(atPath: stats) || !run.process.isRunning
        }
        #expect(presented && run.process.isRunning, "the dialog was not presented on mutter")
        mutter.tap(.enter, holding: [])
        #expect(mutter.inputFailures.isEmpty, "\(mutter.inputFailures)")
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == note)
    }
}
