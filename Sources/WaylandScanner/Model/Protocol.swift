/// A parsed `<protocol>`: the root of one XML file.
struct Protocol: Equatable {
    let name: String
    let documentation: Documentation?
    let interfaces: [Interface]

    /// Reads a `<protocol>` element.
    static func parse(_ node: XMLNode) throws(ScanError) -> Protocol {
        guard node.name == "protocol" else {
            throw ScanError(line: node.line, message: "expected <protocol> as the root element, found <\(node.name)>")
        }
        var interfaces: [Interface] = []
        for child in node.children(named: "interface") {
            interfaces.append(try Interface.parse(child))
        }
        return Protocol(name: try node.required("name"), documentation: node.documentation, interfaces: interfaces)
    }
}
