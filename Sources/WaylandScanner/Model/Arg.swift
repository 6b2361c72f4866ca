/// A parsed `<arg>` of a request or event.
struct Arg: Equatable {
    /// The wire types of the Wayland protocol.
    enum Kind: String, Equatable {
        case int, uint, fixed, string, object
        case newID = "new_id"
        case array, fd

        /// The type's letter in a libwayland message signature.
        var signatureLetter: Character {
            switch self {
            case .int: "i"
            case .uint: "u"
            case .fixed: "f"
            case .string: "s"
            case .object: "o"
            case .newID: "n"
            case .array: "a"
            case .fd: "h"
            }
        }
    }

    let name: String
    let type: Kind
    let summary: String?
    /// The interface of an `object` or `new_id`; `nil` when untyped.
    let interface: String?
    let allowsNull: Bool
    /// The `enum` attribute, as written (`format` or `wl_output.transform`).
    let enumName: String?

    /// Reads an `<arg>` element.
    static func parse(_ node: XMLNode) throws(ScanError) -> Arg {
        let typeName = try node.required("type")
        guard let type = Kind(rawValue: typeName) else {
            throw ScanError(line: node.line, message: "unknown argument type '\(typeName)'")
        }
        let allowsNull = node.attributes["allow-null"] == "true"
        if allowsNull, ![.string, .object].contains(type) {
            throw ScanError(line: node.line, message: "allow-null is only valid on string and object arguments")
        }
        return Arg(
            name: try node.required("name"), type: type, summary: node.attributes["summary"],
            interface: node.attributes["interface"], allowsNull: allowsNull, enumName: node.attributes["enum"]
        )
    }
}
