import CurtainTestSupport
import Foundation
import Testing

/// zenity (GTK 3) beside `curtain` in zenity mode, read by the same pyatspi probe on the same accessibility
/// bus: what a screen reader finds in both. The differences are listed in the README's accessibility section.
@Suite("accessibility: curtain beside zenity", .serialized)
struct AccessibilityZenityComparisonTests {
    let weston: WestonHarness
    let input: TestInput
    let bus: AccessibilityBus

    init() throws {
        weston = try WestonHarness()
        input = try TestInput(try TestClient(weston))
        bus = try AccessibilityBus()
        try bus.setEnabled(true)
    }

    static let question = ["--question", "--title", "Save changes?", "--text", "Your edits will be lost."]

    /// The facts a screen reader user relies on, from one probe: the dialog's name, the texts read out, and the
    /// buttons that can be clicked.
    private func essentials(_ probe: [String: Any]) throws -> (dialog: String, labels: Set<String>, buttons: [String]) {
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let dialog = try #require(AccessibleTree.first(in: tree) { ["alert", "dialog"].contains($0["role"] as? String) })
        let labels = AccessibleTree.all(in: dialog) { $0["role"] as? String == "label" }
            .compactMap { $0["name"] as? String }.filter { !$0.isEmpty }
        let buttons = AccessibleTree.all(in: dialog) {
            $0["role"] as? String == "push button" && ($0["actions"] as? [String]) == ["click"]
                && AccessibleTree.states($0).contains("focusable")
        }.compactMap { $0["name"] as? String }
        return (dialog["name"] as? String ?? "", Set(labels), buttons)
    }

    @Test func aQuestionReadsTheSameAsZenitysAndAnswersTheSameClick() throws {
        let zenity = try AccessibilityBus.require("/usr/bin/zenity", package: "zenity")
        let gtk = try CurtainProcess(Self.question, executable: zenity, on: weston,
                                     environment: bus.environment.merging(["GDK_BACKEND": "wayland"]) { $1 })
        let theirProbe = try bus.probe(pid: gtk.process.processIdentifier, click: "Yes")
        let gtkResult = try gtk.finish()
        #expect(gtkResult.status == 0, "\(gtkResult.stderr)")
        let theirs = try essentials(theirProbe)

        let run = try CurtainProcess(Self.question, on: weston, environment: bus.environment)
        let ours = try essentials(try bus.probe(pid: run.process.processIdentifier, click: "Yes"))
        #expect(try run.finish().status == 0)

        #expect(ours.dialog == theirs.dialog)
        #expect(ours.labels == theirs.labels)
        #expect(ours.buttons.sorted() == theirs.buttons.sorted())
    }
}
