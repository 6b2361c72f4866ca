extension ClassDeclaration {
    /// Writes the proxy class, then its enums in an extension.
    func emit(into writer: inout SourceWriter) {
        writer.line("// MARK: - \(wireName)")
        writer.line()
        writer.documentation(documentation)
        writer.block("public final class \(swiftName): Proxy") { body in
            body.line("/// The runtime descriptor of `\(wireName)`, version \(version).")
            body.line("nonisolated public override class var interface: Interface { descriptor }")
            emitDescriptor(into: &body)
            if !events.isEmpty { emitEvents(into: &body) }
            for request in requests {
                body.line()
                request.emit(into: &body)
            }
        }
        guard !enums.isEmpty else { return }
        writer.line()
        writer.block("extension \(swiftName)") { body in
            for (index, declaration) in enums.enumerated() {
                if index > 0 { body.line() }
                declaration.emit(into: &body)
            }
        }
    }

    private func emitDescriptor(into writer: inout SourceWriter) {
        writer.block("nonisolated private static let descriptor = Interface(", closing: ")") { body in
            body.line("name: \"\(wireName)\", version: \(version),")
            Self.table("requests", requestDescriptors, last: false, into: &body)
            Self.table("events", eventDescriptors, last: true, into: &body)
        }
    }

    /// Writes one message table argument, an entry per line.
    private static func table(
        _ label: String, _ messages: [MessageDescriptor], last: Bool,
        into writer: inout SourceWriter
    ) {
        let comma = last ? "" : ","
        guard !messages.isEmpty else { return writer.line("\(label): []\(comma)") }
        writer.block("\(label): [", closing: "]\(comma)") { body in
            for message in messages {
                var entry = ".init(\"\(message.name)\", \"\(message.signature)\""
                if message.isDestructor { entry += ", destructor: true" }
                entry += ")"
                if !message.types.isEmpty {
                    let types = message.types.map { $0.map { "\($0).interface" } ?? "nil" }
                    entry += " { [\(types.joined(separator: ", "))] }"
                }
                body.line(entry + ",")
            }
        }
    }

    private func emitEvents(into writer: inout SourceWriter) {
        writer.line()
        writer.line("/// Called with each event the compositor sends to this object, during event dispatch, on the main actor.")
        writer.line("public var onEvent: (@MainActor (Event) -> Void)?")
        writer.line()
        writer.line("/// The events of `\(wireName)`.")
        writer.block("public enum Event") { body in
            for (index, event) in events.enumerated() {
                if index > 0 { body.line() }
                body.documentation(event.documentation)
                let payload = event.payload.isEmpty ? "" : "(" + event.payload.joined(separator: ", ") + ")"
                body.line("case \(event.caseName)\(payload)")
            }
        }
        writer.line()
        writer.line("/// Decodes one event and hands it to `onEvent`; called by the runtime's dispatcher.")
        writer.block("public override func dispatch(opcode: UInt32, arguments a: EventArguments) throws") { body in
            body.line("let event: Event")
            body.line("switch opcode {")
            for event in events {
                let payload = event.decoders.isEmpty ? "" : "(" + event.decoders.joined(separator: ", ") + ")"
                body.line("case \(event.opcode): event = .\(event.caseName)\(payload)")
            }
            body.line("default: throw EventArguments.Failure.unknownOpcode(opcode)")
            body.line("}")
            body.line("onEvent?(event)")
        }
    }
}

extension RequestDeclaration {
    /// Writes the request method: one `send` or `create` call into the runtime.
    func emit(into writer: inout SourceWriter) {
        writer.documentation(documentation)
        let parameters = parameters.joined(separator: ", ")
        if marshalsInPlace { return emitInPlace(parameters, into: &writer) }
        let arguments = "[" + arguments.joined(separator: ", ") + "]"
        switch result {
        case .none:
            writer.block("public func \(swiftName)(\(parameters))") { $0.line("send(\(opcode), \(arguments))") }
        case .proxy(let type):
            writer.block("public func \(swiftName)(\(parameters)) -> \(type)") {
                $0.line("create(\(opcode), \(arguments))")
            }
        case .generic:
            writer.block("public func \(swiftName)<T: Proxy>(\(parameters)) -> T") {
                $0.line("create(\(opcode), \(arguments), version: version)")
            }
        }
    }

    /// Writes a method whose fixed-size arguments go to the runtime as a tuple of `WireArgument`s on the stack.
    private func emitInPlace(_ parameters: String, into writer: inout SourceWriter) {
        var returns = "", call = "send(\(opcode), $0)"
        if case .proxy(let type) = result {
            returns = " -> \(type)"
            call = "create(\(opcode), $0) as \(type)"
        }
        writer.block("public func \(swiftName)(\(parameters))\(returns)") { body in
            switch arguments.count {
            case 0:
                body.line("send(\(opcode))")
                return
            case 1:
                body.line("var arguments = WireArgument\(arguments[0])")
            default:
                let types = Array(repeating: "WireArgument", count: arguments.count).joined(separator: ", ")
                body.line("var arguments: (\(types)) = (\(arguments.joined(separator: ", ")))")
            }
            body.line((returns.isEmpty ? "" : "return ") + "withUnsafeMutableBytes(of: &arguments) { \(call) }")
        }
    }
}
