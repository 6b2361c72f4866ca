import Foundation

/// `WaylandScanner <in.xml> <out.swift> [--import MODULE]... [--max iface=N]...`
///
/// Reads one protocol XML file and writes its Swift bindings. Problems in the XML are reported as
/// `file:line: error: message` on standard error with exit status 1; usage errors exit with status 2.
@main
struct ScannerCommand {
    /// The parsed command line.
    struct Options: Equatable {
        var input: String
        var output: String
        var imports: [String] = []
        var maxima: [String: UInt32] = [:]

        /// Parses the arguments after the program name.
        init(arguments: [String]) throws(UsageError) {
            var positional: [String] = []
            var imports: [String] = []
            var maxima: [String: UInt32] = [:]
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--import":
                    guard let module = rest.popFirst() else { throw UsageError("--import needs a module name") }
                    imports.append(module)
                case "--max":
                    guard let limit = rest.popFirst() else { throw UsageError("--max needs iface=N") }
                    let parts = limit.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2, let version = UInt32(parts[1]), version > 0 else {
                        throw UsageError("--max expects iface=N with N ≥ 1, got '\(limit)'")
                    }
                    maxima[String(parts[0])] = version
                default:
                    positional.append(argument)
                }
            }
            guard positional.count == 2 else { throw UsageError("expected an input XML file and an output Swift file") }
            self.init(input: positional[0], output: positional[1], imports: imports, maxima: maxima)
        }

        init(input: String, output: String, imports: [String], maxima: [String: UInt32]) {
            self.input = input
            self.output = output
            self.imports = imports
            self.maxima = maxima
        }
    }

    /// A command line the scanner cannot run with.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Generates the Swift source for the XML text `data`.
    ///
    /// - Parameters:
    ///   - data: the protocol XML.
    ///   - file: the file name used in error messages and the generated header.
    /// - Throws: `ScanError` naming `file` and the line of the problem.
    static func generate(
        _ data: Data, file: String, imports: [String] = [],
        maxima: [String: UInt32] = [:]
    ) throws(ScanError) -> String {
        do {
            let root = try XMLNode.parse(data)
            let model = try Protocol.parse(root)
            let name = (file as NSString).lastPathComponent
            return try ProtocolDeclaration(model, sourceFile: name, imports: imports, maxima: maxima).emit()
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    static func main() {
        let options: Options
        do {
            options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            report("usage: WaylandScanner <in.xml> <out.swift> [--import MODULE]... [--max iface=N]...\n\(error)")
            exit(2)
        }
        guard let data = FileManager.default.contents(atPath: options.input) else {
            report("\(options.input): error: cannot read the file")
            exit(1)
        }
        do {
            let source = try generate(data, file: options.input, imports: options.imports, maxima: options.maxima)
            try Data(source.utf8).write(to: URL(fileURLWithPath: options.output), options: .atomic)
        } catch {
            report("\(error)")
            exit(1)
        }
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
