import Foundation
import CurtainTestSupport
import Testing

/// The toolkit's layers import only the layers below them.
///
/// SwiftPM already refuses an upward import on a clean build (the higher module does not exist yet when the
/// lower one compiles), but an incremental build can find a stale module from an earlier build and accept it.
/// Reading the imports catches that at once, and names the layer it broke.
@Suite("Layering", .blocking)
struct LayeringTests {
    /// Each toolkit target, bottom up, with the project modules it may import.
    static let allowedImports: KeyValuePairs<String, Set<String>> = [
        "CurtainDBus": ["CurtainCDBus"],
        "CurtainDesktop": ["CurtainDBus", "CurtainCDBus"],
        "CurtainShell": ["Wayland", "CurtainCWayland"],
        "CurtainRendering": ["CurtainShell", "CurtainCCairo", "CurtainCPango"],
        "CurtainInput": ["CurtainShell", "Wayland", "CurtainCWayland", "CurtainCWaylandCursor", "CurtainCXKBCommon"],
        "CurtainViews": [
            "CurtainDBus", "CurtainDesktop", "CurtainShell", "CurtainRendering", "CurtainInput", "Wayland", "CurtainCAtk",
            "CurtainCAtkShim",
            "CurtainCGettext",
        ],
        "CurtainPresentation": [
            "CurtainDBus", "CurtainDesktop", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews", "Wayland",
            "CurtainCCairo",
        ],
        "CurtainAlerts": [
            "CurtainDBus", "CurtainDesktop", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews",
            "CurtainPresentation", "Wayland",
            "CurtainCCairo",
        ],
        "CurtainDiagnostics": [
            "CurtainDBus", "CurtainDesktop", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews",
            "CurtainPresentation", "Wayland",
            "CurtainCCairo",
        ],
    ]
    /// Layers that are products of their own, which the umbrella does not re-export.
    static let separateProducts: Set<String> = ["CurtainDBus", "CurtainDiagnostics"]
    /// Modules from outside the project, which any layer may use.
    static let system: Set<String> = ["Glibc", "Musl", "Foundation", "FoundationEssentials", "Synchronization", "Dispatch"]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources")

    /// The modules `target`'s Swift files import, as `file: module`; `tests` reads the target's unit tests.
    static func imports(of target: String, tests: Bool = false) throws -> [(file: String, module: String)] {
        let directory =
            tests
            ? sources.deletingLastPathComponent().appending(path: "Tests/\(target)Tests") : sources.appending(path: target)
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var found: [(String, String)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appending(path: relative), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let module = importedModule(in: line) else { continue }
                found.append(("\(tests ? "\(target)Tests" : target)/\(relative)", module))
            }
        }
        return found
    }

    /// The module an `import` declaration names, or nil for any other line: attributes (`@testable`,
    /// `@preconcurrency`) and an access level (`public import`) may come first, a kind (`import struct`) and a
    /// submodule (`Glibc.stdio`) name parts of the module.
    static func importedModule(in line: Substring) -> String? {
        let words = line.split(separator: " ")
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        guard let index = words.firstIndex(of: "import"),
            words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) })
        else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        var rest = words[(index + 1)...]
        if let kind = rest.first, kinds.contains(kind) { rest = rest.dropFirst() }
        return rest.first.map { String($0.split(separator: ".")[0]) }
    }

    @Test("an import is read whatever comes before the module's name")
    func importsAreRead() {
        let lines: [(Substring, String?)] = [
            ("import CurtainShell", "CurtainShell"), ("public import CurtainAlerts", "CurtainAlerts"),
            ("@preconcurrency package import CurtainViews", "CurtainViews"), ("@_exported import Wayland", "Wayland"),
            ("import struct CurtainPresentation.Filmstrip", "CurtainPresentation"), ("import Glibc.stdio", "Glibc"),
            ("// import CurtainAlerts", nil), ("let importance = 1", nil),
        ]
        for (line, module) in lines { #expect(Self.importedModule(in: line) == module, "\(line)") }
    }

    @Test("each layer imports only the layers below it", arguments: allowedImports.map(\.key))
    func importsPointDown(layer: String) throws {
        let allowed = Self.allowedImports.first { $0.key == layer }!.value.union(Self.system)
        let imports = try Self.imports(of: layer)
        #expect(!imports.isEmpty, "no Swift files found under Sources/\(layer)")
        let upward = imports.filter { !allowed.contains($0.module) }
        #expect(upward.isEmpty, "\(upward.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
    }

    /// A layer's unit tests see what the layer sees, the layer itself, the test support, and any C library (a test
    /// may paint with Cairo to check a buffer): a test that needs a higher layer belongs to that layer's tests.
    @Test("each layer's unit tests import only that layer and the layers below it", arguments: allowedImports.map(\.key))
    func testsImportDown(layer: String) throws {
        let cLibraries = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            // CurtainCCairo, CurtainCWayland…: the C modules' prefix, then the library's name.
            $0.hasPrefix("CurtainC") && $0.dropFirst("CurtainC".count).first?.isUppercase == true
        }
        let allowed = Self.allowedImports.first { $0.key == layer }!.value.union(Self.system)
            .union([layer, "Testing", "CurtainTestSupport"]).union(cLibraries)
        let imports = try Self.imports(of: layer, tests: true)
        #expect(!imports.isEmpty, "no Swift files found under Tests/\(layer)Tests")
        let upward = imports.filter { !allowed.contains($0.module) }
        #expect(upward.isEmpty, "\(upward.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
    }

    @Test("the Curtain umbrella only re-exports the toolkit's layers")
    func umbrellaOnlyReexports() throws {
        let directory = Self.sources.appending(path: "Curtain")
        let walker = try #require(FileManager.default.enumerator(atPath: directory.path))
        let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files == ["Curtain.swift"])
        let text = try String(contentsOf: directory.appending(path: "Curtain.swift"), encoding: .utf8)
        let code = text.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
        #expect(
            code
                == Self.allowedImports.map(\.key).filter { !Self.separateProducts.contains($0) }.map {
                    "@_exported import \($0)"[...]
                })
    }
}
