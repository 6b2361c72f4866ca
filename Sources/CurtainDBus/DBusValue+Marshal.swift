import CurtainCDBus

/// Moving ``DBusValue``s in and out of libdbus messages through `DBusMessageIter`: libdbus' variadic
/// `dbus_message_append_args` and `dbus_message_get_args` do not import into Swift, the iterator does.
extension DBusValue {
    /// The D-Bus type code of `character`, as libdbus' `DBUS_TYPE_*` constants spell it.
    static func typeCode(_ character: Unicode.Scalar) -> Int32 { Int32(character.value) }

    /// Appends the value to a message being written.
    ///
    /// - Returns: false when libdbus refused it (out of memory, or a string that is not valid UTF-8).
    func append(to iterator: inout DBusMessageIter) -> Bool {
        switch self {
        case .byte(let value): return Self.appendBasic(value, "y", to: &iterator)
        case .bool(let value): return Self.appendBasic(dbus_bool_t(value ? 1 : 0), "b", to: &iterator)
        case .int16(let value): return Self.appendBasic(value, "n", to: &iterator)
        case .uint16(let value): return Self.appendBasic(value, "q", to: &iterator)
        case .int32(let value): return Self.appendBasic(value, "i", to: &iterator)
        case .uint32(let value): return Self.appendBasic(value, "u", to: &iterator)
        case .int64(let value): return Self.appendBasic(value, "x", to: &iterator)
        case .uint64(let value): return Self.appendBasic(value, "t", to: &iterator)
        case .double(let value): return Self.appendBasic(value, "d", to: &iterator)
        case .string(let text): return Self.appendString(text, "s", to: &iterator)
        case .objectPath(let text): return Self.appendString(text, "o", to: &iterator)
        case .signature(let text): return Self.appendString(text, "g", to: &iterator)
        case .variant(let inner): return Self.appendContainer("v", inner.signature, [inner], to: &iterator)
        case .array(let element, let elements): return Self.appendContainer("a", element, elements, to: &iterator)
        case .dictionaryEntry(let key, let value): return Self.appendContainer("e", nil, [key, value], to: &iterator)
        case .structure(let fields): return Self.appendContainer("r", nil, fields, to: &iterator)
        case .unixFD(let fd): return Self.appendBasic(fd, "h", to: &iterator)
        }
    }

    private static func appendBasic<T: BitwiseCopyable>(_ value: T, _ type: Unicode.Scalar, to iterator: inout DBusMessageIter)
        -> Bool
    {
        var value = value
        return libdbus.dbus_message_iter_append_basic(&iterator, typeCode(type), &value) != 0
    }

    /// Strings go in as a pointer to a `const char *`, which libdbus copies.
    private static func appendString(_ text: String, _ type: Unicode.Scalar, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            return libdbus.dbus_message_iter_append_basic(&iterator, typeCode(type), &pointer) != 0
        }
    }

    private static func appendContainer(
        _ type: Unicode.Scalar, _ signature: String?, _ contents: [DBusValue],
        to iterator: inout DBusMessageIter
    ) -> Bool {
        var child = DBusMessageIter()
        let opened =
            signature.map { libdbus.dbus_message_iter_open_container(&iterator, typeCode(type), $0, &child) }
            ?? libdbus.dbus_message_iter_open_container(&iterator, typeCode(type), nil, &child)
        guard opened != 0 else { return false }
        for value in contents where !value.append(to: &child) {
            libdbus.dbus_message_iter_abandon_container(&iterator, &child)
            return false
        }
        return libdbus.dbus_message_iter_close_container(&iterator, &child) != 0
    }

    /// Reads every value from `iterator` to its end.
    static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while libdbus.dbus_message_iter_get_arg_type(&iterator) != typeCode("\0") {
            if let value = read(&iterator) { values.append(value) }
            _ = libdbus.dbus_message_iter_next(&iterator)
        }
        return values
    }

    /// Reads the value `iterator` points at, without advancing; nil for a type this enum lacks (a Unix fd).
    static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = libdbus.dbus_message_iter_get_arg_type(&iterator)
        switch Unicode.Scalar(UInt8(truncatingIfNeeded: type)) {
        case "y": return .byte(basic(&iterator, UInt8(0)))
        case "b": return .bool(basic(&iterator, dbus_bool_t(0)) != 0)
        case "n": return .int16(basic(&iterator, Int16(0)))
        case "q": return .uint16(basic(&iterator, UInt16(0)))
        case "i": return .int32(basic(&iterator, Int32(0)))
        case "u": return .uint32(basic(&iterator, UInt32(0)))
        case "x": return .int64(basic(&iterator, Int64(0)))
        case "t": return .uint64(basic(&iterator, UInt64(0)))
        case "d": return .double(basic(&iterator, Double(0)))
        case "s": return .string(string(&iterator))
        case "o": return .objectPath(string(&iterator))
        case "g": return .signature(string(&iterator))
        case "v": return contents(&iterator).first.map { .variant($0) }
        case "a":
            let whole = signature(&iterator)
            return .array(elementSignature: String(whole.dropFirst()), contents(&iterator))
        case "e":
            let pair = contents(&iterator)
            guard pair.count == 2 else { return nil }
            return .dictionaryEntry(key: pair[0], value: pair[1])
        case "r": return .structure(contents(&iterator))
        default: return nil
        }
    }

    private static func basic<T: BitwiseCopyable>(_ iterator: inout DBusMessageIter, _ initial: T) -> T {
        var value = initial
        libdbus.dbus_message_iter_get_basic(&iterator, &value)
        return value
    }

    /// libdbus hands out a pointer into the message, valid while the message lives: copy it at once.
    private static func string(_ iterator: inout DBusMessageIter) -> String {
        var pointer: UnsafePointer<CChar>?
        libdbus.dbus_message_iter_get_basic(&iterator, &pointer)
        return pointer.map { String(cString: $0) } ?? ""
    }

    private static func signature(_ iterator: inout DBusMessageIter) -> String {
        guard let characters = libdbus.dbus_message_iter_get_signature(&iterator) else { return "" }
        defer { libdbus.dbus_free(characters) }
        return String(cString: characters)
    }

    private static func contents(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var child = DBusMessageIter()
        libdbus.dbus_message_iter_recurse(&iterator, &child)
        return readAll(&child)
    }
}
