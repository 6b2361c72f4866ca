import CurtainTestSupport
import Foundation
import Testing

/// `--scale`, `--calendar` and `--color-selection` as a screen reader sees them, through the real accessibility bus
/// and pyatspi: a slider with Value on its range, a calendar as a table of day cells, a palette as a table of named
/// colour cells.
@Suite("scale, calendar and colour chooser through AT-SPI on weston", .serialized, .integrationTimeLimit, .blocking)
struct PickerAccessibilityTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture(isEnabled: false) }

    @Test func theScaleIsASliderWithValueOnItsRange() throws {
        try bus.setEnabled(true)
        let run = try CurtainProcess(
            ["--scale", "--text", "Volume", "--value", "40", "--min-value", "-10", "--max-value", "90"], on: weston,
            environment: bus.environment)
        _ = try run.waitForWindow(input)
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "Cancel")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let slider = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "slider" }, "\(tree)")
        #expect(slider["name"] as? String == "Volume")
        let value = try #require(slider["value"] as? [String: Any])
        #expect(value["current"] as? Double == 40 && value["minimum"] as? Double == -10 && value["maximum"] as? Double == 90)
        #expect(Set(slider["interfaces"] as? [String] ?? []).contains("Value"))
        #expect(AccessibleTree.states(slider).isSuperset(of: ["focusable", "focused", "showing"]))
        let result = try run.finish()
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result.stderr)")
    }

    @Test func theCalendarIsATableOfDayCells() throws {
        try bus.setEnabled(true)
        let run = try CurtainProcess(
            ["--calendar", "--day", "24", "--month", "12", "--year", "2026"], on: weston, environment: bus.environment)
        _ = try run.waitForWindow(input)
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "Cancel")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let table = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "table" }, "\(tree)")
        #expect(table["name"] as? String == "December 2026")
        #expect(table["child_count"] as? Int == 49, "seven weekday headers, then six weeks")
        #expect(AccessibleTree.states(table).contains("manages-descendants"), "cells are made as a tool asks")
        // The probe reads the first dozen children of a view that manages its descendants.
        let cells = table["children"] as? [[String: Any]] ?? []
        #expect(
            cells.map { $0["name"] as? String ?? "" } == [
                "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "29", "30", "1", "2", "3",
            ])
        #expect(cells.first?["role"] as? String == "table column header" && cells.last?["role"] as? String == "table cell")
        #expect(cells.allSatisfy { !AccessibleTree.states($0).contains("selected") }, "24 December is further on")
        let result = try run.finish()
        #expect(result.status == 1, "\(result.stderr)")
    }

    @Test func thePaletteIsATableOfNamedColourCells() throws {
        try bus.setEnabled(true)
        let run = try CurtainProcess(["--color-selection", "--color=#3584e4"], on: weston, environment: bus.environment)
        _ = try run.waitForWindow(input)
        let probe = try bus.probe(pid: run.process.processIdentifier, click: "Cancel")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let table = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "table" }, "\(tree)")
        #expect(table["child_count"] as? Int == 46, "45 swatches and the + button")
        #expect(AccessibleTree.states(table).isSuperset(of: ["focused", "manages-descendants"]))
        // The probe reads the first dozen: the first row (the lightest of each column), then the second's start.
        let cells = table["children"] as? [[String: Any]] ?? []
        #expect(
            cells.map { $0["name"] as? String ?? "" } == [
                "Very Light Blue", "Very Light Green", "Very Light Yellow", "Very Light Orange", "Very Light Red",
                "Very Light Purple", "Very Light Brown", "White", "Dark Gray 1", "Light Blue", "Light Green", "Light Yellow",
            ])
        #expect(cells.allSatisfy { $0["role"] as? String == "table cell" })
        #expect(cells.allSatisfy { !AccessibleTree.states($0).contains("selected") }, "Blue, the chosen, is further on")
        let result = try run.finish()
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result.stderr)")
    }
}
