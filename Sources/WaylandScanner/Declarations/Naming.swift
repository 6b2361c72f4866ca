/// How XML names become Swift names: `wl_surface` → `WlSurface`, `damage_buffer` → `damageBuffer`.
enum Naming {
    /// The Swift type for an interface or enum name: `wp_fractional_scale_manager_v1` → `WpFractionalScaleManagerV1`.
    static func typeName(_ wireName: String) -> String {
        wireName.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The Swift type for an `enum` attribute: `format` inside `wl_shm` → `WlShm.Format`,
    /// `wl_output.transform` → `WlOutput.Transform`.
    static func enumTypeName(_ reference: String, in interface: String) -> String {
        let parts = reference.split(separator: ".", maxSplits: 1).map(String.init)
        let (owner, name) = parts.count == 2 ? (parts[0], parts[1]) : (interface, parts[0])
        return typeName(owner) + "." + typeName(name)
    }

    /// A lowerCamelCase identifier, with a `_` prefix when it starts with a digit (`90` → `_90`).
    static func memberName(_ wireName: String) -> String {
        let words = wireName.split(separator: "_")
        guard let first = words.first else { return "_" }
        let camel = String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return camel.first?.isNumber == true ? "_" + camel : camel
    }

    /// `name` as written in Swift source, in backticks when it is a keyword (`default`, `class`).
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "rethrows", "super",
        "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol", "any", "some", "open", "fileprivate",
    ]
}
