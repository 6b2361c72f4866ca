import CurtainTestProtocols
import CurtainTestSupport
import Glibc
import Testing
import Wayland
import Curtain

/// Issue 2: an ``Application`` binds the globals, a ``Window`` maps with its Cairo pixels where weston puts
/// it, redraws are paced by frame callbacks, HiDPI is crisp, errors are clear, and real input arrives.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct WindowIntegrationTests {
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 255)

    @Test func applicationListsAndBindsTheGlobals() async throws {
        let fixture = try WindowFixture()
        let connection = fixture.app.connection
        let names = Set(connection.registry.globals.map(\.interface))
        for name in ["wl_compositor", "wl_shm", "xdg_wm_base", "wl_seat", "wl_output", "wl_subcompositor", "wp_viewporter"] {
            #expect(names.contains(name), "\(name) missing from \(names.sorted())")
        }
        #expect(connection.wmBase.version == 3)
        #expect(connection.compositor.version >= 4)
        #expect(fixture.app.seats.count == 1)
        #expect(try await fixture.run { fixture.app.seats.first?.keyboard != nil && fixture.app.seats.first?.pointer != nil })
    }

    @Test func windowShowsItsViewsPixelsAtItsPlace() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "pixels", appID: "org.curtain.tests", size: Size(width: 300, height: 200))
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let square = View(frame: Rect(x: 10, y: 20, width: 40, height: 30))
        square.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.contentView.addSubview(square)
        let frame = try await fixture.show(window)
        #expect(frame.width == 300 && frame.height == 200, "\(frame)")
        #expect(window.size == Size(width: 300, height: 200))
        try fixture.weston.waitForBackground()
        let shot = try await fixture.screenshot(of: window)
        #expect(shot.boundingBox(of: red) == frame)
        #expect(shot.boundingBox(of: blue) == PixelRect(x: frame.x + 10, y: frame.y + 20, width: 40, height: 30))
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }

    @Test(.holdsTheMainActor) func redrawsArePacedByFrameCallbacks() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "paced", appID: "org.curtain.tests", size: Size(width: 200, height: 100))
        let blinker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.contentView.addSubview(blinker)
        _ = try await fixture.show(window)
        let surface = try #require(window.surface)
        var callbacks = 0
        var changes = 0
        let events = WindowEventTap(window)
        defer { withExtendedLifetime(events) {} }
        events.frame = { _ in callbacks += 1 }
        let framesBefore = surface.frameNumber
        // Change a view far more often than weston presents: frame callbacks must throttle the drawing.
        let spam = fixture.app.eventLoop.addTimer(after: .milliseconds(1), repeating: .milliseconds(2)) {
            changes += 1
            blinker.backgroundColor = changes % 2 == 0 ? .black : .white
        }
        // Blocking: the timer's ticks are counted, and another suite's window holding the main actor would
        // hold them back.
        try fixture.runBlocking(timeout: .milliseconds(500)) { false }
        spam.cancel()
        let frames = Int(surface.frameNumber - framesBefore)
        #expect(changes > 100)
        #expect(frames > 5 && frames <= callbacks + 1, "\(frames) frames for \(callbacks) callbacks")
    }

    @Test func scaleTwoOutputGetsCrispDoubleDensityPixels() async throws {
        let fixture = try WindowFixture(.init(width: 400, height: 300, scale: 2))
        let window = Window(
            application: fixture.app, title: "hidpi", appID: "org.curtain.tests", size: Size(width: 200, height: 100))
        let line = View(frame: Rect(x: 20, y: 50, width: 100, height: 1))
        line.backgroundColor = .black
        window.contentView.addSubview(line)
        let frame = try await fixture.show(window)
        #expect(window.scale == 2)
        #expect(window.surface?.buffers.width == 400 && window.surface?.buffers.height == 200)
        try fixture.weston.waitForBackground()
        let shot = try await fixture.screenshot(of: window)
        // Screenshot pixels are device pixels: the logical frame times two.
        let device = PixelRect(x: frame.x * 2, y: frame.y * 2, width: frame.width * 2, height: frame.height * 2)
        #expect(shot.boundingBox(of: .white, in: device) == device)
        let ink = try #require(shot.boundingBox(notMatching: .white, in: device))
        #expect(ink == PixelRect(x: device.x + 40, y: device.y + 100, width: 200, height: 2), "\(ink)")
        #expect(shot.isUniform(ink, color: .black), "a 1 px line is exactly 2 device px of solid black")
    }

    @Test func protocolErrorNamesInterfaceObjectAndCode() async throws {
        let fixture = try WindowFixture()
        // xdg_positioner.set_size with a zero size is the protocol error `invalid_input` (0).
        let positioner = fixture.app.connection.wmBase.createPositioner()
        positioner.setSize(width: 0, height: 0)
        let error = try await #require(throws: WaylandError.self) { try await fixture.run(for: .seconds(2)) }
        #expect(error == .protocolError(interface: "xdg_positioner", objectID: positioner.id, code: 0))
        #expect("\(error)".contains("xdg_positioner#\(positioner.id)"), "\(error)")
    }

    @Test func lostCompositorEndsRunWithConnectionLost() async throws {
        let fixture = try WindowFixture()
        fixture.weston.stop()
        let error = try await #require(throws: WaylandError.self) { try await fixture.run(for: .seconds(5)) }
        guard case .connectionLost = error else {
            Issue.record("expected connectionLost, got \(error)")
            return
        }
    }

    @Test func missingDisplayIsAClearError() throws {
        let error = try #require(throws: WaylandError.self) {
            _ = try Application(displayName: "/nonexistent/curtain-no-such-socket")
        }
        guard case .noDisplay(let tried) = error else {
            Issue.record("expected noDisplay, got \(error)")
            return
        }
        #expect(tried.contains("/nonexistent/curtain-no-such-socket"))
        #expect("\(error)".hasPrefix("no Wayland display"))
    }

    @Test func realClickAndKeyReachTheWindow() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "input", appID: "org.curtain.tests", size: Size(width: 200, height: 120))
        let recorder = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        window.contentView.addSubview(recorder)
        let frame = try await fixture.show(window)
        try await fixture.waitForKeyboardFocus(window)
        recorder.becomeFocused()

        try await fixture.click(at: Point(x: 30, y: 40), in: frame)
        #expect(
            recorder.pointerEvents.suffix(2) == [
                PointerEvent(kind: .press(.left), x: 30, y: 40),
                PointerEvent(kind: .release(.left), x: 30, y: 40),
            ], "\(recorder.pointerEvents)")
        #expect(fixture.app.latestInputSerial != nil)

        var serialDuringKey: UInt32?
        let interceptor = window.addKeyInterceptor { _ in
            serialDuringKey = fixture.app.currentInputEvent?.serial
            return false
        }
        try await fixture.tap(.a)
        #expect(recorder.keys.map(\.text) == ["a"])
        #expect(serialDuringKey != nil && fixture.app.currentInputEvent == nil)
        interceptor.remove()
    }

    @Test func keyInterceptorsSeeKeysFirstNewestFirst() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "intercept", appID: "org.curtain.tests", size: Size(width: 200, height: 120))
        let recorder = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        window.contentView.addSubview(recorder)
        _ = try await fixture.show(window)
        try await fixture.waitForKeyboardFocus(window)
        recorder.becomeFocused()
        var seen: [String] = []
        let outer = window.addKeyInterceptor {
            seen.append("outer \($0.text ?? "")"); return false
        }
        let inner = window.addKeyInterceptor {
            seen.append("inner \($0.text ?? "")"); return $0.text == "q"
        }
        try await fixture.tap(.q)
        try await fixture.tap(.a)
        #expect(seen == ["inner q", "inner a", "outer a"])
        #expect(recorder.keys.map(\.text) == ["a"])
        inner.remove()
        #expect(!inner.isInstalled && outer.isInstalled)
        try await fixture.tap(.q)
        #expect(recorder.keys.map(\.text) == ["a", "q"])
    }

    @Test func configuredSizeRelaysOutTheTreeAndCloseUnmaps() async throws {
        // kiosk-shell makes every toplevel fill the output, whatever size it asked for.
        let fixture = try WindowFixture(.init(width: 400, height: 300, shell: .kiosk))
        let window = Window(
            application: fixture.app, title: "kiosk", appID: "org.curtain.tests", size: Size(width: 200, height: 100))
        var resizes: [Size] = []
        let events = WindowEventTap(window)
        defer { withExtendedLifetime(events) {} }
        events.resize = { resizes.append($0) }
        let frame = try await fixture.show(window)
        #expect(frame == PixelRect(x: 0, y: 0, width: 400, height: 300))
        #expect(window.size == Size(width: 400, height: 300))
        #expect(window.contentView.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(window.windowGeometry == SurfaceRect(width: 400, height: 300))
        #expect(resizes.last == Size(width: 400, height: 300))
        #expect(fixture.app.windows.count == 1)
        window.close()
        #expect(!window.isVisible && fixture.app.windows.isEmpty)
        try await fixture.sync()
        var listed: [String?] = []
        var isDone = false
        let list = fixture.input.listViews()
        list.onEvent = { event in
            switch event {
            case .view(_, _, _, _, _, let role, let title, _): if role == "xdg_toplevel" { listed.append(title) }
            case .done: isDone = true
            }
        }
        // A timed-out listing would leave `listed` empty too: require that weston finished it.
        try #require(try await fixture.run { isDone }, "weston did not finish listing its views")
        #expect(listed.isEmpty, "closed windows are unmapped: \(listed)")
    }
}
