import CurtainDBus
import CurtainDesktop
import Foundation
import Synchronization

/// A stand-in for xdg-desktop-portal's FileChooser interface on a test's ``PrivateBus``: it owns
/// `org.freedesktop.portal.Desktop`, answers `OpenFile` and `SaveFile` on `/org/freedesktop/portal/desktop` with
/// a request object path, and then emits that object's `Response` signal with a known answer, as the real portal
/// does once the user has chosen. No dialog is shown; only the wire is real.
///
/// ```swift
/// let portal = try PortalFileChooserService(on: bus, answer: .chosen(["file:///tmp/a.png"]))
/// // run `curtain --file-selection` with DBUS_SESSION_BUS_ADDRESS=bus.address
/// portal.calls.first?.options["multiple"]      // what the client asked for
/// ```
public final class PortalFileChooserService: Sendable {
    /// What the portal answers every request with.
    public enum Answer: Sendable {
        /// Response 0 with these URIs.
        case chosen([String])
        /// Response 1: the user cancelled.
        case cancelled
        /// No response at all: a user who never chooses (the request stays open until `Close`).
        case never
    }

    /// One `OpenFile` or `SaveFile` call as the portal received it.
    public struct Call: Sendable {
        /// `OpenFile` or `SaveFile`.
        public var method: String
        /// The `title` argument.
        public var title: String
        /// The `options` argument's entries, variants unwrapped.
        public var options: [String: DBusValue]
    }

    private let state: Mutex<State>

    private struct State {
        var answer: Answer
        var calls: [Call] = []
        var closedRequests: [String] = []
        var isStopped = false
    }

    /// Connects, takes the portal's name and starts answering on a thread of its own.
    public init(on bus: PrivateBus, answer: Answer) throws {
        state = Mutex(State(answer: answer))
        // Handed to the service thread, which alone uses it from then on.
        nonisolated(unsafe) let connection = try DBusConnection(address: bus.address)
        guard try connection.requestName("org.freedesktop.portal.Desktop") else {
            throw DBusConnectionError.failed(method: "RequestName", name: "", message: "the portal's name is taken")
        }
        let thread = Thread { [self] in serve(connection) }
        thread.start()
    }

    /// The file chooser calls received so far, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The request objects a client closed (`org.freedesktop.portal.Request.Close`).
    public var closedRequests: [String] { state.withLock { $0.closedRequests } }

    /// Closes the connection, which releases the name.
    public func stop() { state.withLock { $0.isStopped = true } }

    deinit { stop() }

    private func serve(_ connection: DBusConnection) {
        defer { connection.close() }
        while !state.withLock({ $0.isStopped }) {
            guard let message = try? connection.nextMessage(timeout: .milliseconds(20)) else { continue }
            guard message.kind == .methodCall else { continue }
            switch (message.interface, message.member) {
            case ("org.freedesktop.portal.FileChooser", "OpenFile"), ("org.freedesktop.portal.FileChooser", "SaveFile"):
                answer(message, on: connection)
            case ("org.freedesktop.portal.Request", "Close"):
                state.withLock { $0.closedRequests.append(message.path ?? "") }
                try? connection.reply(to: message)
            default:
                try? connection.replyError(
                    to: message, name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no such method")
            }
        }
    }

    /// Replies with the request path the portal documents (`…/request/SENDER/TOKEN`), then answers on it.
    private func answer(_ call: DBusMessage, on connection: DBusConnection) {
        var options: [String: DBusValue] = [:]
        for (key, value) in call.arguments.dropFirst(2).first?.dictionaryValue ?? [:] {
            guard case .variant(let inner) = value else { continue }
            options[key] = inner
        }
        let record = Call(method: call.member ?? "", title: call.arguments.dropFirst().first?.stringValue ?? "", options: options)
        let answer = state.withLock { state in
            state.calls.append(record)
            return state.answer
        }
        let sender = String((call.sender ?? "").drop { $0 == ":" }.map { $0 == "." ? "_" : $0 })
        let token = options["handle_token"]?.stringValue ?? "t\(calls.count)"
        let handle = "/org/freedesktop/portal/desktop/request/\(sender)/\(token)"
        try? connection.reply(to: call, with: [.objectPath(handle)])
        let response: [DBusValue]
        switch answer {
        case .chosen(let uris):
            response = [.uint32(0), .dictionary(["uris": .array(elementSignature: "s", uris.map { .string($0) })])]
        case .cancelled:
            response = [.uint32(1), .dictionary([:])]
        case .never:
            return
        }
        try? connection.emitSignal(
            path: handle, interface: "org.freedesktop.portal.Request", name: "Response", arguments: response)
    }
}
