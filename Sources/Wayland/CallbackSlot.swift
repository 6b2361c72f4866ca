import CurtainCWayland
import Glibc

/// One outstanding `wl_callback` at a time, whose `done` goes to a handler made once, with no Swift object per
/// callback: what paces an animation, a frame callback every frame.
///
/// `wl_surface.frame` makes a new `wl_callback` each time it is sent. Through the generated ``WlSurface/frame()``
/// that is a ``WlCallback`` proxy per frame: a Swift object allocated, given a dispatcher and released again, only
/// to hear one event. A slot sends the request itself and gives libwayland's new `wl_proxy` a dispatcher whose user
/// data is the slot, so every frame's callback reaches the same handler; the only allocation left is libwayland's
/// own `wl_proxy`. The slot destroys that proxy when `done` arrives (the compositor has already forgotten the
/// object) or when ``cancel()`` gives up on it.
///
/// ```swift
/// let frames = CallbackSlot()
/// frames.onDone = { time in drawNextFrame(at: time) }
/// surface.frame(into: frames)   // before surface.commit(); does nothing while a callback is outstanding
/// surface.commit()
/// ```
@MainActor package final class CallbackSlot {
    /// Called once per `wl_callback.done`, with the event's data (a frame callback's timestamp in milliseconds).
    package var onDone: (@MainActor (UInt32) -> Void)?

    private enum State {
        /// No callback outstanding.
        case idle
        /// The outstanding `wl_callback`, on `connection`.
        case pending(OpaquePointer, Connection?)
        /// Asked for while the connection was closed: nothing will answer, as for an inert proxy.
        case inert
    }

    private var state = State.idle

    /// Creates a slot with no callback outstanding.
    package init() {}

    isolated deinit { cancel() }

    /// Whether a callback was asked for and has not been answered yet.
    package var isPending: Bool {
        if case .idle = state { return false }
        return true
    }

    /// Forgets the outstanding callback, if any: its `done` will not be reported.
    package func cancel() {
        if case .pending(let callback, let connection) = state, connection?.isConnected ?? true {
            wl_proxy_destroy(callback)
        }
        state = .idle
    }

    /// Takes the `wl_callback` a request just made (nil: the request was not sent).
    fileprivate func adopt(_ callback: OpaquePointer?, on connection: Connection?) {
        guard let callback else {
            state = .inert
            return
        }
        state = .pending(callback, connection)
        let unretained = Unmanaged.passUnretained(self).toOpaque()
        if wl_proxy_add_dispatcher(callback, dispatchCallbackDone, callbackSlotMarker, unretained) != 0 {
            logProblem("wl_callback#\(wl_proxy_get_id(callback)) already has a listener; its done will not arrive")
        }
    }

    /// `wl_callback.done` for `callback`: the compositor destroyed the object; forget it, then report.
    fileprivate func handleDone(_ callback: OpaquePointer, data: UInt32) {
        guard case .pending(let outstanding, _) = state, outstanding == callback else {
            wl_proxy_destroy(callback)
            return
        }
        state = .idle
        // libwayland keeps the proxy's memory until this dispatch returns: destroying it here is the usual pattern.
        wl_proxy_destroy(callback)
        onDone?(data)
    }
}

extension WlSurface {
    /// `wl_surface.frame` answered into `slot`: the next commit's frame callback reaches `slot.onDone`; nothing
    /// is sent while `slot` has a callback outstanding.
    ///
    /// - Parameter slot: the slot that receives the callback's `done`.
    package func frame(into slot: CallbackSlot) {
        guard !slot.isPending else { return }
        requestCallback(3, into: slot)
    }
}

extension Proxy {
    /// Sends request `opcode`, whose only argument is a new `wl_callback` (`wl_surface.frame`, `wl_display.sync`),
    /// with `slot` receiving that callback.
    ///
    /// - Precondition: the object is alive, and the request exists at its version.
    fileprivate func requestCallback(_ opcode: UInt32, into slot: CallbackSlot) {
        _ = checkedRequest(opcode)
        guard isLive else {
            slot.adopt(nil, on: connection)
            return
        }
        var argument = WireArgument.newID
        let created = withUnsafeMutableBytes(of: &argument) { bytes in
            bytes.withMemoryRebound(to: wl_argument.self) { wire in
                wl_proxy_marshal_array_flags(pointer, opcode, WlCallback.interface.pointer, version, 0, wire.baseAddress)
            }
        }
        connection?.requestSent()
        if created == nil {
            logProblem("\(Self.self): libwayland could not create a wl_callback (\(String(cString: strerror(curtain_errno()))))")
        }
        slot.adopt(created, on: connection)
    }
}

/// Marks a `wl_callback` whose user data is a ``CallbackSlot``; an address compared, never dereferenced.
// nonisolated(unsafe): an immutable address allocated once and never freed.
nonisolated(unsafe) private let callbackSlotMarker = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// libwayland's dispatcher for a slot's callbacks: `done` (opcode 0, one `uint`) is the only event.
private func dispatchCallbackDone(
    _ implementation: UnsafeRawPointer?, _ target: UnsafeMutableRawPointer?, _ opcode: UInt32,
    _ message: UnsafePointer<wl_message>?, _ arguments: UnsafeMutablePointer<wl_argument>?
) -> Int32 {
    callbackDoneEntry(target, opcode, message, arguments)
}

/// How a slot's `done` enters the main actor, made once.
private let callbackDoneEntry = MainActorEntry(handleCallbackDone)

/// `wl_callback.done` on the main actor: `data` is the slot, `target` the `wl_callback` itself.
@MainActor
private func handleCallbackDone(
    _ data: UnsafeMutableRawPointer, _ target: UnsafeMutableRawPointer, _ opcode: UInt32,
    _ message: UnsafePointer<wl_message>?, _ arguments: UnsafeMutablePointer<wl_argument>?
) -> Int32 {
    let done = opcode == 0 ? arguments?.pointee.u ?? 0 : 0
    let slot = Unmanaged<CallbackSlot>.fromOpaque(data).takeUnretainedValue()
    slot.handleDone(OpaquePointer(target), data: done)
    return 0
}
