/// A parsed `<request>` or `<event>`.
struct Message: Equatable {
    let name: String
    /// `true` for `type="destructor"`: the request ends the object.
    let isDestructor: Bool
    let since: UInt32
    let documentation: Documentation?
    let args: [Arg]
    let line: Int

    /// Reads a `<request>` or `<event>` element.
    static func parse(_ node: XMLNode) throws(ScanError) -> Message {
        var args: [Arg] = []
        for child in node.children(named: "arg") {
            args.append(try Arg.parse(child))
        }
        if args.filter({ $0.type == .newID }).count > 1 {
            throw ScanError(line: node.line, message: "'\(try node.required("name"))' has more than one new_id argument")
        }
        return Message(
            name: try node.required("name"), isDestructor: node.attributes["type"] == "destructor",
            since: try node.number("since", default: 1), documentation: node.documentation, args: args, line: node.line
        )
    }
}
