extension ProtocolDeclaration {
    /// Decides the Swift shape of `protocol`, leaving out everything newer than its version limits.
    ///
    /// - Parameters:
    ///   - sourceFile: the XML file name, quoted in the generated header.
    ///   - imports: modules the generated file imports (the runtime, when generating outside it).
    ///   - maxima: the `--max iface=N` limits.
    init(_ protocol: Protocol, sourceFile: String, imports: [String], maxima: [String: UInt32]) throws(ScanError) {
        let limits = VersionLimits(protocol: `protocol`, maxima: maxima)
        var classes: [ClassDeclaration] = []
        for interface in `protocol`.interfaces {
            classes.append(try ClassDeclaration(interface, version: limits.version(of: interface)))
        }
        self.init(sourceFile: sourceFile, imports: imports, classes: classes)
    }
}

extension ClassDeclaration {
    /// Builds the class for `interface` at `version`.
    init(_ interface: Interface, version: UInt32) throws(ScanError) {
        // Messages gain opcodes in order and `since` never decreases along the list, so the supported
        // ones are a prefix and opcodes stay their XML positions.
        let enumNames = Set(interface.enums.filter { $0.since <= version }.map(\.name))
        let requests = interface.requests.prefix { $0.since <= version }.map { $0.inferringEnums(enumNames) }
        let events = interface.events.prefix { $0.since <= version }.map { $0.inferringEnums(enumNames) }
        var requestDeclarations: [RequestDeclaration] = []
        for (opcode, request) in requests.enumerated() {
            requestDeclarations.append(RequestDeclaration(request, opcode: opcode, in: interface.name))
        }
        var eventDeclarations: [EventDeclaration] = []
        for (opcode, event) in events.enumerated() {
            eventDeclarations.append(try EventDeclaration(event, opcode: opcode, in: interface.name))
        }
        self.init(
            swiftName: Naming.typeName(interface.name), wireName: interface.name, version: version,
            documentation: DocumentationLines.make(interface.documentation, summary: interface.name),
            requestDescriptors: requests.map { MessageDescriptor($0, isRequest: true) },
            eventDescriptors: events.map { MessageDescriptor($0, isRequest: false) },
            requests: requestDeclarations, events: eventDeclarations,
            enums: interface.enums.filter { $0.since <= version }.map { EnumDeclaration($0, version: version) }
                .filter { !$0.cases.isEmpty }
        )
    }
}

extension MessageDescriptor {
    /// The libwayland table entry for `message`: `"2?ou"` is since 2, a nullable object, a uint.
    init(_ message: Message, isRequest: Bool) {
        var signature = message.since > 1 ? String(message.since) : ""
        var types: [String?] = []
        for arg in message.args {
            if arg.allowsNull { signature.append("?") }
            if isRequest, arg.type == .newID, arg.interface == nil {
                // An untyped new_id travels as interface name, version, id (wl_registry.bind).
                signature += "su"
            }
            signature.append(arg.type.signatureLetter)
            if arg.type == .object || arg.type == .newID { types.append(arg.interface.map(Naming.typeName)) }
        }
        self.init(name: message.name, signature: signature, types: types, isDestructor: message.isDestructor)
    }
}

extension RequestDeclaration {
    /// Builds the method for `request`.
    init(_ request: Message, opcode: Int, in interface: String) {
        var parameters: [String] = []
        var arguments: [String] = []
        var parameterDocs: [String] = []
        var undocumented: [(label: String, arg: Arg, index: Int)] = []
        var result = Result.none
        let parameterNames = request.args.filter { $0.type != .newID || $0.interface == nil }.map(\.name)
        let unlabelled = Naming.omitsFirstLabel(request: request.name, arguments: parameterNames)
        for arg in request.args {
            let label = Naming.memberName(arg.name)
            let value = Naming.identifier(label)
            if arg.type == .newID {
                if let child = arg.interface {
                    result = .proxy(Naming.typeName(child))
                } else {
                    result = .generic
                    parameters += ["_ type: T.Type", "version: UInt32"]
                    parameterDocs += [
                        "  - type: the proxy class to create; its interface is the one bound.",
                        "  - version: the version to bind; at most the advertised one.",
                    ]
                    arguments += [".string(T.interface.name)", ".uint(version)"]
                }
                arguments.append(".newID")
                continue
            }
            let type = Self.swiftType(of: arg, in: interface)
            let externalLabel = unlabelled && parameters.isEmpty ? "_ " : ""
            parameters.append("\(externalLabel)\(value): \(type)")
            undocumented.append((label, arg, parameterDocs.count))
            if let summary = arg.summary {
                parameterDocs.append("  - \(label): \(DocumentationLines.collapse(summary))")
                undocumented.removeLast()
            }
            arguments.append(Self.encoder(of: arg, value: value))
        }
        // DocC flags a method whose parameters are documented in part (`xdg_popup.reposition` has no summary for its
        // positioner): where the XML describes some arguments, the others get a line naming what they are.
        if !parameterDocs.isEmpty {
            for (label, arg, index) in undocumented.reversed() {
                let what = arg.interface.map { "the `\($0)` object" } ?? "the request's `\(arg.name)` argument"
                parameterDocs.insert("  - \(label): \(what) (the protocol does not describe it).", at: index)
            }
        }
        var sections: [String] = []
        if !parameterDocs.isEmpty { sections += ["- Parameters:"] + parameterDocs }
        if result != .none { sections.append("- Returns: the new object.") }
        self.init(
            swiftName: Naming.memberName(request.name), opcode: opcode,
            documentation: DocumentationLines.make(
                request.documentation, summary: request.name,
                since: request.since, sections: sections),
            parameters: parameters, arguments: arguments, result: result,
            marshalsInPlace: result != .generic && !request.args.contains { $0.type == .string || $0.type == .array }
        )
    }

    /// The parameter type a request takes for `arg`.
    static func swiftType(of arg: Arg, in interface: String) -> String {
        if let enumName = arg.enumName { return Naming.enumTypeName(enumName, in: interface) }
        let optional = arg.allowsNull ? "?" : ""
        switch arg.type {
        case .int, .fd: return "Int32"
        case .uint: return "UInt32"
        case .fixed: return "Double"
        case .string: return "String" + optional
        case .object, .newID: return (arg.interface.map(Naming.typeName) ?? "Proxy") + optional
        case .array: return "[UInt8]"
        }
    }

    /// The `Argument` expression that sends `value` as `arg`.
    static func encoder(of arg: Arg, value: String) -> String {
        if arg.enumName != nil { return ".uint(\(value).rawValue)" }
        switch arg.type {
        case .int: return ".int(\(value))"
        case .uint: return ".uint(\(value))"
        case .fixed: return ".fixed(\(value))"
        case .string: return ".string(\(value))"
        case .object: return ".object(\(value))"
        case .newID: return ".newID"
        case .array: return ".array(\(value))"
        case .fd: return ".fd(\(value))"
        }
    }
}

extension EventDeclaration {
    /// Builds the `Event` case for `event`.
    init(_ event: Message, opcode: Int, in interface: String) throws(ScanError) {
        var payload: [String] = []
        var decoders: [String] = []
        var sections: [String] = []
        for (index, arg) in event.args.enumerated() {
            let label = Naming.identifier(Naming.memberName(arg.name))
            let type: String
            let decoder: String
            if arg.enumName != nil {
                type = RequestDeclaration.swiftType(of: arg, in: interface)
                decoder = "try a.enumeration(\(index))"
            } else {
                switch arg.type {
                case .int: (type, decoder) = ("Int32", "a.int(\(index))")
                case .uint: (type, decoder) = ("UInt32", "a.uint(\(index))")
                case .fixed: (type, decoder) = ("Double", "a.fixed(\(index))")
                case .string where arg.allowsNull: (type, decoder) = ("String?", "a.optionalString(\(index))")
                case .string: (type, decoder) = ("String", "a.string(\(index))")
                case .object: (type, decoder) = ((arg.interface.map(Naming.typeName) ?? "Proxy") + "?", "a.object(\(index))")
                case .newID:
                    guard let child = arg.interface else {
                        throw ScanError(line: event.line, message: "event '\(event.name)' has an untyped new_id")
                    }
                    (type, decoder) = (Naming.typeName(child), "try a.newObject(\(index))")
                case .array: (type, decoder) = ("[UInt8]", "a.array(\(index))")
                case .fd: (type, decoder) = ("Int32", "a.fd(\(index))")
                }
            }
            payload.append("\(label): \(type)")
            decoders.append("\(label): \(decoder)")
            if let summary = arg.summary {
                sections.append("  - \(Naming.memberName(arg.name)): \(DocumentationLines.collapse(summary))")
            }
        }
        if !sections.isEmpty { sections.insert("- Parameters:", at: 0) }
        self.init(
            caseName: Naming.identifier(Naming.memberName(event.name)), opcode: opcode,
            documentation: DocumentationLines.make(
                event.documentation, summary: event.name, since: event.since,
                sections: sections),
            payload: payload, decoders: decoders
        )
    }
}

extension EnumDeclaration {
    /// Builds the enum or option set for `enumeration`, without entries newer than `version`.
    init(_ enumeration: Enum, version: UInt32) {
        let cases = enumeration.entries.filter { $0.since <= version }.map { entry in
            Case(
                swiftName: Naming.identifier(Naming.memberName(entry.name)), value: entry.value,
                documentation: DocumentationLines.make(
                    entry.documentation, summary: entry.summary ?? entry.name,
                    since: entry.since)
            )
        }
        self.init(
            swiftName: Naming.typeName(enumeration.name), isBitfield: enumeration.isBitfield,
            documentation: DocumentationLines.make(
                enumeration.documentation, summary: enumeration.name,
                since: enumeration.since),
            cases: cases
        )
    }
}

extension Message {
    /// This message with a missing `enum` attribute filled in where a numeric argument has the name of one of
    /// its interface's enums. Older XML (xdg-shell's `set_constraint_adjustment`) omits it; the typed API should
    /// not depend on the installed protocol version.
    func inferringEnums(_ enumNames: Set<String>) -> Message {
        let typed = args.map { arg in
            guard arg.enumName == nil, arg.type == .uint || arg.type == .int, enumNames.contains(arg.name) else {
                return arg
            }
            return Arg(
                name: arg.name, type: arg.type, summary: arg.summary, interface: arg.interface,
                allowsNull: arg.allowsNull, enumName: arg.name)
        }
        return Message(
            name: name, isDestructor: isDestructor, since: since, documentation: documentation,
            args: typed, line: line)
    }
}
