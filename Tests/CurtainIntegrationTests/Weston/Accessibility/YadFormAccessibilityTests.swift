import CurtainTestSupport
import Foundation
import Testing

/// yad's form fields that are sliders and buttons as a screen reader sees them, through the real accessibility bus
/// and pyatspi: `SCL` a slider named by its label with its value, `CLR`, `FL` and `FBTN` push buttons named by what
/// they show (the colour, the file's name, the label).
@Suite("yad --form's slider and button fields through AT-SPI on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadFormAccessibilityTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture() }

    @Test func theNewFieldsAreASliderAndPushButtons() throws {
        let run = try CurtainProcess(
            [
                "yad", "--form", "--field=Volume:SCL", "--field=Tint:CLR", "--field=File:FL", "--field=_Run:FBTN", "40",
                "#ff8000", "/etc/hostname", "true",
            ], on: weston, environment: bus.environment)
        _ = try run.waitForWindow(input)
        let probe = try bus.probe(pid: run.process.processIdentifier, waitRoles: ["slider"], click: "Cancel")
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let slider = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "slider" }, "\(tree)")
        #expect(slider["name"] as? String == "Volume")
        let value = try #require(slider["value"] as? [String: Any])
        #expect(value["current"] as? Double == 40 && value["minimum"] as? Double == 0 && value["maximum"] as? Double == 100)
        let buttons = AccessibleTree.all(in: tree) { $0["role"] as? String == "push button" }.compactMap { $0["name"] as? String }
        #expect(Set(buttons).isSuperset(of: ["#ff8000", "hostname", "Run", "Cancel", "OK"]), "\(buttons)")
        let result = try run.finish()
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result.stderr)")
    }
}
