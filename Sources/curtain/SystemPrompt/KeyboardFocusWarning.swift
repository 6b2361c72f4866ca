import Curtain

/// Tells the user when a system prompt does not have the keyboard, as gnome-ssh-askpass does when it cannot grab
/// it: what they type may then go to another program, a password included.
///
/// The prompt is watched from its first frame on. The keyboard has a moment to arrive (``grace``): compositors
/// focus a new window or an exclusive overlay as it maps, some a little after its first frame. If it has not
/// arrived by then, or leaves later and does not come back within the same moment, ``onChange`` shows the
/// warning; it hides again as soon as the keyboard is back. Where no Wayland protocol lets a client hold the
/// keyboard (a window on mutter or weston), and where another client maps an exclusive overlay of its own (sway,
/// KWin), this is the one sign the user gets.
@MainActor final class KeyboardFocusWarning: WindowObserver {
    /// What the prompt says while it does not have the keyboard.
    static var text: String { localized("This prompt does not have the keyboard: what you type may go to another program.") }

    /// How long the keyboard has to arrive, after the first frame or after it left, before the warning shows.
    static let grace = Duration.milliseconds(500)

    /// Whether the warning shows.
    private(set) var isShown = false
    private let window: Window
    private let onChange: (Bool) -> Void
    private var check: LoopToken?
    private var isWatching = false

    /// Watches `window` from its next frame; `onChange(true)` shows the warning, `onChange(false)` hides it.
    init(window: Window, onChange: @escaping (Bool) -> Void) {
        self.window = window
        self.onChange = onChange
        window.addObserver(self)
    }

    func windowWillDrawFrame(_ window: Window, at time: FrameTime) {
        beginWatching()
    }

    func windowDidBecomeKey(_ window: Window) {
        keyWindowDidChange(true)
    }

    func windowDidResignKey(_ window: Window) {
        keyWindowDidChange(false)
    }

    isolated deinit {
        check?.cancel()
    }

    /// The first frame is on screen: the keyboard has ``grace`` to arrive.
    private func beginWatching() {
        guard !isWatching else { return }
        isWatching = true
        scheduleCheck()
    }

    private func keyWindowDidChange(_ isKey: Bool) {
        guard isWatching else { return }
        if isKey {
            check?.cancel()
            check = nil
            show(false)
        } else {
            scheduleCheck()
        }
    }

    private func scheduleCheck() {
        check?.cancel()
        check = window.application.addTimer(after: Self.grace) { [weak self] in
            guard let self else { return }
            check = nil
            show(!window.isKeyWindow)
        }
    }

    private func show(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        onChange(shown)
    }
}
