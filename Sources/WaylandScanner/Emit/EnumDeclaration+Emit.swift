extension EnumDeclaration {
    /// Writes a `UInt32` enum, or an `OptionSet` for a bitfield.
    func emit(into writer: inout SourceWriter) {
        writer.documentation(documentation)
        if isBitfield {
            writer.block("public struct \(swiftName): OptionSet, Sendable") { body in
                body.line("public let rawValue: UInt32")
                body.line("public init(rawValue: UInt32) { self.rawValue = rawValue }")
                for entry in cases {
                    body.documentation(entry.documentation)
                    // A zero flag is the empty set; spelled `[]` so Swift does not warn about `rawValue: 0`.
                    let value = entry.value == 0 ? "[]" : "\(swiftName)(rawValue: \(hex(entry.value)))"
                    body.line("public static let \(entry.swiftName): \(swiftName) = \(value)")
                }
            }
            return
        }
        writer.block("public enum \(swiftName): UInt32, Sendable") { body in
            var seen: [UInt32: String] = [:]
            for entry in cases {
                body.documentation(entry.documentation)
                if let first = seen[entry.value] {
                    // Swift enums cannot repeat a raw value: a later alias refers to the first case.
                    body.line("public static let \(entry.swiftName) = \(swiftName).\(first)")
                } else {
                    seen[entry.value] = entry.swiftName
                    body.line("case \(entry.swiftName) = \(hex(entry.value))")
                }
            }
        }
    }

    private func hex(_ value: UInt32) -> String {
        isBitfield || value > 0xffff ? "0x" + String(value, radix: 16) : String(value)
    }
}
