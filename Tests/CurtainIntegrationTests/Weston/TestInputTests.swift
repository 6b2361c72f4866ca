import CurtainTestSupport
import Foundation
import Testing
import Wayland

/// Real input through the harness's weston: a plain wl_shm window maps, weston lists it, a click and a key
/// injected with `curtain_test_input` reach it, and a screenshot shows it where weston said it is.
@MainActor @Suite(.integrationTimeLimit, .mainActorTurns) struct TestInputTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput
    let seat: TestSeat

    init() throws {
        weston = try WestonHarness()
        client = try TestClient(weston)
        input = try TestInput(client)
        seat = try TestSeat(client)
    }

    /// Maps a window and waits until weston lists it.
    private func mapWindow(color: RGBA, title: String) throws -> (ShmWindow, MappedView) {
        let window = try ShmWindow(client, width: 200, height: 120, color: color, title: title)
        try client.wait(for: "the first configure") { window.isMapped }
        let view = try input.waitForView { $0.title == title }
        return (window, view)
    }

    @Test(.holdsTheMainActor) func listsAMappedWindowWithItsSizeAndProcess() throws {
        let (window, view) = try mapWindow(color: .white, title: "listed")
        defer { withExtendedLifetime(window) {} }
        #expect(view.frame.width == 200 && view.frame.height == 120)
        #expect(view.pid == getpid())
        #expect(view.role == "xdg_toplevel")
        #expect(view.appID == "org.curtain.test.listed")
        #expect(weston.logErrors.isEmpty, "\(weston.log)")
    }

    @Test(.holdsTheMainActor) func clickReachesTheWindowUnderThePointer() throws {
        let (window, view) = try mapWindow(color: .white, title: "clicked")
        defer { withExtendedLifetime(window) {} }
        input.click(at: view.frame.center)
        try client.wait(for: "wl_pointer.button press and release") { seat.pointerButtons.count == 2 }
        #expect(seat.pointerButtons.map(\.button) == [0x110, 0x110])
        #expect(seat.pointerButtons.map(\.isPressed) == [true, false])
        let enter = try #require(seat.lastEnterPosition)
        #expect(enter.x == Double(window.width / 2) && enter.y == Double(window.height / 2))
    }

    @Test(.holdsTheMainActor) func keyReachesTheFocusedWindow() throws {
        let (window, _) = try mapWindow(color: .white, title: "typed")
        input.tap(.a, holding: [.leftShift])
        try withExtendedLifetime(window) {
            try client.wait(for: "wl_keyboard.key events") { seat.keys.count == 4 }
        }
        #expect(seat.keys.map(\.key) == [42, 30, 30, 42])
        #expect(seat.keys.map(\.isPressed) == [true, true, false, false])
    }

    @Test(.holdsTheMainActor) func screenshotShowsTheWindowWhereWestonListsIt() throws {
        let color = RGBA(red: 220, green: 30, blue: 40)
        let (window, view) = try mapWindow(color: color, title: "painted")
        try weston.waitForBackground()
        input.parkPointer(on: weston)
        try input.sync()
        let shot = try withExtendedLifetime(window) { try weston.screenshot() }
        #expect(shot.isUniform(view.frame, color: color), "\(shot.histogram(in: view.frame).prefix(4))")
        #expect(shot.boundingBox(of: color) == view.frame)
        // Elsewhere only the desktop, apart from the tip of the parked cursor in the bottom-right corner.
        let desktop = PixelRect(x: 0, y: 0, width: shot.width - 16, height: shot.height - 16)
        #expect(shot.boundingBox(notMatching: weston.configuration.background, in: desktop) == view.frame)
    }

    @Test(.holdsTheMainActor) func setKeymapSendsANewKeymapToKeyboards() throws {
        let (window, _) = try mapWindow(color: .white, title: "keymap")
        let before = seat.keymaps.count
        try input.setKeymap(layout: "de")
        try withExtendedLifetime(window) {
            try client.wait(for: "wl_keyboard.keymap") { seat.keymaps.count == before + 1 }
        }
        #expect(seat.keymaps.first?.contains("English (US)") == true)
        #expect(seat.keymaps.last?.contains("German") == true)
    }

    @Test(.holdsTheMainActor) func unknownKeymapIsAProtocolError() throws {
        let error = try #require(throws: (any Error).self) { try input.setKeymap(layout: "no-such-layout") }
        #expect("\(error)".contains("curtain_test_input"), "\(error)")
    }

    // A wait that never ended would hold the suite until its hang guard, which fails it.
    @Test(.holdsTheMainActor) func waitsEndAtTheirDeadline() throws {
        #expect(throws: TestInputError.self) {
            try client.wait(for: "nothing", timeout: .milliseconds(50)) { false }
        }
    }
}
