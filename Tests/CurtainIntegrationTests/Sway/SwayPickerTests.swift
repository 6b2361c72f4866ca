import CurtainTestSupport
import Foundation
import Testing

/// `--scale`, `--calendar` and `--color-selection` on sway with keys through sway's seat (`zwp_virtual_keyboard_v1`):
/// the dialog floats at its own size, takes the focus, and answers the keys as on weston.
@Suite("The scale, calendar and colour dialogs on sway", .serialized, .integrationTimeLimit, .blocking)
struct SwayPickerTests {
    @Test func theScaleTakesArrowsAndReturn() throws {
        let result = try answer(["--scale", "--value", "10", "--step", "5"]) { sway in
            sway.tap(.right, holding: [])
            sway.tap(.right, holding: [])
            sway.tap(.up, holding: [])
            sway.tap(.enter, holding: [])
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "15\n")
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

    @Test func thePaletteTakesArrowsSpaceAndReturn() throws {
        let result = try answer(["--color-selection", "--show-palette"]) { sway in
            sway.tap(.down, holding: [])
            sway.tap(.right, holding: [])
            sway.tap(.space, holding: [])
            sway.tap(.enter, holding: [])
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "rgb(87,227,137)\n", "Light Green, as zenity prints for the same keys on weston")
    }

    /// Starts `curtain arguments…` on a fresh sway, waits until sway has its window and has focused it (`swaymsg`
    /// fails while no window matches), then lets `keys` type.
    private func answer(_ arguments: [String], keys: (SwayHarness) throws -> Void) throws -> CurtainProcess.Result {
        let sway = try SwayHarness()
        let run = try CurtainProcess(arguments, on: sway)
        var lastError: (any Error)?
        let focused = waitUntil(timeout: .seconds(10), interval: .milliseconds(10)) {
            do {
                try sway.command("[app_id=\"org.curtain.Curtain\"] focus")
                return true
            } catch {
                lastError = error
                return !run.process.isRunning
            }
        }
        #expect(focused && run.process.isRunning, "sway never showed the dialog: \(String(describing: lastError))")
        try keys(sway)
        return try run.finish()
    }
}
