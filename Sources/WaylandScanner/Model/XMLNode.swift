import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a protocol XML file, with the line it started on for error messages.
///
/// The scanner reads the whole file into this small tree first, so the model types can parse with plain
/// recursion instead of juggling SAX callbacks.
struct XMLNode {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode] = []
    var text = ""
    var line: Int

    /// The children named `name`, in document order.
    func children(named name: String) -> [XMLNode] {
        children.filter { $0.name == name }
    }

    /// The attribute `key`, or a `ScanError` naming the element's line.
    func required(_ key: String) throws(ScanError) -> String {
        guard let value = attributes[key] else {
            throw ScanError(line: line, message: "<\(name)> needs a '\(key)' attribute")
        }
        return value
    }

    /// The attribute `key` read as an unsigned number, or `defaultValue` when absent.
    func number(_ key: String, default defaultValue: UInt32) throws(ScanError) -> UInt32 {
        guard let text = attributes[key] else { return defaultValue }
        let parsed = text.hasPrefix("0x") ? UInt32(text.dropFirst(2), radix: 16) : UInt32(text)
        guard let parsed else {
            throw ScanError(line: line, message: "<\(name)> attribute \(key)=\"\(text)\" is not a number")
        }
        return parsed
    }

    /// The `<description>` child as documentation text, if any.
    var documentation: Documentation? {
        guard let node = children(named: "description").first else { return nil }
        return Documentation(summary: node.attributes["summary"] ?? "", body: node.text)
    }

    /// Parses `data` into its root element.
    ///
    /// The text must be UTF-8: FoundationXML traps on element or attribute names that are not, so bad bytes
    /// are reported here, with their line, before the parser sees them.
    static func parse(_ data: Data) throws(ScanError) -> XMLNode {
        if let line = firstInvalidUTF8Line(data) {
            throw ScanError(line: line, message: "malformed XML: the file is not valid UTF-8")
        }
        let parser = XMLParser(data: data)
        let builder = TreeBuilder(parser: parser)
        parser.delegate = builder
        let succeeded = parser.parse()
        if let failure = builder.failure { throw failure }
        guard succeeded, let root = builder.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unreadable XML"
            throw ScanError(line: max(parser.lineNumber, 1), message: "malformed XML: \(reason)")
        }
        return root
    }

    /// The line of the first byte sequence in `data` that is not UTF-8, or `nil` when all of it is.
    static func firstInvalidUTF8Line(_ data: Data) -> Int? {
        var line = 1
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded): if encoded.first == UInt8(ascii: "\n") { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}

/// A `<description>`: its one-line summary and its free text.
struct Documentation: Equatable {
    var summary: String
    var body: String
}

/// Collects SAX events from `XMLParser` into an `XMLNode` tree.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    private unowned let parser: XMLParser
    private var stack: [XMLNode] = []
    var root: XMLNode?
    var failure: ScanError?

    init(parser: XMLParser) { self.parser = parser }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
    ) {
        stack.append(XMLNode(name: elementName, attributes: attributes, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let node = stack.popLast() else { return }
        if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    /// FoundationXML reports libxml2's error numbers; these are the ones a hand-edited protocol hits.
    private static func explain(_ error: Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends too early"
        case 76: return "a closing tag does not match its opening tag"
        case 77: return "an element is never closed"
        default: return "parser error \(code)"
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = ScanError(line: max(parser.lineNumber, 1), message: "malformed XML: \(Self.explain(parseError))")
    }
}
