import CurtainTestSupport
import Foundation
import Testing

/// The harness itself: weston starts on a private socket, screenshots show its output, it stops cleanly.
@Suite(.integrationTimeLimit, .blocking) struct WestonHarnessTests {
    @Test func startsAcceptsClientsAndStops() throws {
        let weston = try WestonHarness()
        #expect(weston.isRunning)
        #expect(FileManager.default.fileExists(atPath: weston.socketPath))
        #expect(weston.environment["WAYLAND_DISPLAY"] == weston.socketName)
        #expect(weston.environment["XDG_RUNTIME_DIR"] == weston.runtimeDirectory)

        weston.stop()
        #expect(!weston.isRunning)
        #expect(!FileManager.default.fileExists(atPath: weston.runtimeDirectory))
        #expect(weston.log.contains("curtain-test-input: seat"))
        #expect(weston.logErrors.isEmpty, "\(weston.log)")
    }

    @Test func screenshotShowsTheConfiguredBackground() throws {
        let background = RGBA(red: 0x20, green: 0x40, blue: 0x60)
        let weston = try WestonHarness(.init(width: 320, height: 240, background: background))
        // The desktop shell's helper client draws the background a few frames after start-up.
        try weston.waitForBackground()
        let shot = try weston.screenshot()
        #expect(shot.width == 320 && shot.height == 240)
        // weston starts the pointer at 100,100; its cursor is the only thing on the desktop.
        let cursor = try #require(shot.boundingBox(notMatching: background))
        #expect(cursor.intersection(PixelRect(x: 90, y: 90, width: 40, height: 40)) == cursor, "\(cursor)")
        #expect(shot.isUniform(PixelRect(x: 0, y: 0, width: 320, height: 90), color: background))
    }

    @Test func outputScaleMultipliesTheLogicalSize() throws {
        let weston = try WestonHarness(.init(width: 200, height: 100, scale: 2))
        let shot = try weston.screenshot()
        #expect(shot.width == 400 && shot.height == 200, "\(shot)")
    }

    @Test func missingWestonFailsNamingThePackage() {
        let error = WestonHarnessError.notInstalled(program: "weston", debianPackages: ["weston"])
        #expect(error.description.contains("apt-get install weston"))
    }
}
