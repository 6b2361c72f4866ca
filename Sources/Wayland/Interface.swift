import CurtainCWayland
import Glibc
import Synchronization

/// The runtime description of a Wayland interface: its name, version and message tables.
///
/// Generated proxy classes each own one, built from the XML at build time:
///
/// ```swift
/// Interface(name: "wl_surface", version: 5, requests: [
///     .init("destroy", "", destructor: true),
///     .init("attach", "?oii") { [WlBuffer.interface] },
/// ], events: [...])
/// ```
///
/// libwayland needs the same tables as C `wl_interface`/`wl_message` structs; `pointer` builds them on first
/// use, once, and never frees them. libwayland compares interfaces by name, so these tables mix safely with
/// its own (`wl_display`).
public final class Interface: @unchecked Sendable {
    // Sendable because every stored property is immutable except the C tables, which are written once,
    // under `tableLock`, before any pointer to them is handed out.

    /// One request or event: what libwayland needs to marshal it, plus what the runtime checks.
    public struct Message: Sendable {
        /// The XML name (`set_title`).
        public let name: String
        /// The libwayland signature: a `since` prefix when above 1, `?` before nullable arguments, then one
        /// letter per argument (`i u f s o n a h`); `"2?ou"`.
        public let signature: String
        /// The version that introduced the message, read from the signature's prefix.
        public let since: UInt32
        /// `true` when the request destroys its object.
        public let isDestructor: Bool
        /// Bit `i` is set when argument `i` is an `object`: the slots a request must check for
        /// ``WireArgument/object(_:)``'s dead objects before libwayland reads them.
        let objectSlots: UInt64
        /// The interfaces of the `o` and `n` arguments in order, `nil` for untyped ones. A closure, because
        /// interfaces refer to each other in cycles.
        let types: @Sendable () -> [Interface?]

        /// Describes a message.
        ///
        /// - Parameters:
        ///   - name: the XML name.
        ///   - signature: the libwayland signature, such as `"2?ou"`.
        ///   - destructor: whether the request destroys its object.
        ///   - types: the interfaces of the object and new_id arguments, in order.
        public init(
            _ name: String, _ signature: String, destructor: Bool = false,
            types: @escaping @Sendable () -> [Interface?] = { [] }
        ) {
            self.name = name
            self.signature = signature
            self.since = UInt32(String(signature.prefix(while: \.isNumber))) ?? 1
            self.isDestructor = destructor
            self.types = types
            var slots: UInt64 = 0
            for (index, letter) in signature.filter(\.isLetter).enumerated() where letter == "o" && index < 64 {
                slots |= 1 << UInt64(index)
            }
            objectSlots = slots
        }

        /// The argument letters of the signature, without the version prefix and nullability marks.
        var argumentLetters: [Character] {
            signature.filter { $0.isLetter }.map { $0 }
        }
    }

    /// The XML name (`wl_surface`).
    public let name: String
    /// The highest version these bindings implement.
    public let version: UInt32
    /// The requests, indexed by opcode.
    public let requests: [Message]
    /// The events, indexed by opcode.
    public let events: [Message]

    private let storage: UnsafeMutablePointer<wl_interface>
    private var isBuilt = false

    /// Describes an interface; the C tables are built later, on first use of `pointer`.
    public init(name: String, version: UInt32, requests: [Message], events: [Message]) {
        self.name = name
        self.version = version
        self.requests = requests
        self.events = events
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: wl_interface(
                name: strdup(name), version: Int32(version),
                method_count: 0, methods: nil, event_count: 0, events: nil
            ))
    }

    /// The complete C `wl_interface`, valid for the rest of the process.
    public var pointer: UnsafePointer<wl_interface> {
        tableLock.withLock { _ in buildTables() }
        return UnsafePointer(storage)
    }

    /// Fills this interface's message tables and those of every interface they mention, so that libwayland
    /// can decode events for objects it creates on its own (a `new_id` in an event). Call with `tableLock` held.
    private func buildTables() {
        guard !isBuilt else { return }
        isBuilt = true
        var referenced: [Interface] = []
        storage.pointee.method_count = Int32(requests.count)
        storage.pointee.methods = UnsafePointer(Self.table(requests, referenced: &referenced))
        storage.pointee.event_count = Int32(events.count)
        storage.pointee.events = UnsafePointer(Self.table(events, referenced: &referenced))
        for interface in referenced { interface.buildTables() }
    }

    /// Allocates a `wl_message` array for `messages`; never freed.
    private static func table(_ messages: [Message], referenced: inout [Interface]) -> UnsafeMutablePointer<wl_message> {
        let table = UnsafeMutablePointer<wl_message>.allocate(capacity: max(messages.count, 1))
        for (index, message) in messages.enumerated() {
            let letters = message.argumentLetters
            let types = UnsafeMutablePointer<UnsafePointer<wl_interface>?>.allocate(capacity: max(letters.count, 1))
            var objectTypes = message.types()[...]
            for (slot, letter) in letters.enumerated() {
                var type: Interface?
                if letter == "o" || letter == "n" { type = objectTypes.popFirst() ?? nil }
                if let type { referenced.append(type) }
                (types + slot).initialize(to: type.map { UnsafePointer($0.storage) })
            }
            (table + index).initialize(
                to: wl_message(
                    name: strdup(message.name), signature: strdup(message.signature),
                    types: types))
        }
        return table
    }
}

/// Serializes building of C tables; interfaces may first be used from several threads (tests run in parallel).
private let tableLock = Mutex(())
