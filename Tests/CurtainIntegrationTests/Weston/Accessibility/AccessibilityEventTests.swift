import CurtainTestSupport
import Foundation
import Testing

/// What a screen reader hears as it happens, from pyatspi's event listeners on the real accessibility bus while
/// input travels through weston: focus moving on Tab, typing, a window (de)activated, and an action sheet
/// appearing and going in the gallery.
@Suite("accessibility events through AT-SPI on weston", .serialized, .integrationTimeLimit, .blocking)
struct AccessibilityEventTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture() }

    private func start(_ arguments: [String]) throws -> CurtainProcess {
        let run = try CurtainProcess(arguments + ["--transition", "none"], on: weston, environment: bus.environment)
        _ = try run.waitForWindow(input)
        _ = try run.waitForPresentation(input)
        return run
    }

    private static func type(_ event: [String: Any]) -> String { event["type"] as? String ?? "" }

    @Test func tabMovesFocusToTheNextButtonAndItIsHeardAsAFocusChange() throws {
        let run = try start(["alert", "--title", "Focus", "--button", "Cancel:cancel", "--button", "Save"])
        let session = try bus.serve(pid: run.process.processIdentifier)
        let tree = try #require(session.first["tree"] as? [String: Any])
        let focused = AccessibleTree.all(in: tree) { AccessibleTree.states($0).contains("focused") }
        #expect(focused.compactMap { $0["name"] as? String } == ["Save"], "the preferred button has focus first")
        input.tap(.tab)
        try input.sync()
        let gained = session.waitForEvent {
            Self.type($0) == "object:state-changed:focused" && $0["detail1"] as? Int == 1 && $0["name"] as? String == "Cancel"
        }
        #expect(gained != nil, "\(session.events)")
        #expect(
            session.waitForEvent {
                Self.type($0) == "object:state-changed:focused" && $0["detail1"] as? Int == 0 && $0["name"] as? String == "Save"
            } != nil, "\(session.events)")
        #expect(session.waitForEvent { Self.type($0) == "focus:" && $0["name"] as? String == "Cancel" } != nil)
        input.tap(.enter)
        try input.sync()
        session.close()
        let result = try run.finish()
        #expect(result.stdout == "Cancel\n", "Return pressed the button focus moved to")
    }

    @Test func typingIntoAFieldIsHeardAsTextInsertedAndTheCaretMoving() throws {
        let run = try start(["alert", "--title", "Name", "--entry", "--button", "OK"])
        let session = try bus.serve(pid: run.process.processIdentifier)
        input.tap(.a)
        input.tap(EvdevKey(rawValue: 48))  // b
        try input.sync()
        for (offset, letter) in ["a", "b"].enumerated() {
            let inserted = session.waitForEvent {
                Self.type($0) == "object:text-changed:insert:system" && $0["any"] as? String == letter
            }
            #expect(inserted?["detail1"] as? Int == offset, "\(session.events)")
            #expect(inserted?["detail2"] as? Int == 1)
            #expect(inserted?["role"] as? String == "text")
        }
        #expect(
            session.waitForEvent { Self.type($0) == "object:text-caret-moved" && $0["detail1"] as? Int == 2 } != nil,
            "\(session.events)")
        input.tap(.backspace)
        try input.sync()
        let removed = session.waitForEvent { Self.type($0) == "object:text-changed:delete:system" }
        #expect(removed?["any"] as? String == "b")
        #expect(removed?["detail1"] as? Int == 1)
        input.tap(.enter)
        try input.sync()
        session.close()
        #expect(try run.finish().stdout == "OK\na\n")
    }

    @Test func aWindowLosingAndRegainingTheKeyboardIsHeardAsDeactivateAndActivate() throws {
        let first = try start(["alert", "--title", "First", "--button", "OK"])
        let session = try bus.serve(pid: first.process.processIdentifier)
        let frame = try #require(AccessibleTree.children(session.first["tree"] as? [String: Any] ?? [:]).first)
        #expect(AccessibleTree.states(frame).contains("active"))
        let second = try start(["alert", "--title", "Second", "--button", "OK"])
        let deactivated = session.waitForEvent { Self.type($0) == "window:deactivate" && $0["name"] as? String == "First" }
        #expect(deactivated != nil, "\(session.events)")
        // weston's desktop shell gives the keyboard back to the first window when the second goes.
        second.stop()
        let activated = session.waitForEvent { Self.type($0) == "window:activate" && $0["name"] as? String == "First" }
        #expect(activated != nil, "\(session.events)")
        #expect(session.waitForEvent { Self.type($0) == "object:state-changed:active" && $0["detail1"] as? Int == 1 } != nil)
        session.close()
        first.stop()
    }

    @Test func anActionSheetIsAnAlertThatAppearsAndGoesAsChildrenOfItsWindow() throws {
        let run = try CurtainProcess([], program: "curtain-gallery", on: weston, environment: bus.environment)
        _ = try run.waitForWindow(input)
        let session = try bus.serve(pid: run.process.processIdentifier, waitRoles: ["frame"])
        try session.send(["op": "click", "name": "Action sheet"])
        let added = session.waitForEvent {
            Self.type($0) == "object:children-changed:add" && $0["role"] as? String == "frame"
                && ($0["any"] as? String ?? "").contains("alert")
        }
        #expect(added != nil, "\(session.events)")
        let tree = try #require(try session.send(["op": "tree"]) as? [String: Any])
        let sheet = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "alert" }, "\(tree)")
        #expect(sheet["name"] as? String == "Share “Holiday.jpg”")
        #expect(AccessibleTree.states(sheet).isSuperset(of: ["modal", "showing"]))
        let buttons = AccessibleTree.all(in: sheet) { $0["role"] as? String == "push button" }
        #expect(buttons.compactMap { $0["name"] as? String } == ["Copy link", "Save to Files", "Delete", "Cancel"])
        #expect(buttons.allSatisfy { $0["actions"] as? [String] == ["click"] })
        #expect(
            AccessibleTree.all(in: sheet) { $0["role"] as? String == "scroll pane" }.count == 2,
            "the text and the listed actions scroll")
        #expect(
            AccessibleTree.all(in: sheet) { $0["role"] as? String == "label" }.compactMap { $0["name"] as? String }
                == ["Share “Holiday.jpg”"])

        try session.send(["op": "click", "name": "Copy link"])
        let removed = session.waitForEvent {
            Self.type($0) == "object:children-changed:remove" && $0["role"] as? String == "frame"
        }
        #expect(removed != nil, "\(session.events)")
        let chosen = try waitUntil(timeout: .seconds(5)) {
            let now = try session.send(["op": "tree"]) as? [String: Any] ?? [:]
            return AccessibleTree.first(in: now) { $0["name"] as? String == "Chose “Copy link”." } != nil
                && AccessibleTree.first(in: now) { $0["role"] as? String == "alert" } == nil
        }
        #expect(chosen, "the gallery's status line reads the chosen action and the sheet is gone")
        session.close()
        run.stop()
    }
}
