/// The Swift shape of one protocol file, decided before any source is written.
///
/// Building this from the model is where names, types, versions and wire encodings are chosen; emission only
/// prints it. Every value here is final Swift text (type names, expressions) or plain data.
struct ProtocolDeclaration: Equatable {
    var sourceFile: String
    var imports: [String]
    var classes: [ClassDeclaration]
}

/// One generated `final class` for an interface.
struct ClassDeclaration: Equatable {
    var swiftName: String
    var wireName: String
    var version: UInt32
    var documentation: [String]
    var requestDescriptors: [MessageDescriptor]
    var eventDescriptors: [MessageDescriptor]
    var requests: [RequestDeclaration]
    var events: [EventDeclaration]
    var enums: [EnumDeclaration]
}

/// One entry of the runtime's message table: the libwayland signature plus the interfaces of its
/// `object`/`new_id` arguments in order (`nil` for untyped ones).
struct MessageDescriptor: Equatable {
    var name: String
    var signature: String
    var types: [String?]
    var isDestructor: Bool
}

/// One request method.
struct RequestDeclaration: Equatable {
    /// What the method returns: nothing, a proxy of a fixed class, or a proxy of the caller's chosen class.
    enum Result: Equatable {
        case none
        case proxy(String)
        case generic
    }

    var swiftName: String
    var opcode: Int
    var documentation: [String]
    /// `label: Type` pieces of the parameter list.
    var parameters: [String]
    /// Expressions building the runtime `Argument`s, in wire order; for a request that marshals in place,
    /// the same expressions build `WireArgument`s.
    var arguments: [String]
    var result: Result
    /// Whether every argument is fixed-size (no `string`, no `array`): the method then fills `WireArgument`s on
    /// its stack instead of building an `[Argument]` array, so sending it allocates nothing.
    var marshalsInPlace = false
}

/// One case of a class's `Event` enum and how to decode it.
struct EventDeclaration: Equatable {
    var caseName: String
    var opcode: Int
    var documentation: [String]
    /// `label: Type` pieces of the case payload.
    var payload: [String]
    /// `label: expression` pieces that decode the payload from the runtime's `EventArguments`.
    var decoders: [String]
}

/// One nested enum (`enum X: UInt32`) or bitfield (`struct X: OptionSet`).
struct EnumDeclaration: Equatable {
    struct Case: Equatable {
        var swiftName: String
        var value: UInt32
        var documentation: [String]
    }

    var swiftName: String
    var isBitfield: Bool
    var documentation: [String]
    var cases: [Case]
}
