/// One value of the D-Bus type system, as a method call's argument or a reply's result.
///
/// Basic values carry their Swift equivalents; containers carry their element signature so that an empty array
/// still has a type on the wire:
/// ```swift
/// let options: DBusValue = .dictionary(["remote-desktop-session-id": .string(id)])   // a{sv}
/// try bus.call(destination: "org.gnome.Mutter.ScreenCast", path: "/org/gnome/Mutter/ScreenCast",
///              interface: "org.gnome.Mutter.ScreenCast", method: "CreateSession", arguments: [options])
/// ```
public indirect enum DBusValue: Sendable, Hashable {
    /// `y`, an unsigned byte.
    case byte(UInt8)
    /// `b`, sent as a 32-bit 0 or 1.
    case bool(Bool)
    /// `n`.
    case int16(Int16)
    /// `q`.
    case uint16(UInt16)
    /// `i`.
    case int32(Int32)
    /// `u`: the portal's `color-scheme`, a file filter's pattern kind.
    case uint32(UInt32)
    /// `x`.
    case int64(Int64)
    /// `t`.
    case uint64(UInt64)
    /// `d`, an IEEE 754 double.
    case double(Double)
    /// `s`, UTF-8 without NUL.
    case string(String)
    /// `o`, an object path such as `/org/freedesktop/portal/desktop`; libdbus refuses a malformed one.
    case objectPath(String)
    /// `g`, a type signature such as `a{sv}`.
    case signature(String)
    /// A value that carries its own type (`v`).
    case variant(DBusValue)
    /// An array (`a…`) of values that all have `elementSignature`.
    case array(elementSignature: String, [DBusValue])
    /// A dictionary entry (`{kv}`); only valid as an array element.
    case dictionaryEntry(key: DBusValue, value: DBusValue)
    /// A struct (`(…)`).
    case structure([DBusValue])
    /// A Unix file descriptor (`h`): libdbus sends a duplicate, so the caller still owns and closes this one.
    case unixFD(Int32)

    /// The value's D-Bus type signature, such as `s`, `a{sv}` or `(ii)`.
    public var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .variant: "v"
        case .array(let element, _): "a" + element
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .unixFD: "h"
        }
    }

    /// A string-keyed dictionary of variants (`a{sv}`), the options argument most D-Bus APIs take.
    public static func dictionary(_ entries: [String: DBusValue]) -> DBusValue {
        .array(
            elementSignature: "{sv}",
            entries.sorted { $0.key < $1.key }.map {
                .dictionaryEntry(key: .string($0.key), value: .variant($0.value))
            })
    }
}

// MARK: - Reading replies

extension DBusValue {
    /// The string of a `s`, `o` or `g` value, looking through variants; nil for other types.
    public var stringValue: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// The value of an integer type that fits an `Int`, looking through variants; nil for other types.
    public var integerValue: Int? {
        switch self {
        case .byte(let value): Int(value)
        case .int16(let value): Int(value)
        case .uint16(let value): Int(value)
        case .int32(let value): Int(value)
        case .uint32(let value): Int(value)
        case .int64(let value): Int(value)
        case .uint64(let value): Int(exactly: value)
        case .variant(let inner): inner.integerValue
        default: nil
        }
    }

    /// The entries of a dictionary (an array of dictionary entries) keyed by string, looking through variants.
    public var dictionaryValue: [String: DBusValue]? {
        switch self {
        case .variant(let inner): return inner.dictionaryValue
        case .array(_, let elements):
            var result: [String: DBusValue] = [:]
            for element in elements {
                guard case .dictionaryEntry(let key, let value) = element, let name = key.stringValue else { return nil }
                result[name] = value
            }
            return result
        default: return nil
        }
    }
}
