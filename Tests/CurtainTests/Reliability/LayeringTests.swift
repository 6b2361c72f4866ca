import Foundation
import Testing

/// The toolkit's layers import only the layers below them.
///
/// SwiftPM already refuses an upward import on a clean build (the higher module does not exist yet when the
/// lower one compiles), but an incremental build can find a stale module from an earlier build and accept it.
/// Reading the imports catches that at once, and names the layer it broke.
@Suite("Layering")
struct LayeringTests {
    /// Each toolkit target, bottom up, with the project modules it may import.
    static let allowedImports: KeyValuePairs<String, Set<String>> = [
        "CurtainDBus": ["CDBus"],
        "CurtainShell": ["Wayland", "CWayland"],
        "CurtainRendering": ["CurtainShell", "CCairo", "CPango"],
        "CurtainInput": ["CurtainShell", "Wayland", "CWayland", "CWaylandCursor", "CXKBCommon"],
        "CurtainViews": ["CurtainDBus", "CurtainShell", "CurtainRendering", "CurtainInput", "Wayland", "CAtk", "CAtkShim"],
        "CurtainPresentation": ["CurtainDBus", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews", "Wayland", "CCairo"],
        "CurtainAlerts": [
            "CurtainDBus", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews", "CurtainPresentation", "Wayland",
            "CCairo",
        ],
        "CurtainDiagnostics": [
            "CurtainDBus", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews", "CurtainPresentation", "Wayland",
            "CCairo",
        ],
    ]
    /// Modules from outside the project, which any layer may use.
    static let system: Set<String> = ["Glibc", "Musl", "Foundation", "FoundationEssentials", "Synchronization", "Dispatch"]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources")

    /// The modules `target`'s Swift files import, as `file: module`.
    static func imports(of target: String) throws -> [(file: String, module: String)] {
        let directory = sources.appending(path: target)
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var found: [(String, String)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appending(path: relative), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                      words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                found.append(("\(target)/\(relative)", String(words[index + 1])))
            }
        }
        return found
    }

    @Test("each layer imports only the layers below it", arguments: allowedImports.map(\.key))
    func importsPointDown(layer: String) throws {
        let allowed = Self.allowedImports.first { $0.key == layer }!.value.union(Self.system)
        let imports = try Self.imports(of: layer)
        #expect(!imports.isEmpty, "no Swift files found under Sources/\(layer)")
        let upward = imports.filter { !allowed.contains($0.module) }
        #expect(upward.isEmpty, "\(upward.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
    }

    @Test("the Curtain umbrella only re-exports the layers")
    func umbrellaOnlyReexports() throws {
        let directory = Self.sources.appending(path: "Curtain")
        let walker = try #require(FileManager.default.enumerator(atPath: directory.path))
        let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files == ["Curtain.swift"])
        let text = try String(contentsOf: directory.appending(path: "Curtain.swift"), encoding: .utf8)
        let code = text.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
        #expect(code == Self.allowedImports.map { "@_exported import \($0.key)"[...] })
    }
}
