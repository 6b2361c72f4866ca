import CurtainTestSupport
import Foundation
import Testing

/// zenity (GTK 3) beside `curtain` in zenity mode, read by the same pyatspi probe on the same accessibility
/// bus: what a screen reader finds in both. The differences are listed in the
/// "Accessibility and input methods" article (docs/Curtain.docc).
@Suite("accessibility: curtain beside zenity", .serialized, .integrationTimeLimit, .blocking)
struct AccessibilityZenityComparisonTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture() }

    static let question = ["--question", "--title", "Save changes?", "--text", "Your edits will be lost."]

    @Test func aQuestionReadsTheSameAsZenitysAndAnswersTheSameClick() throws {
        let zenity = try AccessibilityBus.require("/usr/bin/zenity", package: "zenity")
        let gtk = try CurtainProcess(
            Self.question, executable: zenity, on: weston,
            environment: bus.environment.merging(["GDK_BACKEND": "wayland"]) { $1 })
        let theirProbe = try bus.probe(pid: gtk.process.processIdentifier, click: "Yes")
        let gtkResult = try gtk.finish()
        #expect(gtkResult.status == 0, "\(gtkResult.stderr)")
        let theirs = try HeardDialog(theirProbe)

        let run = try CurtainProcess(Self.question, on: weston, environment: bus.environment)
        let ours = try HeardDialog(try bus.probe(pid: run.process.processIdentifier, click: "Yes"))
        #expect(try run.finish().status == 0)

        #expect(ours.dialog == theirs.dialog)
        #expect(ours.labels == theirs.labels)
        #expect(ours.buttons.sorted() == theirs.buttons.sorted())
    }

    /// The dialog's own buttons, enabled or not, without GTK's header-bar `Close` (Curtain has no client-side
    /// title bar: a difference the accessibility article lists).
    static func dialogButtons(in window: AccessibleTree.Node) -> [String] {
        AccessibleTree.all(in: window) { $0["role"] as? String == "push button" && $0["name"] as? String != "Close" }
            .compactMap { $0["name"] as? String }
    }

    /// What a screen reader finds in a list dialog: the window's name, the headers, the cells' names and which
    /// indicator cells are checked, row by row, and the buttons.
    private func listEssentials(_ probe: [String: Any]) throws -> [String] {
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let window = try #require(AccessibleTree.children(tree).first)
        let table = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "table" })
        let items = AccessibleTree.children(table).map { item -> String in
            // GTK marks a checked cell `checked` but no cell `checkable`; Curtain marks all three indicator cells
            // `checkable` as well (a difference the accessibility article lists), so only `checked` is compared.
            let check = AccessibleTree.states(item).contains("checked") ? "[x]" : ""
            return "\(item["role"] as? String ?? "") \(check)\(item["name"] as? String ?? "")"
        }
        let buttons = Self.dialogButtons(in: window)
        return ["window \(window["name"] as? String ?? "")", "table \(table["child_count"] as? Int ?? -1)"] + items
            + buttons.sorted()
    }

    @Test func aChecklistReadsAsTheSameTableAsZenitys() throws {
        let arguments = [
            "--list", "--checklist", "--title", "Fruit", "--text", "Pick", "--column", "Pick",
            "--column", "Name", "--column", "Colour", "TRUE", "Apple", "red", "FALSE", "Pear", "green",
        ]
        let zenity = try AccessibilityBus.require("/usr/bin/zenity", package: "zenity")
        let gtk = try CurtainProcess(
            arguments, executable: zenity, on: weston,
            environment: bus.environment.merging(["GDK_BACKEND": "wayland"]) { $1 })
        let theirs = try listEssentials(
            try bus.probe(
                pid: gtk.process.processIdentifier, waitRoles: ["table"],
                click: "Cancel"))
        _ = try gtk.finish()
        let run = try CurtainProcess(arguments, on: weston, environment: bus.environment)
        let ours = try listEssentials(
            try bus.probe(
                pid: run.process.processIdentifier, waitRoles: ["table"],
                click: "Cancel"))
        _ = try run.finish()
        #expect(ours == theirs)
    }

    /// What a screen reader finds in a progress dialog: the window's name, the texts, the bar's value and the
    /// buttons.
    private func progressEssentials(_ probe: [String: Any]) throws -> [String] {
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let window = try #require(AccessibleTree.children(tree).first)
        let bar = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "progress bar" })
        let value = bar["value"] as? [String: Double] ?? [:]
        let labels = AccessibleTree.all(in: window) { $0["role"] as? String == "label" }
            .compactMap { $0["name"] as? String }.filter { !$0.isEmpty && $0 != window["name"] as? String }
        let buttons = Self.dialogButtons(in: window)
        return [
            "window \(window["name"] as? String ?? "")",
            "value \(value["current"] ?? -1) of \(value["minimum"] ?? -1)...\(value["maximum"] ?? -1)",
        ]
            + labels + buttons.sorted()
    }

    @Test func aProgressDialogReadsTheSameAsZenitys() throws {
        let arguments = ["--progress", "--title", "Copying", "--text", "Files", "--percentage", "30"]
        let zenity = try AccessibilityBus.require("/usr/bin/zenity", package: "zenity")
        let theirInput = Pipe()
        let gtk = try CurtainProcess(
            arguments, executable: zenity, on: weston,
            environment: bus.environment.merging(["GDK_BACKEND": "wayland"]) { $1 },
            standardInput: theirInput.fileHandleForReading)
        let theirs = try progressEssentials(
            try bus.probe(
                pid: gtk.process.processIdentifier,
                waitRoles: ["progress bar"], click: "Cancel"))
        _ = try gtk.finish()
        let ourInput = Pipe()
        let run = try CurtainProcess(
            arguments, on: weston, environment: bus.environment,
            standardInput: ourInput.fileHandleForReading)
        let ours = try progressEssentials(
            try bus.probe(
                pid: run.process.processIdentifier,
                waitRoles: ["progress bar"], click: "Cancel"))
        _ = try run.finish()
        #expect(ours == theirs)
        #expect(ours.contains("value 0.3 of 0.0...1.0"), "\(ours)")
    }
}
