import CurtainTestSupport
import Foundation
import Testing

/// `--scale`, `--calendar` and `--color-selection` on sway with keys through sway's seat (`zwp_virtual_keyboard_v1`):
/// the dialog floats at its own size, takes the focus, and answers the keys as zenity 3.44 does there, run beside it
/// with the same keys.
@Suite("The scale, calendar and colour dialogs on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwayPickerTests {
    @Test func theScaleTakesArrowsAndReturnAsZenitysDoes() throws {
        try expectSameAsZenity(["--scale", "--value", "10", "--step", "5"]) { sway in
            sway.tap(.right, holding: [])
            sway.tap(.right, holding: [])
            sway.tap(.up, holding: [])
            sway.tap(.enter, holding: [])
        }
    }

    @Test func theCalendarTakesTheCursorSpaceAndReturn() throws {
        let result = try answer(["calendar", "--day", "28", "--month", "2", "--year", "2024", "--date-format", "%F"]) {
            sway in
            sway.tap(.right, holding: [])
            sway.tap(.space, holding: [])
            sway.tap(.enter, holding: [])
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "2024-02-29\n")
    }

    @Test func thePaletteTakesArrowsSpaceAndReturnAsZenitysDoes() throws {
        try expectSameAsZenity(["--color-selection", "--show-palette"]) { sway in
            sway.tap(.down, holding: [])
            sway.tap(.right, holding: [])
            sway.tap(.space, holding: [])
            sway.tap(.enter, holding: [])
        }
    }

    /// Runs `arguments` by zenity 3.44 and by curtain, each on a fresh sway with the same keys, and expects curtain
    /// to print what zenity printed and to exit as it did.
    private func expectSameAsZenity(
        _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation, keys: (SwayHarness) throws -> Void
    ) throws {
        let expected = try answer(arguments, zenity: true, keys: keys)
        let actual = try answer(arguments, keys: keys)
        #expect(
            actual.stdout == expected.stdout, "zenity printed \(expected.stdout.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            actual.status == expected.status, "zenity exited \(expected.status); curtain's stderr: \(actual.stderr)",
            sourceLocation: sourceLocation)
    }

    /// Starts `curtain arguments…` (or zenity's) on a fresh sway, waits until sway has mapped its window and
    /// focused it (`get_tree`), then lets `keys` type. sway's keyboard is plugged in before the program starts, so
    /// GTK sees it.
    private func answer(
        _ arguments: [String], zenity: Bool = false, keys: (SwayHarness) throws -> Void
    ) throws -> CurtainProcess.Result {
        let sway = try SwayHarness()
        let run = try CurtainProcess(
            arguments, executable: zenity ? CommandFixture.zenityPath() : nil, on: sway,
            environment: ["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1"])
        try sway.waitForWindow(of: run.process.processIdentifier)
        try keys(sway)
        return try run.finish()
    }
}
