/// A headless compositor that a test started itself on a private socket: weston, sway, mutter or KWin.
///
/// Tests that must hold on every desktop family take a harness through this protocol, so one test body runs on
/// each compositor:
/// ```swift
/// for family in CompositorFamily.allCases {
///     let compositor = try family.start()
///     let app = try Application(displayName: compositor.socketPath)
///     ...
/// }
/// ```
/// Each harness cleans up after itself in `stop()` and in `deinit`, and its compositor dies with the test process
/// (`PR_SET_PDEATHSIG`), so a crashed test leaves nothing running.
public protocol CompositorHarness: AnyObject {
    /// The family, for messages and for docs/compositors.md's table.
    var family: CompositorFamily { get }
    /// The absolute socket path, for `Display.connect(name:)` and `Application(displayName:)`.
    var socketPath: String { get }
    /// The variables a child client (the `curtain` command) needs to find this compositor.
    var clientEnvironment: [String: String] { get }
    /// The compositor's process id, for tests that kill it.
    var pid: Int32 { get }
    /// Whether the compositor is still running, by the kernel's account: ``stop()`` returns once it has exited,
    /// which Foundation's `Process.isRunning` may report only later, when its own thread has reaped the child.
    var isRunning: Bool { get }
    /// The compositor's log so far, for failure messages.
    var log: String { get }
    /// Stops the compositor and removes its directory. Safe to call more than once.
    func stop()
}

/// Keys travelling through the compositor as a real keyboard's would: the compositor picks the focused surface,
/// sends `wl_keyboard.enter`, the keymap, modifiers and the key with a serial of its own.
public protocol CompositorKeyboard: AnyObject {
    /// Presses and releases `key`, holding `modifiers` around it.
    func tap(_ key: EvdevKey, holding modifiers: [EvdevKey])
}

/// The four compositor families users run, each started headless by its harness.
public enum CompositorFamily: String, CaseIterable, Sendable, CustomStringConvertible {
    case weston, sway, mutter, kwin

    public var description: String { rawValue }
}

extension WestonHarness: CompositorHarness {
    public var family: CompositorFamily { .weston }
}

extension SwayHarness: CompositorHarness {
    public var family: CompositorFamily { .sway }
}

extension MutterHarness: CompositorHarness {
    public var family: CompositorFamily { .mutter }
}

extension KWinHarness: CompositorHarness {
    public var family: CompositorFamily { .kwin }
}
