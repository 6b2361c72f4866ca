import CurtainTestSupport
import Foundation
import Testing

/// `--list` and `--progress` as a screen reader sees them on the real accessibility bus: a list is a table of
/// named cells whose Selection is the command's answer; a progress bar has a Value that follows stdin.
@Suite("accessibility of lists and progress through AT-SPI on weston", .serialized, .integrationTimeLimit, .blocking)
struct AccessibilityListTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture() }

    private func role(_ name: String) -> (AccessibleTree.Node) -> Bool { { $0["role"] as? String == name } }

    @Test func aListIsATableOfHeadersAndNamedCellsAndSelectingThroughATSPIIsWhatTheCommandPrints() throws {
        let run = try CurtainProcess(
            [
                "--list", "--title", "Fruit", "--text", "Pick one", "--column", "Name",
                "--column", "Colour", "Apple", "red", "Pear", "green", "Plum", "blue",
            ],
            on: weston, environment: bus.environment)
        // Child 5 is row 1's second cell (after two headers): the selection is its row.
        let probe = try bus.probe(pid: run.process.processIdentifier, waitRoles: ["table"], select: [5], click: "OK")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let frame = try #require(AccessibleTree.children(tree).first)
        #expect(frame["name"] as? String == "Fruit")
        let table = try #require(AccessibleTree.first(in: tree, where: role("table")))
        #expect(AccessibleTree.states(table).isSuperset(of: ["focusable", "focused", "manages-descendants", "showing"]))
        #expect(Set(table["interfaces"] as? [String] ?? []).contains("Selection"))
        #expect(table["selected"] as? [Int] == [], "zenity's list starts with nothing chosen")
        let children = AccessibleTree.children(table)
        #expect(
            children.map { $0["role"] as? String } == ["table column header", "table column header"]
                + Array(repeating: "table cell", count: 6))
        #expect(children.map { $0["name"] as? String } == ["Name", "Colour", "Apple", "red", "Pear", "green", "Plum", "blue"])
        for cell in children.dropFirst(2) {
            #expect(AccessibleTree.states(cell).isSuperset(of: ["selectable", "showing"]))
            let extents = try #require(cell["extents"] as? [Int])
            #expect(extents[2] > 0 && extents[3] > 0)
        }
        #expect(probe["selected"] as? [Bool] == [true])
        let after = try #require(probe["after_selection"] as? [String: Any])
        #expect(after["selected"] as? [Int] == [4], "the selected child is the row's first cell")
        let selectedNames = AccessibleTree.children(after).filter { AccessibleTree.states($0).contains("selected") }
            .compactMap { $0["name"] as? String }
        #expect(selectedNames == ["Pear", "green"])
        #expect(probe["clicked"] as? Bool == true)
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Pear\n")
    }

    @Test func aChecklistsIndicatorCellsAreCheckableAndToggleAndDeselectChangeWhatIsPrinted() throws {
        let run = try CurtainProcess(
            [
                "--list", "--checklist", "--column", "Pick", "--column", "Name",
                "TRUE", "x", "FALSE", "y", "TRUE", "z",
            ], on: weston, environment: bus.environment)
        // Children: 2 headers, then (indicator, name) per row. Toggle y's indicator (4), deselect z (child 6).
        let probe = try bus.probe(
            pid: run.process.processIdentifier, waitRoles: ["table"], deselect: [6],
            toggle: 4, click: "OK")
        let table = try #require(
            AccessibleTree.first(in: probe["tree"] as? [String: Any] ?? [:], where: role("table")),
            "\(probe)")
        #expect(AccessibleTree.states(table).contains("multiselectable"))
        #expect(table["selected"] as? [Int] == [2, 6])
        let indicators = AccessibleTree.children(table).enumerated().filter { $0.offset >= 2 && $0.offset % 2 == 0 }.map(
            \.element)
        #expect(indicators.map { $0["actions"] as? [String] } == Array(repeating: ["toggle"], count: 3))
        #expect(indicators.map { AccessibleTree.states($0).contains("checkable") } == [true, true, true])
        #expect(indicators.map { AccessibleTree.states($0).contains("checked") } == [true, false, true])
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "x|y\n")
    }

    @Test func aHundredThousandRowListCountsItsRowsAndMakesOnlyThoseRead() throws {
        let rows = (1...100_000).map { "\($0)\n" }.joined()
        let run = try CurtainProcess(
            ["--list", "--column", "N", "--hide-header"], on: weston,
            environment: bus.environment, input: rows)
        _ = try run.waitForWindow(input)
        let probe = try bus.probe(pid: run.process.processIdentifier, waitRoles: ["list"], select: [99_999], click: "OK")
        let list = try #require(probe["after_selection"] as? [String: Any], "\(probe)")
        #expect(list["role"] as? String == "list")
        #expect(list["child_count"] as? Int == 100_000)
        #expect(AccessibleTree.children(list).count == 12, "the probe reads only the first 12 of a managed list")
        #expect(AccessibleTree.children(list).first?["role"] as? String == "list item")
        #expect(list["selected"] as? [Int] == [99_999])
        let result = try run.finish()
        #expect(result.stdout == "100000\n", "\(result.stderr)")
    }

    @Test func aProgressBarHasAValueThatFollowsStdinWithValueChangedEvents() throws {
        let pipe = Pipe()
        let run = try CurtainProcess(
            ["--progress", "--title", "Copying", "--text", "Files", "--percentage", "30"],
            on: weston, environment: bus.environment, standardInput: pipe.fileHandleForReading)
        let session = try bus.serve(pid: run.process.processIdentifier, waitRoles: ["progress bar"])
        let tree = try #require(session.first["tree"] as? [String: Any])
        let frame = try #require(AccessibleTree.children(tree).first)
        #expect(frame["role"] as? String == "frame")
        #expect(frame["name"] as? String == "Copying")
        #expect(AccessibleTree.all(in: frame, where: role("label")).compactMap { $0["name"] as? String } == ["Files"])
        let bar = try #require(AccessibleTree.first(in: frame, where: role("progress bar")))
        let value = try #require(bar["value"] as? [String: Double])
        #expect(value == ["current": 0.3, "minimum": 0, "maximum": 1])
        #expect(!AccessibleTree.states(bar).contains("indeterminate"))
        let buttons = AccessibleTree.all(in: frame, where: role("push button"))
        #expect(buttons.compactMap { $0["name"] as? String } == ["Cancel", "OK"])
        #expect(buttons.map { AccessibleTree.states($0).contains("enabled") } == [true, false], "OK waits for 100 %")

        try pipe.fileHandleForWriting.write(contentsOf: Data("60\n".utf8))
        let changed = session.waitForEvent {
            $0["type"] as? String == "object:property-change:accessible-value" && $0["role"] as? String == "progress bar"
        }
        #expect(changed != nil, "no value-changed event: \(session.events)")
        let later = try #require(try session.send(["op": "tree"]) as? [String: Any])
        let moved = try #require(AccessibleTree.first(in: later, where: role("progress bar")))
        #expect((moved["value"] as? [String: Double])?["current"] == 0.6)
        // End of input enables OK, the one choice left.
        try pipe.fileHandleForWriting.close()
        let enabled = try waitUntil(timeout: .seconds(5)) {
            let now = try session.send(["op": "tree"]) as? [String: Any] ?? [:]
            return AccessibleTree.first(in: now) { $0["name"] as? String == "OK" }
                .map { AccessibleTree.states($0).contains("enabled") } ?? false
        }
        #expect(enabled)
        try session.send(["op": "click", "name": "OK"])
        session.close()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aPulsatingBarIsIndeterminateWithNoCurrentValue() throws {
        let pipe = Pipe()
        let run = try CurtainProcess(
            ["--progress", "--pulsate", "--text", "Waiting"], on: weston,
            environment: bus.environment, standardInput: pipe.fileHandleForReading)
        let probe = try bus.probe(pid: run.process.processIdentifier, waitRoles: ["progress bar"], click: "Cancel")
        let bar = try #require(
            AccessibleTree.first(in: probe["tree"] as? [String: Any] ?? [:], where: role("progress bar")),
            "\(probe)")
        #expect(AccessibleTree.states(bar).contains("indeterminate"))
        #expect((bar["value"] as? [String: Double])?["current"] == 0, "no current value reads as the minimum")
        try pipe.fileHandleForWriting.close()
        #expect(try run.finish().status == 1)
    }
}
