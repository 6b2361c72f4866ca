import CurtainDBus
import Foundation
import Synchronization

/// A stand-in notification server on a test's ``PrivateBus``: it owns `org.freedesktop.Notifications` and
/// answers `Notify` with an id, recording each call's arguments. No bubble is shown; only the wire is real.
public final class NotificationServerService: Sendable {
    /// The arguments of each `Notify` call, in order (app name, replaces id, icon, summary, body, actions,
    /// hints, timeout).
    public var calls: [[DBusValue]] { state.withLock { $0.calls } }

    private let state = Mutex(State())

    private struct State {
        var calls: [[DBusValue]] = []
        var isStopped = false
    }

    /// Connects, takes the server's name and starts answering on a thread of its own.
    public init(on bus: PrivateBus) throws {
        // Handed to the service thread, which alone uses it from then on.
        nonisolated(unsafe) let connection = try DBusConnection(address: bus.address)
        guard try connection.requestName("org.freedesktop.Notifications") else {
            throw DBusConnectionError.failed(method: "RequestName", name: "", message: "the server's name is taken")
        }
        Thread { [self] in serve(connection) }.start()
    }

    /// Closes the connection, which releases the name.
    public func stop() { state.withLock { $0.isStopped = true } }

    deinit { stop() }

    private func serve(_ connection: DBusConnection) {
        defer { connection.close() }
        while !state.withLock({ $0.isStopped }) {
            guard let message = try? connection.nextMessage(timeout: .milliseconds(20)), message.kind == .methodCall else {
                continue
            }
            guard message.interface == "org.freedesktop.Notifications", message.member == "Notify" else {
                try? connection.replyError(
                    to: message, name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no such method")
                continue
            }
            let count = state.withLock { state in
                state.calls.append(message.arguments)
                return state.calls.count
            }
            try? connection.reply(to: message, with: [.uint32(UInt32(count))])
        }
    }
}
