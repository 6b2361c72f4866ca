import CurtainDBus
import Foundation
import Synchronization

/// A stand-in for xdg-desktop-portal's Settings interface on a test's ``PrivateBus``: it owns
/// `org.freedesktop.portal.Desktop`, serves `/org/freedesktop/portal/desktop` `ReadAll`, `Read` and `ReadOne`
/// from a table, and emits `SettingChanged` when the test changes a value. Only what the real portal does on the
/// wire, nothing of its backends.
///
/// ```swift
/// let portal = try PortalSettingsService(on: bus, settings: ["org.freedesktop.appearance": ["color-scheme": .uint32(1)]])
/// portal.change("org.freedesktop.appearance", "color-scheme", to: .uint32(2))   // emits SettingChanged
/// ```
public final class PortalSettingsService: Sendable {
    private let state: Mutex<State>

    private struct State {
        var settings: [String: [String: DBusValue]]
        var pendingSignals: [(String, String, DBusValue)] = []
        var isStopped = false
        var calls: [String] = []
    }

    /// Connects, takes the portal's name and starts answering on a thread of its own.
    ///
    /// - Parameters:
    ///   - bus: The bus to serve on.
    ///   - settings: Values by namespace and key.
    ///   - delay: How long to wait before answering each call: a slow portal.
    public init(on bus: PrivateBus, settings: [String: [String: DBusValue]], delay: Duration = .zero) throws {
        state = Mutex(State(settings: settings))
        // Handed to the service thread, which alone uses it from then on.
        nonisolated(unsafe) let connection = try DBusConnection(address: bus.address)
        guard try connection.requestName("org.freedesktop.portal.Desktop") else {
            throw DBusConnectionError.failed(method: "RequestName", name: "", message: "the portal's name is taken")
        }
        let thread = Thread { [self] in serve(connection, delay: delay) }
        thread.start()
    }

    /// The methods called so far, in order (`ReadAll`, `Read`, …).
    public var calls: [String] { state.withLock { $0.calls } }

    /// Changes one value and emits `SettingChanged(namespace, key, value)`.
    public func change(_ namespace: String, _ key: String, to value: DBusValue) {
        state.withLock {
            $0.settings[namespace, default: [:]][key] = value
            $0.pendingSignals.append((namespace, key, value))
        }
    }

    /// Releases the name and closes the connection.
    public func stop() { state.withLock { $0.isStopped = true } }

    private func serve(_ connection: DBusConnection, delay: Duration) {
        defer { connection.close() }
        while !state.withLock({ $0.isStopped }) {
            for (namespace, key, value) in state.withLock({ state in
                defer { state.pendingSignals = [] }; return state.pendingSignals
            }) {
                try? connection.emitSignal(
                    path: "/org/freedesktop/portal/desktop", interface: "org.freedesktop.portal.Settings",
                    name: "SettingChanged", arguments: [.string(namespace), .string(key), .variant(value)])
            }
            guard let message = try? connection.nextMessage(timeout: .milliseconds(10)) else { continue }
            guard message.kind == .methodCall, message.interface == "org.freedesktop.portal.Settings" else { continue }
            if delay > .zero {
                Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
            }
            answer(message, on: connection)
        }
    }

    private func answer(_ call: DBusMessage, on connection: DBusConnection) {
        let settings = state.withLock { state in
            state.calls.append(call.member ?? "")
            return state.settings
        }
        let strings = call.arguments.map { $0.stringValue }
        switch call.member {
        case "ReadAll":
            let wanted =
                call.arguments.first.flatMap { value -> [String]? in
                    guard case .array(_, let names) = value else { return nil }
                    return names.compactMap(\.stringValue)
                } ?? []
            let namespaces = settings.filter { wanted.isEmpty || wanted.contains($0.key) }.sorted { $0.key < $1.key }
            let reply = DBusValue.array(
                elementSignature: "{sa{sv}}",
                namespaces.map {
                    .dictionaryEntry(key: .string($0.key), value: .dictionary($0.value))
                })
            try? connection.reply(to: call, with: [reply])
        case "Read", "ReadOne":
            guard strings.count == 2, let namespace = strings[0], let key = strings[1],
                let value = settings[namespace]?[key]
            else {
                try? connection.replyError(
                    to: call, name: "org.freedesktop.portal.Error.NotFound",
                    message: "Requested setting not found")
                return
            }
            // Read, the older method, wraps the value in a second variant.
            try? connection.reply(to: call, with: [call.member == "Read" ? .variant(.variant(value)) : .variant(value)])
        default:
            try? connection.replyError(to: call, name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no such method")
        }
    }
}
