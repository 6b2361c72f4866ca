import CurtainCWayland

/// The arguments of one incoming event, read by index; generated `dispatch(opcode:arguments:)` methods use it.
///
/// Valid only during the dispatch call: libwayland frees the arguments afterwards.
@MainActor public struct EventArguments {
    /// Input the generated bindings cannot turn into an `Event`; logged and dropped, never fatal.
    public enum Failure: Error, CustomStringConvertible {
        /// The compositor sent an event number the bindings do not know.
        case unknownOpcode(UInt32)
        /// An enum argument carried a value the bindings do not know.
        case unknownEnumValue(type: String, value: UInt32)
        /// libwayland delivered no object for a `new_id`.
        case missingNewObject(index: Int)

        /// What was wrong, for the log line.
        public var description: String {
            switch self {
            case .unknownOpcode(let opcode): "unknown event opcode \(opcode)"
            case .unknownEnumValue(let type, let value): "unknown \(type) value \(value)"
            case .missingNewObject(let index): "no object for the new_id in argument \(index)"
            }
        }
    }

    private let raw: UnsafeMutablePointer<wl_argument>
    private let connection: Connection?

    init(_ raw: UnsafeMutablePointer<wl_argument>, connection: Connection?) {
        self.raw = raw
        self.connection = connection
    }

    /// An `int`.
    public func int(_ index: Int) -> Int32 { raw[index].i }

    /// A `uint`.
    public func uint(_ index: Int) -> UInt32 { raw[index].u }

    /// A `fixed`, as a `Double`.
    public func fixed(_ index: Int) -> Double { Fixed.decode(raw[index].f) }

    /// A non-null `string`.
    public func string(_ index: Int) -> String { optionalString(index) ?? "" }

    /// A nullable `string`.
    public func optionalString(_ index: Int) -> String? { raw[index].s.map { String(cString: $0) } }

    /// An `array`'s bytes.
    public func array(_ index: Int) -> [UInt8] {
        guard let array = raw[index].a, let data = array.pointee.data, array.pointee.size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: array.pointee.size))
    }

    /// An `fd`: the receiver owns it and must close it.
    public func fd(_ index: Int) -> Int32 { raw[index].h }

    /// An `object`, as the Swift proxy that owns it.
    ///
    /// `nil` when the argument is null, the object was already destroyed client-side, it is not a Swift proxy,
    /// or it is not a `T`.
    public func object<T: Proxy>(_ index: Int) -> T? {
        guard let object = raw[index].o else { return nil }
        return Proxy.swiftProxy(for: object) as? T
    }

    /// The object a `new_id` created, now owned by a fresh proxy of class `T`.
    public func newObject<T: Proxy>(_ index: Int) throws -> T {
        guard let object = raw[index].o else { throw Failure.missingNewObject(index: index) }
        let proxy = T(adopting: object)
        proxy.connection = connection
        return proxy
    }

    /// An enum or bitfield argument.
    ///
    /// - Throws: `Failure.unknownEnumValue` when the value is not a known case.
    public func enumeration<T: RawRepresentable>(_ index: Int) throws -> T where T.RawValue == UInt32 {
        guard let value = T(rawValue: raw[index].u) else {
            throw Failure.unknownEnumValue(type: "\(T.self)", value: raw[index].u)
        }
        return value
    }
}
