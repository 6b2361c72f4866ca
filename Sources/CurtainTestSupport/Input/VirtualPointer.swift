import Curtain
import CurtainTestProtocols
import Wayland

/// A mouse plugged into a wlroots compositor's seat through `zwlr_virtual_pointer_v1`: the compositor moves the
/// seat's cursor, picks the surface under it (a layer surface above a window, when one covers it) and sends that
/// client `wl_pointer` events with its own serials, as for a hardware mouse.
///
/// ```swift
/// let pointer = try VirtualPointer(socketPath: sway.socketPath, layoutSize: (1280, 480))
/// pointer.click(atX: 960, y: 240)   // the middle of a second 640x480 output right of the first
/// ```
/// It holds its own connection. Positions are in the output layout's bounding box, whose top-left corner is (0, 0):
/// the pointer sends them as absolute motion in a frame the size of that box, which sway stretches over every output.
/// Give every output a fixed position (`output NAME position X Y`): sway places an output without one after the fixed
/// ones, which moves the box. Every call ends in a round trip: when it returns, the compositor has routed the events
/// to the client under the cursor.
@MainActor public final class VirtualPointer {
    public let client: TestClient
    private let pointer: ZwlrVirtualPointerV1
    private let layoutSize: (width: Int, height: Int)
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var clockOffset = Duration.zero
    /// The first error the connection reported; later calls do nothing. Tests waiting for the events' effect time
    /// out; this says why.
    public private(set) var error: Error?

    /// Connects to the compositor at `socketPath` and plugs a pointer into its first seat.
    ///
    /// - Parameters:
    ///   - layoutSize: The size of the outputs' bounding box, in logical pixels: the frame of absolute motion.
    /// - Throws: ``TestInputError/missingGlobal(_:)`` when the compositor offers no virtual pointer or seat, or the
    ///   connection's error.
    public init(socketPath: String, layoutSize: (width: Int, height: Int)) throws {
        client = try TestClient(display: Display.connect(name: socketPath))
        let seat = try client.bind(WlSeat.self)
        let manager = try client.bind(ZwlrVirtualPointerManagerV1.self)
        pointer = manager.createVirtualPointer(seat: seat)
        self.layoutSize = layoutSize
        start = clock.now
        try client.roundtrip()
    }

    isolated deinit {
        pointer.destroy()
        try? client.display.flush()
    }

    /// Moves the cursor to (`x`, `y`) in the layout's bounding box.
    /// Usable from any thread: runs on the main actor, where the pointer's proxy lives (``onMainActor(_:)``).
    nonisolated public func move(toX x: Int, y: Int) {
        onMainActor { moveOnMainActor(toX: x, y: y) }
    }

    private func moveOnMainActor(toX x: Int, y: Int) {
        pointer.motionAbsolute(
            time: time, x: UInt32(x), y: UInt32(y), xExtent: UInt32(layoutSize.width), yExtent: UInt32(layoutSize.height))
        pointer.frame()
        roundtrip()
    }

    /// Moves the cursor to (`x`, `y`), then presses and releases `button` there.
    /// Usable from any thread, as ``move(toX:y:)`` is.
    nonisolated public func click(atX x: Int, y: Int, button: PointerButton = .left) {
        onMainActor { clickOnMainActor(atX: x, y: y, button: button) }
    }

    private func clickOnMainActor(atX x: Int, y: Int, button: PointerButton) {
        moveOnMainActor(toX: x, y: y)
        for state: UInt32 in [1, 0] {
            // wl_pointer.button_state: 1 pressed, 0 released.
            pointer.button(time: time, button: button.rawValue, state: state)
            pointer.frame()
        }
        roundtrip()
    }

    /// Moves the timestamps of the events that follow `duration` later, without waiting: a user's pause between two
    /// clicks, as a toolkit reads it from the events' times. GTK ignores a button released within half a second of
    /// the click that opened its menu (the same gesture, press-drag-release), so a click on a menu entry follows a
    /// pause.
    public func advanceEventClock(by duration: Duration) {
        clockOffset += duration
    }

    /// Milliseconds since the pointer was plugged in, plus the pauses of ``advanceEventClock(by:)``.
    private var time: UInt32 {
        let elapsed = clock.now - start + clockOffset
        return UInt32(
            truncatingIfNeeded: elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    private func roundtrip() {
        guard error == nil else { return }
        do { try client.roundtrip() } catch { self.error = error }
    }
}
