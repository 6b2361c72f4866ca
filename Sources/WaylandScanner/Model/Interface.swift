/// A parsed `<interface>`: its requests, events and enums as the XML declares them.
struct Interface: Equatable {
    let name: String
    let version: UInt32
    let documentation: Documentation?
    let requests: [Message]
    let events: [Message]
    let enums: [Enum]
    let line: Int

    /// Reads an `<interface>` element.
    static func parse(_ node: XMLNode) throws(ScanError) -> Interface {
        var requests: [Message] = []
        var events: [Message] = []
        var enums: [Enum] = []
        for child in node.children {
            switch child.name {
            case "request": requests.append(try Message.parse(child))
            case "event": events.append(try Message.parse(child))
            case "enum": enums.append(try Enum.parse(child))
            default: continue
            }
        }
        return Interface(
            name: try node.required("name"), version: try node.number("version", default: 1),
            documentation: node.documentation, requests: requests, events: events, enums: enums, line: node.line
        )
    }
}
