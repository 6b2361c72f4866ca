import Foundation

/// Reads a Swift file as text and finds what `SizeLimitsTests` measures: its stored properties per type.
///
/// It is not a parser. It blanks out comments and string literals, tracks brace depth, and counts the `let`
/// and `var` declarations that sit directly in a class, struct or actor body and are not computed. That is
/// enough for the project's own formatting (one declaration per line, `{` on the declaration's line). It works
/// on UTF-8 bytes, since every character it looks for is ASCII and the tests run it over every source file.
enum SourceShape {
    /// One class, struct or actor and the names of its stored instance properties.
    struct TypeShape {
        var name: String
        var stored: [String]
    }

    /// The bytes with comments and string literals replaced by spaces, so braces inside them do not count.
    ///
    /// Newlines stay where they were. Interpolations are blanked with their string.
    static func code(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out = bytes
        let (slash, star, quote, backslash, newline, open, close) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"),
            UInt8(ascii: "("), UInt8(ascii: ")")
        )
        func at(_ position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0 }
        func blank(_ range: Range<Int>) {
            for position in range where out[position] != newline { out[position] = UInt8(ascii: " ") }
        }
        var index = 0
        while index < bytes.count {
            let start = index
            if at(index) == slash && at(index + 1) == slash {
                while index < bytes.count && bytes[index] != newline { index += 1 }
            } else if at(index) == slash && at(index + 1) == star {
                var depth = 0
                repeat {
                    if at(index) == slash && at(index + 1) == star {
                        depth += 1; index += 2
                    } else if at(index) == star && at(index + 1) == slash {
                        depth -= 1; index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            } else if at(index) == quote && at(index + 1) == quote && at(index + 2) == quote {
                index += 3
                while index < bytes.count && !(at(index) == quote && at(index + 1) == quote && at(index + 2) == quote) {
                    index += at(index) == backslash ? 2 : 1
                }
                index += 3
            } else if at(index) == quote {
                index += 1
                var parentheses = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == backslash {
                        if at(index + 1) == open { parentheses += 1 }
                        index += 2
                        continue
                    }
                    if parentheses > 0 {
                        if byte == open { parentheses += 1 } else if byte == close { parentheses -= 1 }
                    } else if byte == quote || byte == newline {
                        break
                    }
                    index += 1
                }
                index += 1
            } else {
                index += 1
                continue
            }
            index = min(index, bytes.count)
            blank(start..<index)
        }
        return out
    }

    /// Every class, struct and actor in `text`, with its stored instance properties.
    static func types(in source: String) -> [TypeShape] {
        let code = code(source)
        /// For each open brace: the index in `types` of the class, struct or actor whose body it opened, if any.
        var stack: [Int?] = []
        var types: [TypeShape] = []
        /// Where the text since the last brace starts: the head of whatever the next `{` opens.
        var headStart = 0
        /// Where the current line starts, to read declarations line by line at a type's body depth.
        var lineStart = 0
        func text(_ range: Range<Int>) -> String { String(decoding: code[range], as: UTF8.self) }
        func record(line: String) {
            guard let owner = stack.last, let owner, let name = storedProperty(line) else { return }
            types[owner].stored.append(name)
        }
        for (offset, byte) in code.enumerated() {
            switch byte {
            case UInt8(ascii: "{"):
                if let owner = stack.last, owner != nil {
                    // An observer block right after the brace keeps a property stored.
                    let next = code[(offset + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
                        .prefix {
                            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                        }
                    record(line: text(lineStart..<offset) + "{ " + String(decoding: next, as: UTF8.self))
                }
                if let name = typeName(text(headStart..<offset)) {
                    types.append(TypeShape(name: name, stored: []))
                    stack.append(types.count - 1)
                } else {
                    stack.append(nil)
                }
                headStart = offset + 1
                lineStart = offset + 1
            case UInt8(ascii: "}"):
                record(line: text(lineStart..<offset))
                if !stack.isEmpty { stack.removeLast() }
                headStart = offset + 1
                lineStart = offset + 1
            case UInt8(ascii: "\n"), UInt8(ascii: ";"):
                record(line: text(lineStart..<offset))
                lineStart = offset + 1
            default:
                break
            }
        }
        return types
    }

    /// Words that begin a declaration or statement: the last one before a `{` says what the brace opens.
    static let declaring: Set<String> = [
        "class", "struct", "actor", "enum", "protocol", "extension", "func", "init", "deinit", "subscript", "var", "let",
        "case", "get", "set", "willSet", "didSet", "if", "else", "for", "while", "switch", "guard", "do", "catch", "defer",
        "repeat", "in",
    ]

    /// The name of the class, struct or actor whose body a `{` after `head` opens, if it opens one.
    static func typeName(_ head: String) -> String? {
        let words = head.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        guard let last = words.lastIndex(where: { declaring.contains(String($0)) }) else { return nil }
        guard ["class", "struct", "actor"].contains(words[last]), last + 1 < words.count else { return nil }
        return String(words[last + 1])
    }

    /// The property's name if `line`, read at a type's body depth, declares a stored instance property.
    ///
    /// Static and class properties are not instance state, and an override observes storage the superclass
    /// already has. A `{` before any `=` makes a property computed, unless the block is a `willSet`/`didSet`
    /// observer, which a stored property carries.
    static func storedProperty(_ line: String) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, first != "let" && first != "var" {
            if first == "static" || first == "class" || first == "override" { return nil }
            let isModifier = first.hasPrefix("@") || modifiers.contains(first.prefix { $0 != "(" })
            guard isModifier else { return nil }
            words = words.dropFirst()
        }
        guard words.count >= 2 else { return nil }
        let rest = words.dropFirst().joined(separator: " ")
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
        guard !name.isEmpty else { return nil }
        if let brace = rest.firstIndex(of: "{") {
            if let equals = rest.firstIndex(of: "="), equals < brace { return name }
            let block = rest[rest.index(after: brace)...].drop { $0 == " " }
            guard block.hasPrefix("willSet") || block.hasPrefix("didSet") else { return nil }
        }
        return name
    }

    static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "weak", "unowned", "lazy",
        "nonisolated", "dynamic", "mutating", "required", "convenience", "indirect",
    ]
}
