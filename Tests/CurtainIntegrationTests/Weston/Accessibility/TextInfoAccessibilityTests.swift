import CurtainTestSupport
import Foundation
import Testing

/// `--text-info` as a screen reader sees it, through the real accessibility bus and pyatspi: a dialog with a
/// scroll pane holding multi-line text, editable (with EditableText) only with `--editable`.
@Suite("text-info through AT-SPI on weston", .serialized, .integrationTimeLimit, .blocking)
struct TextInfoAccessibilityTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture(isEnabled: false) }

    private func start(_ arguments: [String], text: String) throws -> CurtainProcess {
        let run = try CurtainProcess(arguments, on: weston, environment: bus.environment, input: text)
        _ = try run.waitForWindow(input)
        return run
    }

    @Test func editableTextIsMultiLineEditableTextInAScrollPaneAndInsertionIsWhatItPrints() throws {
        try bus.setEnabled(true)
        let run = try start(["--text-info", "--editable", "--title", "Notes"], text: "hello\nworld\n")
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "OK", insert: "Grüße ")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let dialog = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "dialog" })
        #expect(dialog["name"] as? String == "Notes")
        let pane = try #require(AccessibleTree.first(in: dialog) { $0["role"] as? String == "scroll pane" })
        let text = try #require(AccessibleTree.first(in: pane) { $0["role"] as? String == "text" })
        #expect(text["text"] as? String == "hello\nworld\n")
        #expect(text["caret"] as? Int == 12, "the caret starts at the end, as in zenity")
        #expect(AccessibleTree.states(text).isSuperset(of: ["editable", "multi-line", "focusable", "focused", "showing"]))
        #expect(!AccessibleTree.states(text).contains("single-line"))
        #expect(Set(text["interfaces"] as? [String] ?? []).isSuperset(of: ["Text", "EditableText", "Component"]))
        let after = try #require(probe["after_insert"] as? [String: Any])
        #expect(after["text"] as? String == "Grüße hello\nworld\n")
        let events = (probe["events"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
        #expect(events.contains { $0.hasPrefix("object:text-changed:insert") }, "\(events)")
        let result = try run.finish()
        #expect(result.status == 0 && result.stdout == "Grüße hello\nworld\n", "\(result.stderr)")
    }

    @Test func readOnlyTextIsNotEditableAndTheCheckBoxIsACheckBox() throws {
        try bus.setEnabled(true)
        let run = try start(["--text-info", "--checkbox", "I agree"], text: "terms\n")
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "Cancel")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let text = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "text" })
        #expect(text["text"] as? String == "terms\n")
        #expect(AccessibleTree.states(text).contains("multi-line") && !AccessibleTree.states(text).contains("editable"))
        #expect(!(text["interfaces"] as? [String] ?? []).contains("EditableText"))
        let box = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "check box" })
        #expect(box["name"] as? String == "I agree")
        #expect(AccessibleTree.states(box).contains("checkable") && !AccessibleTree.states(box).contains("checked"))
        let ok = try #require(
            AccessibleTree.first(in: tree) { $0["role"] as? String == "push button" && $0["name"] as? String == "OK" })
        #expect(!AccessibleTree.states(ok).contains("sensitive"), "OK waits for the check box")
        let result = try run.finish()
        #expect(result.status == 1 && result.stdout.isEmpty)
    }
}
