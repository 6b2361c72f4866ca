import CurtainShell
import Glibc
import Wayland

/// One seat's keyboard: turns `wl_keyboard` events into ``KeyEvent``s, with compose and key repeat.
///
/// Events arrive in this order for a focused surface: `keymap` (first, and again whenever the layout set
/// changes), `repeat_info`, then `enter` with the keys already held, then `modifiers`, then any number of
/// `key` and `modifiers`, and finally `leave`. Keys held at `enter` are not replayed as presses, as the
/// protocol advises. The compositor's `modifiers` masks are authoritative; the keyboard never infers
/// modifiers from key presses.
///
/// Focus changes and keys go to the ``delegate`` (a ``KeyboardDelegate``), each with the surface it concerns.
///
/// The serial of the latest event is kept in ``serial``; clipboard and popup grabs need it.
@MainActor public final class Keyboard {
    /// The `wl_keyboard` this object owns; released when the keyboard is dropped.
    public let proxy: WlKeyboard
    /// The serial of the latest `enter`, `leave`, `key` or `modifiers`.
    public private(set) var serial: UInt32 = 0
    /// The surface that has keyboard focus, between `enter` and `leave`.
    public var focus: SurfaceID? { focusedSurface.map(SurfaceID.init) }
    /// The focused `wl_surface`, held weakly.
    private weak var focusedSurface: WlSurface?
    /// The keymap and modifier state, once `wl_keyboard.keymap` has arrived.
    ///
    /// The keymap is compiled on first use (the first key press, or reading this), not when it
    /// arrives: compiling costs ~1.5 ms, and the compositor sends the keymap while a dialog is
    /// still putting up its first frame.
    package var state: KeyboardState? { keymap.state() }
    /// The compositor's keymap, compiled on first use, with the modifiers sent for it.
    private var keymap = DeferredKeymap()
    /// When held keys repeat; see ``KeyRepeat``.
    public internal(set) var keyRepeat = KeyRepeat()

    /// Hears focus changes and keys; held weakly.
    public weak var delegate: (any KeyboardDelegate)?

    /// The loop whose timers drive key repeat.
    let eventLoop: EventLoop
    /// The compose table, loaded on the first key press.
    private let composeTables: LazyComposeTable
    /// The compose state once made (`.some(nil)` without a table); `nil` before the first key press.
    private var composeState: ComposeState??
    /// The armed repeat timer while a key repeats.
    var repeatTimer: EventLoopToken?

    /// Starts listening to `proxy`.
    ///
    /// - Parameters:
    ///   - proxy: A keyboard from `wl_seat.get_keyboard`.
    ///   - eventLoop: The loop whose timers drive key repeat.
    ///   - composeTable: The compose sequences to honour, or `nil` for none.
    public convenience init(proxy: WlKeyboard, eventLoop: EventLoop, composeTable: ComposeTable? = nil) {
        self.init(proxy: proxy, eventLoop: eventLoop, composeTables: LazyComposeTable(table: composeTable))
    }

    /// Starts listening to `proxy`; the compose table loads on the first key press, not now.
    ///
    /// - Parameters:
    ///   - proxy: A keyboard from `wl_seat.get_keyboard`.
    ///   - eventLoop: The loop whose timers drive key repeat.
    ///   - composeTables: The compose sequences to honour, loaded when first needed.
    public init(proxy: WlKeyboard, eventLoop: EventLoop, composeTables: LazyComposeTable) {
        self.proxy = proxy
        self.eventLoop = eventLoop
        self.composeTables = composeTables
        proxy.onEvent = { [weak self] event in self?.handle(event) }
    }

    /// Where the user is in a compose sequence, or `nil` without a compose table; the first use
    /// loads the table.
    var compose: ComposeState? {
        if let composeState { return composeState }
        let state = composeTables.table.map(ComposeState.init(table:))
        composeState = .some(state)
        return state
    }

    isolated deinit {
        keymap.discard()
        repeatTimer?.cancel()
        proxy.onEvent = nil
    }

    /// Routes one `wl_keyboard` event to its handler.
    private func handle(_ event: WlKeyboard.Event) {
        switch event {
        case .keymap(let format, let fd, let size):
            handleKeymap(format: format, fd: fd, size: size)
        case .enter(let serial, let surface, _):
            handleEnter(serial: serial, surface: surface)
        case .leave(let serial, let surface):
            handleLeave(serial: serial, surface: surface)
        case .key(let serial, _, let key, let keyState):
            handleKey(serial: serial, key: Keycode(evdev: key), isPressed: keyState == .pressed)
        case .modifiers(let serial, let depressed, let latched, let locked, let group):
            handleModifiers(serial: serial, depressed: depressed, latched: latched, locked: locked, group: group)
        case .repeatInfo(let rate, let delay):
            handleRepeatInfo(rate: rate, delay: delay)
        }
    }

    /// `wl_keyboard.keymap`: keep the new keymap for ``state`` to compile when first needed; a keymap
    /// that fails to compile keeps the previous one.
    private func handleKeymap(format: WlKeyboard.KeymapFormat, fd: Int32, size: UInt32) {
        stopRepeat()
        keymap.receive(format: format, fd: fd, size: size)
    }

    /// `wl_keyboard.enter`: focus moves to `surface`; held keys are not replayed.
    private func handleEnter(serial: UInt32, surface: WlSurface?) {
        self.serial = serial
        focusedSurface = surface
        delegate?.keyboard(self, didEnter: surface.map(SurfaceID.init))
    }

    /// `wl_keyboard.leave`: stop everything tied to focus before telling anyone.
    private func handleLeave(serial: UInt32, surface: WlSurface?) {
        self.serial = serial
        stopRepeat()
        // Nothing to reset before the first key press made the state.
        if case .some(let state?) = composeState { state.reset() }
        focusedSurface = nil
        delegate?.keyboard(self, didLeave: surface.map(SurfaceID.init))
    }

    /// `wl_keyboard.key`: a press becomes a ``KeyEvent`` (through compose) and may start repeating.
    private func handleKey(serial: UInt32, key: Keycode, isPressed: Bool) {
        self.serial = serial
        guard let state else { return }
        guard isPressed else {
            keyRepeat.release(key)
            if keyRepeat.key == nil { stopRepeat() }
            return
        }
        keyRepeat.press(key, repeats: state.keyRepeats(key), at: EventLoop.now())
        scheduleRepeat()
        if let event = composedEvent(for: key, in: state) {
            delegate?.keyboard(self, didPress: event, on: focus)
        }
    }

    /// `wl_keyboard.modifiers`: the compositor's serialized modifier state replaces ours.
    private func handleModifiers(serial: UInt32, depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        self.serial = serial
        // Modifiers follow every enter: they must not force the keymap's compilation.
        keymap.updateMask(depressed: depressed, latched: latched, locked: locked, group: group)
    }

    /// `wl_keyboard.repeat_info`: new timing applies from the next press.
    private func handleRepeatInfo(rate: Int32, delay: Int32) {
        stopRepeat()
        keyRepeat.updateInfo(rate: Int(rate), delay: .milliseconds(delay))
    }

    /// The event a press delivers after compose, or `nil` when compose swallows it.
    private func composedEvent(for key: Keycode, in state: KeyboardState) -> KeyEvent? {
        let plain = state.event(for: key)
        switch compose?.feed(plain.keysym) ?? .passThrough {
        case .passThrough:
            return plain
        case .composing, .cancelled:
            return nil
        case .composed(let keysym, let text):
            return KeyEvent(keysym: keysym, text: text, modifiers: plain.modifiers)
        }
    }
}

extension Keyboard {
    /// Arms the loop's timer for the repeat ``keyRepeat`` has scheduled, replacing any earlier timer.
    ///
    /// The timer first fires at the scheduled time, then every interval; each firing asks the schedule, so a
    /// timer that outlives its key (released between firing and dispatch) does nothing.
    func scheduleRepeat() {
        repeatTimer?.cancel()
        repeatTimer = nil
        guard let next = keyRepeat.nextFire, let interval = keyRepeat.interval else { return }
        let wait = max(next - EventLoop.now(), .zero)
        repeatTimer = eventLoop.addTimer(after: wait, repeating: interval) { [weak self] in
            self?.handleRepeatTimer()
        }
    }

    /// Cancels the repeat timer and forgets the repeating key.
    func stopRepeat() {
        keyRepeat.stop()
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    /// The repeat timer fired: deliver one repeat of the held key with the modifiers current now.
    ///
    /// When the loop was late and several repeats fell due, only one is delivered: a stalled dialog should not
    /// burst a row of characters into a field. Repeats pause while a compose sequence is under way.
    private func handleRepeatTimer() {
        guard keyRepeat.fire(at: EventLoop.now()) > 0, let key = keyRepeat.key, let state else {
            if keyRepeat.key == nil { stopRepeat() }
            return
        }
        guard compose?.isComposing != true else { return }
        delegate?.keyboard(self, didPress: state.event(for: key, isRepeat: true), on: focus)
    }
}
