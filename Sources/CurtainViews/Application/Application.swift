import CurtainInput
import CurtainShell
package import Wayland

/// The running program's link to the compositor: the connection, its seats and their input routing, and
/// the loop that drives every ``Window``.
///
/// Create one per process, make windows on it, then run it:
///
/// ```swift
/// let app = try Application()
/// let window = Window(application: app, title: "Hello", appID: "org.example.hello",
///                     size: Size(width: 320, height: 160))
/// window.contentView.addSubview(Label(text: "Hello, Wayland"))
/// window.onCloseRequest = { app.terminate() }
/// window.show()
/// try app.run()
/// ```
///
/// Everything happens on the main actor, which ``run()-3q0f2`` (or `await` ``run()-7wuhx``) serves: input
/// handlers, frame callbacks, timers, tasks. The input serials that popup grabs and clipboard requests must
/// quote are Curtain's business: it tracks them per seat and quotes them for you.
@MainActor public final class Application: WaylandConnectionDelegate {
    /// The connection with every global bound.
    package let connection: WaylandConnection
    /// Routes each seat's pointer and keyboard to the window or popup under them.
    package let inputRouter: InputRouter
    /// Compose sequences of the user's locale, shared by every keyboard; `nil` when none could be loaded.
    ///
    /// Loaded on first use (the first key press), not at start-up: parsing the Compose file costs about
    /// 2 ms that a dialog's first frame need not wait for.
    public var composeTable: ComposeTable? { composeTables.table }
    /// The shared, lazily loaded compose table behind ``composeTable``.
    public let composeTables = LazyComposeTable.fromEnvironment()
    /// The windows shown and not yet closed; the application keeps them alive until ``Window/close()``.
    public private(set) var windows: [Window] = []
    /// Whether ``terminate()`` was called.
    public private(set) var isTerminated = false
    /// The direction each window made from now on lays out in: its root view's ``View/layoutDirection``.
    ///
    /// It starts as the user's language reads (``LayoutDirection/ofLocale``): right to left in an Arabic,
    /// Hebrew or Persian session, as GTK's default direction is. Set it before making windows to choose for the
    /// whole program, or set ``View/layoutDirection`` on one window's ``Window/rootView`` or on any view.
    public var layoutDirection = LayoutDirection.ofLocale

    /// Publishes the windows to screen readers once the accessibility bus asks (``AccessibilityBridge``).
    package private(set) lazy var accessibility = AccessibilityBridge(application: self)

    /// Each seat's clipboard, when the compositor offers `wl_data_device_manager`.
    private var clipboards: [ObjectIdentifier: Clipboard] = [:]
    /// Each seat's text input, when the compositor offers `zwp_text_input_manager_v3`.
    private var textInputs: [ObjectIdentifier: TextInput] = [:]

    /// Connects to the compositor and starts listening to its seats.
    ///
    /// - Parameters:
    ///   - displayName: A socket name or absolute path; `nil` for `WAYLAND_DISPLAY` (or `wayland-0`).
    /// - Throws: `WaylandError.noDisplay(tried:)` saying where it looked when no compositor answers, another
    ///   `WaylandError` when the connection fails, ``ShellError/missingGlobal(interface:)`` when the
    ///   compositor lacks `wl_compositor`, `wl_shm` or `xdg_wm_base`.
    public convenience init(displayName: String? = nil) throws {
        try self.init(displayName: displayName, versionLimits: [:])
    }

    /// Connects as ``init(displayName:)`` does, with lower version ceilings by interface name, to behave as
    /// on an older compositor (`Registry.versionLimits`): the tests take the paths of older protocol
    /// versions with it.
    package init(displayName: String?, versionLimits: [String: UInt32]) throws {
        connection = try WaylandConnection(displayName: displayName, versionLimits: versionLimits)
        inputRouter = InputRouter(
            compositor: connection.compositor, shm: connection.shm,
            eventLoop: connection.eventLoop, composeTables: composeTables)
        for (_, seat) in connection.seats { handleSeatAdded(seat) }
        connection.delegate = self
    }

    /// The loop that dispatches the connection's events and the application's timers; an app reaches it
    /// through ``addTimer(after:repeating:_:)``, ``addReadSource(fd:_:)`` and ``perform(after:_:)``.
    package var eventLoop: EventLoop { connection.eventLoop }

    /// The seats, each with its keyboard and pointer as they exist now.
    public var seats: [Seat] { inputRouter.seats }

    /// The seat and serial of the input event being handled, or `nil` outside input handlers.
    ///
    /// Clipboard requests quote it. Popup grabs need ``currentGrabEvent`` instead.
    package var currentInputEvent: InputSerial? { inputRouter.currentInputEvent }

    /// The seat and press serial an `xdg_popup.grab` made now should quote, or `nil` when no button or
    /// key event is being handled.
    ///
    /// It is the serial of the seat's latest button or key press even while a release is handled (a
    /// ``Button`` acts on release), because compositors grant grabs only for press serials.
    package var currentGrabEvent: InputSerial? { inputRouter.currentGrabEvent }

    /// The serial of the latest button, key or focus event on any seat, with that seat.
    package var latestInputSerial: InputSerial? { inputRouter.latestInputSerial }

    /// Dispatches events until `condition` returns `true`, then sends every request still buffered.
    ///
    /// The condition is checked before the first iteration and after each batch of events, timers and frames.
    ///
    /// - Throws: `WaylandError.connectionLost(errno:)` when the compositor goes away,
    ///   `WaylandError.protocolError(interface:objectID:code:)` when it closes the connection over an error.
    @available(*, noasync, message: "blocks the main actor; use `try await run(until:)` from async code")
    public func run(until condition: () -> Bool) throws {
        try eventLoop.run(until: { isTerminated || condition() })
        try connection.display.flush()
    }

    /// Dispatches events until `condition` returns `true`, suspending between batches so that other main-actor
    /// work runs meanwhile; then sends every request still buffered.
    ///
    /// Use it from `async` code: other windows, tasks and `DispatchQueue.main` blocks run while it waits,
    /// where the blocking ``run(until:)-j5vw`` would hold the main actor until it returns. See
    /// `EventLoop.run(until:)` for when requests reach the compositor.
    ///
    /// - Throws: The same errors as the blocking ``run(until:)-j5vw``, and `CancellationError` when the
    ///   waiting task is cancelled.
    public func run(until condition: () -> Bool) async throws {
        try await eventLoop.run(until: { isTerminated || condition() })
        try connection.display.flush()
    }

    /// Runs until ``terminate()`` is called, blocking: the form for a synchronous `main`.
    ///
    /// From `async` code call `try await run()`, which suspends instead (the compiler refuses this one there). A
    /// synchronous function that a main-actor task calls cannot tell the compiler it runs in a task, so a blocking
    /// run started there stops the program with a message naming the fix.
    ///
    /// - Throws: The same errors as ``run(until:)-j5vw``.
    @available(*, noasync, message: "blocks the main actor; use `try await run()` from async code")
    public func run() throws {
        try run(until: { false })
    }

    /// Makes ``run()-3q0f2`` and ``run(until:)-j5vw`` (and their `async` twins) return once the current batch of events is handled.
    public func terminate() {
        isTerminated = true
        eventLoop.stop()
    }

    /// The clipboard of `seat`, or of the first seat when `nil`; `nil` without `wl_data_device_manager`.
    public func clipboard(for seat: Seat? = nil) -> Clipboard? {
        clipboard(forSeat: (seat ?? seats.first)?.proxy)
    }

    /// The clipboard of the seat behind the proxy `seat`, as input events name it.
    package func clipboard(forSeat seat: WlSeat?) -> Clipboard? {
        guard let seat = seat ?? seats.first?.proxy else { return nil }
        return clipboards[ObjectIdentifier(seat)]
    }

    /// The text input of `seat`, or of the first seat when `nil`; `nil` without `zwp_text_input_manager_v3`.
    public func textInput(for seat: Seat? = nil) -> TextInput? {
        guard let seat = (seat ?? seats.first)?.proxy else { return nil }
        return textInputs[ObjectIdentifier(seat)]
    }

    /// A seat's text input whose focus (`enter`) is handed to the window owning the surface.
    private func makeTextInput(manager: ZwpTextInputManagerV3, seat: WlSeat) -> TextInput {
        let textInput = TextInput(manager: manager, seat: seat)
        textInput.onEnter = { [unowned self, unowned textInput] surface in
            textInput.client = (inputRouter.handler(for: surface) as? Window)?.textInputLink
        }
        return textInput
    }

    // MARK: - WaylandConnectionDelegate

    /// A seat plugged in: its input is routed, with its clipboard and text input.
    package func connection(_ connection: WaylandConnection, didAddSeat seat: WlSeat) {
        handleSeatAdded(seat)
    }

    /// A seat went away: its devices, clipboard and text input go with it.
    package func connection(_ connection: WaylandConnection, willRemoveSeat seat: WlSeat) {
        handleSeatRemoved(seat)
    }

    /// An output plugged in: an overlay covers it too.
    package func connection(_ connection: WaylandConnection, didAdd output: Output) {
        for window in windows { window.handleOutputAdded(output) }
    }

    private func handleSeatAdded(_ seat: WlSeat) {
        inputRouter.addSeat(seat)
        if let manager = connection.dataDeviceManager {
            let clipboard = Clipboard(manager: manager, seat: seat, eventLoop: eventLoop)
            clipboard.inputSerial = { [unowned self] in currentInputEvent?.serial ?? latestInputSerial?.serial }
            clipboards[ObjectIdentifier(seat)] = clipboard
        }
        if let manager = connection.textInputManager {
            textInputs[ObjectIdentifier(seat)] = makeTextInput(manager: manager, seat: seat)
        }
    }

    private func handleSeatRemoved(_ seat: WlSeat) {
        clipboards[ObjectIdentifier(seat)] = nil
        textInputs[ObjectIdentifier(seat)] = nil
        inputRouter.removeSeat(seat)
    }

    /// Keeps a shown window alive; ``Window/show()`` calls this.
    func adopt(_ window: Window) {
        if !windows.contains(where: { $0 === window }) {
            windows.append(window)
            accessibility.windowsDidChange(added: window)
        }
    }

    /// Lets a closed window go; ``Window/close()`` calls this.
    func release(_ window: Window) {
        if windows.contains(where: { $0 === window }) { accessibility.windowDidClose(window) }
        windows.removeAll { $0 === window }
    }
}

/// Running the application from an `async` main: `try await app.run()`.
///
/// ```swift
/// @main
/// struct Hello {
///     static func main() async throws {
///         let app = try Application()
///         let window = Window(application: app, title: "Hello", appID: "org.example.hello",
///                             size: Size(width: 320, height: 160))
///         window.onCloseRequest = { app.terminate() }
///         window.show()
///         Task {
///             try await Task.sleep(for: .seconds(1))
///             window.title = "Hello, a second later"
///         }
///         try await app.run()
///     }
/// }
/// ```
@MainActor
extension Application {
    /// Runs until ``terminate()`` is called, suspending the calling task instead of blocking its thread, so that
    /// other main-actor work (tasks, code resuming after an `await`, `DispatchQueue.main` blocks) runs while the
    /// windows are open.
    ///
    /// This is the form to call from an `async` main. There Swift hands the main queue, which is the main actor's
    /// executor on Linux, to `dispatchMain()`, so the loop cannot serve it by blocking; instead the loop's
    /// iterations run as main-actor jobs between the others, woken by the kernel when the compositor, a timer
    /// or a source has something (the `async` ``run(until:)-3v4lo``). The synchronous ``run()-3q0f2`` is for a
    /// synchronous `main`, where the loop itself serves the main queue.
    ///
    /// - Throws: The errors of the blocking ``run()``, and `CancellationError` when the calling task is cancelled.
    public func run() async throws {
        try await run(until: { false })
    }
}
