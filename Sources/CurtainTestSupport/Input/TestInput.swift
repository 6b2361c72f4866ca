import Curtain
import CurtainTestProtocols
import Wayland

/// Drives the harness's test seat through `curtain_test_input`: pointer, buttons, keys, keymaps, and asks weston
/// which views it shows.
///
/// ```swift
/// let input = try TestInput(client)
/// let window = try input.waitForView { $0.title == "probe" }
/// input.click(at: window.frame.center)
/// input.tap(.enter)
/// try input.sync()
/// ```
/// Input requests are queued and sent on the next flush or wait; a window sees them when its client dispatches.
/// Pointer focus follows the view list weston rebuilds at repaint: after mapping a window, `sync()` (or
/// `waitForView`) before pointing at it.
/// `Sendable`, and usable from any thread: each call runs on the main actor, where the client's proxies live
/// (``onMainActor(_:)``), so `.blocking` suites and `@MainActor` window tests drive it alike, and a wait for a view
/// holds the main actor only for each look, never for the whole wait.
public final class TestInput: Sendable {
    public let client: TestClient
    public let proxy: CurtainTestInput

    /// Binds `curtain_test_input` on the client's connection.
    ///
    /// - Throws: `TestInputError.missingGlobal` when weston runs without the project's module.
    /// Connects a client of its own to `weston` and binds the test protocol on it.
    public convenience init(_ weston: WestonHarness) throws {
        let path = weston.socketPath
        try self.init(onMainActor { try TestClient(display: Display.connect(name: path)) })
    }

    public init(_ client: TestClient) throws {
        self.client = client
        proxy = try onMainActor { try client.bind(CurtainTestInput.self) }
    }

    // MARK: - Pointer

    /// Moves the pointer to global logical coordinates.
    public func movePointer(x: Double, y: Double) {
        onMainActor { proxy.movePointer(x: x, y: y) }
    }

    public func press(_ button: PointerButton = .left) {
        onMainActor { proxy.pointerButton(button.rawValue, state: .pressed) }
    }

    public func release(_ button: PointerButton = .left) {
        onMainActor { proxy.pointerButton(button.rawValue, state: .released) }
    }

    /// Moves to `point`, then presses and releases `button` there.
    public func click(_ button: PointerButton = .left, at point: (x: Int, y: Int)) {
        movePointer(x: Double(point.x), y: Double(point.y))
        press(button)
        release(button)
    }

    /// Moves the pointer to the output's bottom-right corner, where its cursor hides almost entirely, so it stays
    /// out of screenshots.
    public func parkPointer(on weston: WestonHarness) {
        movePointer(x: Double(weston.configuration.width - 1), y: Double(weston.configuration.height - 1))
    }

    // MARK: - Keyboard

    public func press(_ key: EvdevKey) {
        onMainActor { proxy.key(key.rawValue, state: .pressed) }
    }

    public func release(_ key: EvdevKey) {
        onMainActor { proxy.key(key.rawValue, state: .released) }
    }

    /// Presses and releases `key`, holding `modifiers` (e.g. `[.leftShift]`) around it.
    public func tap(_ key: EvdevKey, holding modifiers: [EvdevKey] = []) {
        modifiers.forEach(press)
        press(key)
        release(key)
        modifiers.reversed().forEach(release)
    }

    /// Replaces the seat's keymap by RMLVO names, then waits until weston has sent it to keyboards.
    ///
    /// Clients get `wl_keyboard.keymap` for it; if keys are held, weston switches once all are released.
    /// - Throws: the connection's protocol error (`invalid_keymap`) when xkbcommon cannot compile the names.
    public func setKeymap(
        layout: String, variant: String? = nil, model: String? = nil, options: String? = nil,
        rules: String? = nil
    ) throws {
        try onMainActor {
            proxy.setKeymap(rules: rules, model: model, layout: layout, variant: variant, options: options)
            try client.roundtrip()
        }
    }

    // MARK: - Compositor state

    /// Waits for weston's next repaint: then its view list, pointer picking and frame callbacks reflect every
    /// request sent before.
    public func sync(timeout: Duration? = nil) throws {
        try onMainActor {
            var isDone = false
            let callback = proxy.sync()
            callback.onEvent = { _ in isDone = true }
            try client.wait(for: "curtain_test_input.sync", timeout: timeout) { isDone }
        }
    }

    /// The views weston shows after its next repaint, topmost first (the cursor and shell surfaces included).
    public func views(timeout: Duration? = nil) throws -> [MappedView] {
        try onMainActor { try listViews(timeout: timeout) }
    }

    /// One `list_views` round, on the main actor.
    @MainActor
    private func listViews(timeout: Duration?) throws -> [MappedView] {
        var views: [MappedView] = []
        var isDone = false
        let list = proxy.listViews()
        list.onEvent = { event in
            switch event {
            case .view(let x, let y, let width, let height, let pid, let role, let title, let appId):
                views.append(
                    MappedView(
                        frame: PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height)),
                        pid: pid, role: role, title: title, appID: appId))
            case .done:
                isDone = true
            }
        }
        try client.wait(for: "curtain_test_input.list_views", timeout: timeout) { isDone }
        return views
    }

    /// Lists views until one matches, e.g. `{ $0.title == "probe" }`.
    ///
    /// - Throws: `TestInputError.timedOut` naming the views seen last.
    public func waitForView(timeout: Duration? = nil, where matches: (MappedView) -> Bool) throws -> MappedView {
        let timeout = timeout ?? onMainActor { client.timeout }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var seen: [MappedView] = []
        repeat {
            seen = try views(timeout: timeout)
            if let view = seen.first(where: matches) { return view }
        } while clock.now < deadline
        throw TestInputError.timedOut(waitingFor: "a matching view among \(seen)", after: timeout)
    }
}
