import CurtainTestProtocols
import CurtainTestSupport
import Glibc
import Testing
import Wayland
import Curtain

/// One weston, one ``Application`` on it, and the harness's input-injection global bound on the
/// application's own connection, so a single event loop drives both the window and the input.
///
/// Every wait runs the application's loop until a condition holds or a deadline passes; nothing sleeps.
@MainActor final class WindowFixture: ApplicationFixture {
    // Declared in teardown order: the application's proxies go before weston stops.
    let input: CurtainTestInput
    let app: Application
    let weston: WestonHarness

    /// Starts weston and connects; `versionLimits` binds globals below what weston offers
    /// (``Registry/versionLimits``), to test the paths of older compositors.
    init(
        _ configuration: WestonHarness.Configuration = .init(width: 640, height: 480),
        versionLimits: [String: UInt32] = [:]
    ) throws {
        weston = try WestonHarness(configuration)
        app = try Application(displayName: weston.socketPath, versionLimits: versionLimits)
        let global = try #require(app.connection.registry.globals(named: CurtainTestInput.interface.name).first)
        input = app.connection.registry.bind(CurtainTestInput.self, global: global)
    }

    isolated deinit {
        for window in app.windows { window.close() }
    }

    /// Waits for weston's next repaint: every request sent before has been handled and its events sent.
    func sync() async throws {
        var isDone = false
        let callback = input.sync()
        callback.onEvent = { _ in isDone = true }
        #expect(try await run { isDone }, "curtain_test_input.sync did not complete")
    }

    /// Waits until `window` has drawn everything it was asked to and the compositor has shown that frame.
    ///
    /// The deadline is counted in weston's repaints that this loop has seen (``run(repaints:until:)``), not in
    /// seconds: a window settles within a few, and with both cores busy its 15 s wall-clock deadline ran out
    /// while the loop waited for the main actor.
    func settle(_ window: Window) async throws {
        let settled = try await run(repaints: Self.settleRepaints) { window.isSettled }
        #expect(settled, "the window did not settle within \(Self.settleRepaints) of weston's repaints")
        try await sync()
    }

    /// weston's repaints a window may take to settle: it needs a configure, a frame and that frame's callback,
    /// three or four repaints; more than this many means it never will.
    static let settleRepaints = 100

    /// Runs the application until `condition` holds or weston has repainted `repaints` times, each repaint seen
    /// by this loop; returns whether it held.
    ///
    /// A deadline in the compositor's progress as the client sees it: every counted repaint was also a turn of
    /// this loop, in which the window could answer what weston sent. A loaded machine slows the repaints, the
    /// turns and the window alike, so only a window that stopped making progress reaches it. The wall-clock
    /// bound is the test's hang guard (`.integrationTimeLimit`), which cancels the wait.
    func run(repaints limit: Int, until condition: () -> Bool) async throws -> Bool {
        var seen = 0
        var isCounting = true
        var callbacks: [AnyObject] = []
        // One `curtain_test_input.sync` at a time: the next is asked only once this loop has seen the last.
        func askForRepaint() {
            let callback = input.sync()
            callback.onEvent = { _ in
                guard isCounting else { return }
                seen += 1
                askForRepaint()
            }
            callbacks.append(callback)
        }
        askForRepaint()
        defer { isCounting = false }
        try await run(timeout: .seconds(24 * 3600)) { condition() || seen >= limit }
        return condition()
    }

    /// Shows `window`, waits for it to map and returns where weston placed it (global logical pixels).
    func show(_ window: Window) async throws -> PixelRect {
        window.show()
        try await settle(window)
        return try await frame(of: window)
    }

    /// A window of `size` titled `title`, shown and settled.
    func showWindow(_ title: String, size: Size) async throws -> Window {
        let window = Window(application: app, title: title, appID: "org.curtain.tests", size: size)
        _ = try await show(window)
        return window
    }

    /// Where weston shows `window` now (global logical pixels), asked from the compositor.
    func frame(of window: Window) async throws -> PixelRect {
        var frame: PixelRect?
        var isDone = false
        let list = input.listViews()
        list.onEvent = { event in
            switch event {
            case .view(let x, let y, let width, let height, let pid, let role, let title, _):
                if pid == getpid(), role == "xdg_toplevel", title == window.title {
                    frame = PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
                }
            case .done:
                isDone = true
            }
        }
        try await run { isDone }
        return try #require(frame, "weston does not list the window '\(window.title)'")
    }

    /// A screenshot once the window has settled, with the pointer parked out of the way.
    func screenshot(of window: Window, parkingPointer: Bool = true) async throws -> Screenshot {
        if parkingPointer {
            input.movePointer(x: Double(weston.configuration.width - 1), y: Double(weston.configuration.height - 1))
        }
        try await settle(window)
        return try weston.screenshot()
    }

    /// Moves the pointer to a point in the window, given its frame on screen.
    func movePointer(to point: Point, in frame: PixelRect) async throws {
        input.movePointer(x: Double(frame.x) + point.x, y: Double(frame.y) + point.y)
        try await sync()
    }

    func press(_ button: PointerButton = .left) async throws {
        input.pointerButton(button.rawValue, state: .pressed)
        try await sync()
    }

    func release(_ button: PointerButton = .left) async throws {
        input.pointerButton(button.rawValue, state: .released)
        try await sync()
    }

    /// Moves the pointer to `point` of the window at `frame`, presses and releases `button` there, waiting for
    /// weston after each.
    func click(at point: Point, in frame: PixelRect, _ button: PointerButton = .left) async throws {
        try await movePointer(to: point, in: frame)
        try await press(button)
        try await release(button)
    }

    /// Presses and releases a key (evdev code), holding `modifiers` around it, then waits for the events.
    func tap(_ key: EvdevKey, holding modifiers: [EvdevKey] = []) async throws {
        for modifier in modifiers { input.key(modifier.rawValue, state: .pressed) }
        input.key(key.rawValue, state: .pressed)
        input.key(key.rawValue, state: .released)
        for modifier in modifiers.reversed() { input.key(modifier.rawValue, state: .released) }
        try await sync()
    }

    /// Replaces the seat's keymap and waits until the application's keyboard has it.
    func setKeymap(layout: String, variant: String? = nil) async throws {
        input.setKeymap(rules: nil, model: nil, layout: layout, variant: variant, options: nil)
        try await sync()
        try await sync()
    }

    /// Waits until `window` has keyboard focus (desktop-shell focuses new windows).
    func waitForKeyboardFocus(_ window: Window) async throws {
        #expect(try await run { window.hasKeyboardFocus }, "the window never got keyboard focus")
    }
}

/// Pixels of a region of a screenshot, to compare two renderings.
func crop(_ shot: Screenshot, _ region: PixelRect) -> [RGBA] {
    var pixels: [RGBA] = []
    for y in region.y..<region.maxY {
        for x in region.x..<region.maxX { pixels.append(shot.pixel(x: x, y: y)) }
    }
    return pixels
}

/// The rectangle of `view` on screen, given the window's frame (scale 1).
@MainActor func screenRect(of view: View, in frame: PixelRect) -> PixelRect {
    let rect = view.convert(view.bounds, to: nil)
    return PixelRect(x: frame.x + Int(rect.minX), y: frame.y + Int(rect.minY), width: Int(rect.width), height: Int(rect.height))
}

/// A view that records the pointer events and keys it receives.
final class RecordingView: View {
    var pointerEvents: [PointerEvent] = []
    var keys: [KeyEvent] = []

    override var canBecomeFocused: Bool { true }

    override func handlePointer(_ event: PointerEvent) -> Bool {
        pointerEvents.append(event)
        return true
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return true
    }
}
