import Wayland

/// A `wl_seat`: a group of input devices, whose keyboard and pointer come and go with its capabilities.
///
/// The compositor may send `wl_seat.capabilities` at any time (a keyboard unplugged, a tablet docked); the
/// seat then creates or releases its ``Keyboard`` and ``Pointer`` and tells its ``delegate`` (a ``SeatDelegate``),
/// which wires the devices' own delegates:
///
/// ```swift
/// let seat = Seat(proxy: registry.bind(name: id, WlSeat.self, version: v), eventLoop: loop)
/// seat.delegate = wiring
/// ```
///
/// Set the delegate before the loop dispatches again: the first `capabilities` event usually arrives in the
/// same batch as the global. Devices that already exist are in ``keyboard`` and ``pointer``.
@MainActor public final class Seat {
    /// The `wl_seat` this object owns.
    public let proxy: WlSeat
    /// The seat's name from `wl_seat.name` (version 2 and later), such as `"seat0"`.
    public private(set) var name: String?
    /// The devices the seat has now.
    public private(set) var capabilities: WlSeat.Capability = []
    /// The keyboard while the seat has the keyboard capability.
    public private(set) var keyboard: Keyboard?
    /// The pointer while the seat has the pointer capability.
    public private(set) var pointer: Pointer?

    /// Hears the keyboard and pointer come and go; held weakly.
    public weak var delegate: (any SeatDelegate)?

    private let eventLoop: EventLoop
    private let composeTables: LazyComposeTable

    /// Starts listening to `proxy`; devices appear with the first `wl_seat.capabilities`.
    ///
    /// - Parameters:
    ///   - proxy: The bound seat global.
    ///   - eventLoop: The loop whose timers drive key repeat.
    ///   - composeTables: Compose sequences for the keyboard, loaded on its first key press; by default
    ///     the user's locale's, or none if that fails to load.
    public init(proxy: WlSeat, eventLoop: EventLoop, composeTables: LazyComposeTable = .fromEnvironment()) {
        self.proxy = proxy
        self.eventLoop = eventLoop
        self.composeTables = composeTables
        proxy.onEvent = { [weak self] event in self?.handle(event) }
    }

    /// Starts listening to `proxy` with an already loaded compose table (or none).
    public convenience init(proxy: WlSeat, eventLoop: EventLoop, composeTable: ComposeTable?) {
        self.init(proxy: proxy, eventLoop: eventLoop, composeTables: LazyComposeTable(table: composeTable))
    }

    isolated deinit {
        proxy.onEvent = nil
    }

    /// Routes one `wl_seat` event to its handler.
    private func handle(_ event: WlSeat.Event) {
        switch event {
        case .capabilities(let capabilities):
            handleCapabilities(capabilities)
        case .name(let name):
            self.name = name
        }
    }

    /// `wl_seat.capabilities`: create what appeared, drop what went away (its proxy is released in its `deinit`).
    private func handleCapabilities(_ capabilities: WlSeat.Capability) {
        self.capabilities = capabilities
        let hasKeyboard = capabilities.contains(.keyboard)
        if hasKeyboard, keyboard == nil {
            keyboard = Keyboard(proxy: proxy.getKeyboard(), eventLoop: eventLoop, composeTables: composeTables)
            delegate?.seat(self, didChangeKeyboard: keyboard)
        } else if !hasKeyboard, keyboard != nil {
            keyboard = nil
            delegate?.seat(self, didChangeKeyboard: nil)
        }
        let hasPointer = capabilities.contains(.pointer)
        if hasPointer, pointer == nil {
            pointer = Pointer(proxy: proxy.getPointer())
            delegate?.seat(self, didChangePointer: pointer)
        } else if !hasPointer, pointer != nil {
            pointer = nil
            delegate?.seat(self, didChangePointer: nil)
        }
    }
}
