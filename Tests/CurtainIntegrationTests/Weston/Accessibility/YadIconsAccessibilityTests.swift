import CurtainTestSupport
import Foundation
import Testing

/// `curtain yad --icons` as a screen reader sees it, through the real accessibility bus and pyatspi: a list of items
/// named by their labels, each described by its `Comment`, with the dialog's buttons after it.
@Suite("yad --icons through AT-SPI on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadIconsAccessibilityTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture(isEnabled: false) }

    @Test func theIconsAreAListOfNamedItems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-icons-atspi-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[Desktop Entry]\nName=Viewer\nComment=Look at pictures\nIcon=image-x-generic\nExec=true\n".write(
            toFile: folder + "/a.desktop", atomically: true, encoding: .utf8)
        try "[Desktop Entry]\nName=Editor\nIcon=accessories-text-editor\nExec=true\n".write(
            toFile: folder + "/b.desktop", atomically: true, encoding: .utf8)
        try bus.setEnabled(true)
        let run = try CurtainProcess(
            ["yad", "--icons", "--read-dir=" + folder, "--text=Pick an app"], on: weston, environment: bus.environment)
        _ = try run.waitForWindow(input)
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "Cancel")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let list = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "list" }, "\(tree)")
        #expect(list["name"] as? String == "Pick an app")
        #expect(AccessibleTree.states(list).isSuperset(of: ["focusable", "focused"]), "\(list)")
        let items = AccessibleTree.children(list)
        #expect(items.map { $0["name"] as? String ?? "" } == ["Viewer", "Editor"])
        #expect(items.allSatisfy { $0["role"] as? String == "list item" })
        #expect(items.first?["description"] as? String == "Look at pictures")
        let result = try run.finish()
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result.stderr)")
    }
}
