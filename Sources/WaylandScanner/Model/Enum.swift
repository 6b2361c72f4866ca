/// A parsed `<enum>`: a set of named values, or flags when `bitfield="true"`.
struct Enum: Equatable {
    /// One `<entry>`.
    struct Entry: Equatable {
        let name: String
        let value: UInt32
        let since: UInt32
        let summary: String?
        let documentation: Documentation?
    }

    let name: String
    let since: UInt32
    let isBitfield: Bool
    let documentation: Documentation?
    let entries: [Entry]

    /// Reads an `<enum>` element.
    static func parse(_ node: XMLNode) throws(ScanError) -> Enum {
        var entries: [Entry] = []
        for child in node.children(named: "entry") {
            entries.append(
                Entry(
                    name: try child.required("name"), value: try child.number("value", default: 0),
                    since: try child.number("since", default: 1), summary: child.attributes["summary"],
                    documentation: child.documentation
                ))
            if child.attributes["value"] == nil {
                throw ScanError(line: child.line, message: "<entry> needs a 'value' attribute")
            }
        }
        return Enum(
            name: try node.required("name"), since: try node.number("since", default: 1),
            isBitfield: node.attributes["bitfield"] == "true", documentation: node.documentation, entries: entries
        )
    }
}
