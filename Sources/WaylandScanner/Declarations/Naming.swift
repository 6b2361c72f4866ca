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

    /// Whether a request's first Swift parameter goes without an argument label, following the Swift API Design
    /// Guidelines ("omit needless words"): a label that only repeats what the method name already says is noise
    /// at the call site. Two cases, decided from the XML names alone so that every protocol gets the same rule:
    ///
    /// 1. The request's name ends with the argument's name, compared word by word: `set_title(title)` becomes
    ///    `setTitle(_:)`, `set_app_id(app_id)` `setAppId(_:)`, `set_buffer_scale(scale)` `setBufferScale(_:)`,
    ///    `key(key, state)` `key(_:state:)`. Words must match whole, so `resize(size)` keeps `resize(size:)`.
    /// 2. The request's only argument is a `serial`: the request answers the event that carried it, and the
    ///    method name names that event, so `pong(serial)` becomes `pong(_:)` and `ack_configure(serial)`
    ///    `ackConfigure(_:)`.
    ///
    /// Every other label stays, because there it says what the value means: `attach(buffer:x:y:)`,
    /// `damageBuffer(x:y:width:height:)`, `setSize(width:height:)`, `move(seat:serial:)`.
    ///
    /// - Parameters:
    ///   - request: the request's XML name (`set_app_id`).
    ///   - arguments: the XML names of the arguments that become parameters, in order (without typed `new_id`s,
    ///     which become the return value).
    static func omitsFirstLabel(request: String, arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        let requestWords = request.split(separator: "_")
        let argumentWords = first.split(separator: "_")
        if !argumentWords.isEmpty, requestWords.reversed().starts(with: argumentWords.reversed()) { return true }
        return arguments == ["serial"]
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
