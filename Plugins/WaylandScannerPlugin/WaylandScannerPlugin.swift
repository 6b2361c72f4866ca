import Foundation
import PackagePlugin

/// Generates Swift bindings for the protocols that `protocols/<Target>.list` names, one Swift file per XML.
///
/// The list is data, not code: each line names an XML file and the highest version of each global the target
/// supports (`wl_seat=7`); an `import MODULE` line makes the generated code import a runtime module it is not part of.
@main
struct WaylandScannerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let listURL = context.package.directoryURL
            .appending(path: "protocols")
            .appending(path: "\(target.name).list")
        let list = try ProtocolList(contentsOf: listURL)
        let scanner = try context.tool(named: "WaylandScanner").url
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")

        return try list.entries.map { entry in
            let xml = try entry.resolve(protocolsDirectory: listURL.deletingLastPathComponent())
            let swift = output.appending(path: xml.deletingPathExtension().lastPathComponent + ".swift")
            var arguments = [xml.path, swift.path]
            for module in list.imports { arguments += ["--import", module] }
            for limit in entry.versionLimits { arguments += ["--max", limit] }
            return .buildCommand(
                displayName: "Generating \(swift.lastPathComponent) from \(xml.lastPathComponent)",
                executable: scanner,
                arguments: arguments,
                inputFiles: [xml, listURL],
                outputFiles: [swift]
            )
        }
    }
}

/// One parsed `protocols/<Target>.list`.
struct ProtocolList {
    struct Entry {
        var location: String
        var versionLimits: [String]

        /// Finds the XML on disk: Debian installs wayland.xml and wayland-protocols under data dirs that pkg-config
        /// names; plasma-wayland-protocols ships no pkg-config file (only CMake's), so its Debian path is fixed.
        func resolve(protocolsDirectory: URL) throws -> URL {
            guard let colon = location.firstIndex(of: ":") else {
                throw PluginError(
                    "'\(location)' needs a prefix: wayland:, wayland-protocols:, plasma-wayland-protocols: or local:")
            }
            let scheme = String(location[..<colon])
            let path = String(location[location.index(after: colon)...])
            switch scheme {
            case "local":
                return protocolsDirectory.appending(path: path)
            case "wayland":
                return URL(fileURLWithPath: dataDirectory(package: "wayland-scanner", fallback: "/usr/share/wayland"))
                    .appending(path: path)
            case "wayland-protocols":
                return URL(fileURLWithPath: dataDirectory(package: "wayland-protocols", fallback: "/usr/share/wayland-protocols"))
                    .appending(path: path)
            case "plasma-wayland-protocols":
                return URL(fileURLWithPath: "/usr/share/plasma-wayland-protocols").appending(path: path)
            default:
                throw PluginError("unknown protocol location '\(scheme):' in '\(location)'")
            }
        }
    }

    var imports: [String] = []
    var entries: [Entry] = []

    init(contentsOf url: URL) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw PluginError("no protocol list at \(url.path); each target that uses WaylandScannerPlugin needs one")
        }
        for line in text.split(separator: "\n") {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            if first == "import", words.count == 2 {
                imports.append(words[1])
            } else {
                entries.append(Entry(location: first, versionLimits: Array(words.dropFirst())))
            }
        }
    }
}

/// Asks pkg-config for a package's data directory, falling back to Debian's path.
func dataDirectory(package: String, fallback: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--variable=pkgdatadir", package]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return fallback }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !path.isEmpty ? path : fallback
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
