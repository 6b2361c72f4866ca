import CurtainShell
import Wayland

/// Delivers each seat's pointer and keyboard events to the object that owns the surface they happen on.
///
/// Windows, popups and presentation surfaces register themselves (``register(_:for:)``); the router is the
/// delegate of every seat and of its ``Pointer`` and ``Keyboard`` as they come and go, looks up the handler of
/// the event's surface and calls it. Events on surfaces nobody registered are dropped. After each pointer event the
/// router shows the handler's ``SurfaceInputHandler/cursorShape`` through the seat's ``Cursor``.
///
/// ```swift
/// let router = InputRouter(compositor: connection.compositor, shm: connection.shm, eventLoop: loop)
/// for (_, seat) in connection.seats { router.addSeat(seat) }
/// router.register(window, for: window.surface.wlSurface)
/// ```
///
/// The router remembers the serial of the latest user input per seat (``latestInputSerial``), and while it
/// calls a handler, ``currentInputEvent`` names the seat and serial: a clipboard request made from inside a
/// click or key handler quotes that serial.
///
/// Popup grabs are pickier. A compositor grants `xdg_popup.grab` only for the serial of the seat's latest
/// button or key **press** (weston compares it with the pointer's and keyboard's grab serial and answers
/// anything else with an immediate `popup_done`), while buttons act on release. So the router also keeps
/// each seat's latest press serial (``latestPressSerial(on:)``), and while it delivers a button or key event
/// ``currentGrabEvent`` names the seat with that serial: a click's release handler can open a grabbing popup.
@MainActor package final class InputRouter: SeatDelegate, KeyboardDelegate, PointerDelegate {
    /// One registration: weak both ways, so a handler that goes away unregisters itself.
    private struct Entry {
        weak var surface: WlSurface?
        weak var handler: SurfaceInputHandler?
    }

    /// A seat with the cursor that draws its pointer image.
    private struct SeatEntry {
        let seat: Seat
        let cursor: Cursor
    }

    /// The seats being routed, in the order they were added.
    package var seats: [Seat] { seatEntries.map(\.seat) }
    /// The seat and serial of the event being delivered, between the start and end of a handler call;
    /// `nil` outside input dispatch. For motion and scroll, which carry no serial, it is the seat's latest.
    package private(set) var currentInputEvent: InputSerial?
    /// The most recent serial of a button, key, pointer enter or keyboard enter on any seat.
    package private(set) var latestInputSerial: InputSerial?
    /// While a button (press or release) or key event is delivered, its seat and the serial of that seat's
    /// latest button or key press: what `xdg_popup.grab` must quote. `nil` outside such handlers (motion,
    /// scroll, focus changes, timers), where nothing should grab.
    package private(set) var currentGrabEvent: InputSerial?
    /// Called after a seat's keyboard focus enters or leaves a registered surface, with the handler.
    package var onKeyboardFocusChange: (@MainActor (Seat, SurfaceInputHandler?) -> Void)?

    private let compositor: WlCompositor
    private let shm: WlShm
    private let eventLoop: EventLoop
    private let composeTables: LazyComposeTable
    private var handlers: [SurfaceID: Entry] = [:]
    private var seatEntries: [SeatEntry] = []
    private var latestSerials: [ObjectIdentifier: UInt32] = [:]
    private var latestPressSerials: [ObjectIdentifier: UInt32] = [:]

    /// Creates a router with no seats and no handlers.
    ///
    /// - Parameters:
    ///   - compositor: Makes each seat's cursor surface.
    ///   - shm: Holds the cursor theme's images.
    ///   - eventLoop: The loop whose timers drive key repeat.
    ///   - composeTables: The compose sequences every keyboard honours, loaded on the first key press.
    package init(compositor: WlCompositor, shm: WlShm, eventLoop: EventLoop, composeTables: LazyComposeTable) {
        self.compositor = compositor
        self.shm = shm
        self.eventLoop = eventLoop
        self.composeTables = composeTables
    }

    /// Creates a router with no seats and no handlers whose keyboards honour an already loaded table.
    ///
    /// - Parameters:
    ///   - compositor: Makes each seat's cursor surface.
    ///   - shm: Holds the cursor theme's images.
    ///   - eventLoop: The loop whose timers drive key repeat.
    ///   - composeTable: The compose sequences every keyboard honours; `nil` for none.
    package convenience init(compositor: WlCompositor, shm: WlShm, eventLoop: EventLoop, composeTable: ComposeTable?) {
        self.init(
            compositor: compositor, shm: shm, eventLoop: eventLoop,
            composeTables: LazyComposeTable(table: composeTable))
    }

    // MARK: - Handlers

    /// Sends the input on `surface` to `handler` from now on, replacing any earlier handler of it.
    ///
    /// The router holds neither weakly-referenced object alive; ``unregister(surface:)`` before destroying
    /// the surface so a reused proxy address can never reach a stale handler.
    package func register(_ handler: SurfaceInputHandler, for surface: WlSurface) {
        handlers = handlers.filter { $0.value.surface != nil && $0.value.handler != nil }
        handlers[SurfaceID(surface)] = Entry(surface: surface, handler: handler)
    }

    /// Stops routing input on `surface`.
    package func unregister(surface: WlSurface) {
        handlers[SurfaceID(surface)] = nil
    }

    /// The handler registered for `surface`, if any.
    package func handler(for surface: WlSurface?) -> SurfaceInputHandler? {
        handler(for: surface.map(SurfaceID.init))
    }

    /// The handler registered for the surface `id` names, if that surface still lives: a new surface at a dead
    /// one's address is not the registered one.
    package func handler(for id: SurfaceID?) -> SurfaceInputHandler? {
        guard let id, let entry = handlers[id], entry.surface != nil else { return nil }
        return entry.handler
    }

    /// Shows `handler`'s current cursor on every seat whose pointer is over one of its surfaces; call it when
    /// the shape changes without a pointer event (a view under the pointer was removed or disabled).
    package func updateCursor(for handler: SurfaceInputHandler) {
        for entry in seatEntries {
            guard let pointer = entry.seat.pointer, self.handler(for: pointer.focus) === handler else { continue }
            entry.cursor.set(handler.cursorShape, on: pointer, scale: handler.cursorScale)
        }
    }

    /// The serial of the latest button, key or focus event on `seat`, or `nil` before any.
    package func latestInputSerial(on seat: WlSeat) -> UInt32? {
        latestSerials[ObjectIdentifier(seat)]
    }

    /// The serial of the latest button or key press on `seat` (not release, not repeat), or `nil` before any.
    package func latestPressSerial(on seat: WlSeat) -> UInt32? {
        latestPressSerials[ObjectIdentifier(seat)]
    }

    /// The cursor that draws `seat`'s pointer image.
    package func cursor(for seat: WlSeat) -> Cursor? {
        seatEntries.first { $0.seat.proxy === seat }?.cursor
    }

    // MARK: - Seats

    /// Starts routing a bound `wl_seat`; its devices are wired as its capabilities announce them.
    ///
    /// - Returns: The ``Seat`` wrapping `proxy`.
    @discardableResult
    package func addSeat(_ proxy: WlSeat) -> Seat {
        if let existing = seatEntries.first(where: { $0.seat.proxy === proxy }) { return existing.seat }
        let seat = Seat(proxy: proxy, eventLoop: eventLoop, composeTables: composeTables)
        let cursor = Cursor(compositor: compositor, shm: shm)
        seatEntries.append(SeatEntry(seat: seat, cursor: cursor))
        seat.delegate = self
        return seat
    }

    /// Stops routing a seat whose global went away; its devices are released.
    package func removeSeat(_ proxy: WlSeat) {
        seatEntries.removeAll { $0.seat.proxy === proxy }
        latestSerials[ObjectIdentifier(proxy)] = nil
        latestPressSerials[ObjectIdentifier(proxy)] = nil
        if latestInputSerial?.seat === proxy { latestInputSerial = nil }
    }

    /// The seat whose keyboard is `keyboard`.
    private func seat(of keyboard: Keyboard) -> Seat? {
        seatEntries.first { $0.seat.keyboard === keyboard }?.seat
    }

    /// The seat whose pointer is `pointer`, with the cursor that draws its image.
    private func entry(of pointer: Pointer) -> SeatEntry? {
        seatEntries.first { $0.seat.pointer === pointer }
    }

    // MARK: - SeatDelegate

    /// A keyboard appeared: its events come here.
    package func seat(_ seat: Seat, didChangeKeyboard keyboard: Keyboard?) {
        keyboard?.delegate = self
    }

    /// A pointer appeared: its events come here.
    package func seat(_ seat: Seat, didChangePointer pointer: Pointer?) {
        pointer?.delegate = self
    }

    // MARK: - KeyboardDelegate

    package func keyboard(_ keyboard: Keyboard, didEnter surface: SurfaceID?) {
        guard let seat = seat(of: keyboard) else { return }
        handleKeyboardEnter(surface: surface, serial: keyboard.serial, seat: seat)
    }

    package func keyboard(_ keyboard: Keyboard, didLeave surface: SurfaceID?) {
        guard let seat = seat(of: keyboard) else { return }
        handleKeyboardLeave(surface: surface, seat: seat)
    }

    package func keyboard(_ keyboard: Keyboard, didPress event: KeyEvent, on surface: SurfaceID?) {
        guard let seat = seat(of: keyboard) else { return }
        handleKey(event, surface: surface, serial: keyboard.serial, seat: seat)
    }

    // MARK: - PointerDelegate

    /// `set_cursor` quotes the enter's serial: show the handler's cursor at once.
    package func pointer(_ pointer: Pointer, didEnter surface: SurfaceID?) {
        guard let entry = entry(of: pointer), let handler = handler(for: surface) else { return }
        entry.cursor.set(handler.cursorShape, on: pointer, scale: handler.cursorScale)
    }

    package func pointer(_ pointer: Pointer, didReceive event: PointerEvent, on surface: SurfaceID?) {
        guard let entry = entry(of: pointer) else { return }
        handlePointerEvent(event, surface: surface, pointer: pointer, seat: entry.seat, cursor: entry.cursor)
    }

    // MARK: - Delivery

    private func handleKeyboardEnter(surface: SurfaceID?, serial: UInt32, seat: Seat) {
        record(serial, on: seat)
        let handler = handler(for: surface)
        deliver(on: seat, serial: serial) { handler?.handleKeyboardEnter(seat: seat) }
        onKeyboardFocusChange?(seat, handler)
    }

    private func handleKeyboardLeave(surface: SurfaceID?, seat: Seat) {
        let handler = handler(for: surface)
        deliver(on: seat, serial: latestInputSerial(on: seat.proxy) ?? 0) { handler?.handleKeyboardLeave(seat: seat) }
        onKeyboardFocusChange?(seat, nil)
    }

    /// A key press or (client-side) repeat; the keyboard reports no releases here.
    private func handleKey(_ event: KeyEvent, surface: SurfaceID?, serial: UInt32, seat: Seat) {
        record(serial, on: seat, isPress: !event.isRepeat)
        guard let handler = handler(for: surface) else { return }
        deliver(on: seat, serial: serial, canGrab: true) { handler.handleKey(event, seat: seat) }
    }

    private func handlePointerEvent(_ event: PointerEvent, surface: SurfaceID?, pointer: Pointer, seat: Seat, cursor: Cursor) {
        switch event.kind {
        case .press: if let serial = pointer.buttonSerial { record(serial, on: seat, isPress: true) }
        case .release: if let serial = pointer.buttonSerial { record(serial, on: seat) }
        case .enter: if let serial = pointer.enterSerial { record(serial, on: seat) }
        case .leave, .motion, .scroll: break
        }
        guard let handler = handler(for: surface) else { return }
        let isButton =
            switch event.kind {
            case .press, .release: true
            default: false
            }
        deliver(on: seat, serial: latestInputSerial(on: seat.proxy) ?? 0, canGrab: isButton) {
            handler.handlePointerEvent(event, seat: seat)
        }
        if event.kind != .leave, pointer.focus == surface {
            cursor.set(handler.cursorShape, on: pointer, scale: handler.cursorScale)
        }
    }

    private func record(_ serial: UInt32, on seat: Seat, isPress: Bool = false) {
        latestSerials[ObjectIdentifier(seat.proxy)] = serial
        latestInputSerial = InputSerial(seat: seat.proxy, serial: serial)
        if isPress { latestPressSerials[ObjectIdentifier(seat.proxy)] = serial }
    }

    /// Calls `body` with ``currentInputEvent`` set, and ``currentGrabEvent`` when `canGrab` (a button or
    /// key event), restoring the outer values after (handlers may nest loops).
    private func deliver(on seat: Seat, serial: UInt32, canGrab: Bool = false, _ body: () -> Void) {
        let outer = (currentInputEvent, currentGrabEvent)
        currentInputEvent = InputSerial(seat: seat.proxy, serial: serial)
        currentGrabEvent = canGrab ? latestPressSerial(on: seat.proxy).map { InputSerial(seat: seat.proxy, serial: $0) } : nil
        defer { (currentInputEvent, currentGrabEvent) = outer }
        body()
    }
}
