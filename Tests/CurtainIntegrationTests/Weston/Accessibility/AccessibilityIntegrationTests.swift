import CurtainTestSupport
import Foundation
import Testing

/// `curtain` as a screen reader sees it: the real accessibility bus (at-spi2-core's launcher and registry in a
/// private `dbus-daemon` session), read and driven through pyatspi, the client library Orca uses.
@Suite("accessibility through AT-SPI on weston", .serialized, .integrationTimeLimit, .blocking)
struct AccessibilityIntegrationTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture(isEnabled: false) }

    /// Starts `curtain arguments…` in the accessibility session and waits for its alert.
    private func start(_ arguments: [String]) throws -> CurtainProcess {
        let run = try CurtainProcess(arguments + ["--transition", "none"], on: weston, environment: bus.environment)
        try run.waitUntilPresented(input)
        return run
    }

    @Test func anAlertIsAnAlertNamedByItsTitleWithItsButtonsAndClickAnswers() throws {
        try bus.setEnabled(true)
        let run = try start([
            "alert", "--title", "Save changes?", "--message", "Your edits will be lost.",
            "--button", "Cancel:cancel", "--button", "Save",
        ])
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "Save")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let application = try #require(probe["application"] as? [String: Any])
        #expect(application["name"] as? String == "curtain")
        #expect(application["toolkit"] as? String == "Curtain")
        let window = try #require(AccessibleTree.children(tree).first)
        #expect(window["role"] as? String == "frame")
        #expect(window["name"] as? String == "Save changes?")
        let alert = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "alert" })
        #expect(alert["name"] as? String == "Save changes?")
        #expect(alert["description"] as? String == "Your edits will be lost.")
        #expect(AccessibleTree.states(alert).isSuperset(of: ["modal", "showing", "visible"]))
        let labels = AccessibleTree.all(in: alert) { $0["role"] as? String == "label" }.compactMap { $0["name"] as? String }
        #expect(labels == ["Save changes?", "Your edits will be lost."])
        let buttons = AccessibleTree.all(in: alert) { $0["role"] as? String == "push button" }
        #expect(buttons.compactMap { $0["name"] as? String } == ["Cancel", "Save"])
        for button in buttons {
            #expect(button["actions"] as? [String] == ["click"])
            #expect(AccessibleTree.states(button).isSuperset(of: ["enabled", "sensitive", "focusable", "showing"]))
            let extents = try #require(button["extents"] as? [Int])
            #expect(extents[2] > 0 && extents[3] > 0, "a button has a size in window coordinates")
        }
        #expect(probe["clicked"] as? Bool == true)
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save\n")
    }

    @Test func textInsertedThroughEditableTextIsWhatTheCommandPrints() throws {
        try bus.setEnabled(true)
        let run = try start(["alert", "--title", "Rename", "--entry", "--placeholder", "New name", "--button", "OK"])
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "OK", insert: "Grüße 日本")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let field = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "text" })
        #expect(field["name"] as? String == "New name")
        #expect(field["text"] as? String == "")
        #expect(AccessibleTree.states(field).isSuperset(of: ["editable", "focusable", "single-line"]))
        #expect(Set(field["interfaces"] as? [String] ?? []).isSuperset(of: ["Text", "EditableText", "Component"]))
        let after = try #require(probe["after_insert"] as? [String: Any])
        #expect(after["text"] as? String == "Grüße 日本")
        #expect(after["caret"] as? Int == 8)
        let events = (probe["events"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
        #expect(events.contains { $0.hasPrefix("object:text-changed:insert") }, "\(events)")
        #expect(events.contains("object:text-caret-moved"), "\(events)")
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "OK\nGrüße 日本\n")
    }

    @Test func aSecureFieldIsPasswordTextThatExposesOnlyBullets() throws {
        try bus.setEnabled(true)
        let run = try start(["alert", "--title", "Password", "--entry", "--secure", "--button", "OK"])
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "OK", insert: "hunter2")
        let after = try #require(probe["after_insert"] as? [String: Any], "\(probe)")
        #expect(after["role"] as? String == "password text")
        #expect(after["text"] as? String == String(repeating: "•", count: 7))
        #expect(!"\(probe)".contains("hunter2"), "the characters never reach the bus")
        let result = try run.finish()
        #expect(result.stdout == "OK\nhunter2\n")
    }

    @Test func theTreeAppearsOnlyOnceTheBusSaysAccessibilityIsOn() throws {
        try bus.setEnabled(false)
        let run = try start(["alert", "--message", "Later", "--button", "OK"])
        let hidden = try bus.probe(pid: run.process.processIdentifier, timeout: .seconds(1))
        #expect(hidden["error"] != nil, "published while IsEnabled is false: \(hidden)")
        try bus.setEnabled(true)
        let shown = try bus.probe(pid: run.process.processIdentifier, click: "OK")
        #expect(shown["clicked"] as? Bool == true, "\(shown)")
        #expect(try run.finish().stdout == "OK\n")
    }
}
