import CurtainTestSupport
import Foundation
import Testing

/// The isolation line is in the types: text layout belongs to the main actor, so a detached task that lays out text
/// does not compile, where before it compiled and raced with the UI over Pango's one font map.
///
/// Each test type-checks a few lines against the modules the build made (`swiftc -typecheck`, Swift 6 mode, about
/// 3 s): the same lines inside a `@MainActor` function are the control, so a failure to find the modules is not
/// mistaken for the refusal.
@Suite("Isolation the compiler checks", .blocking, .hangGuard(minutes: 2))
struct IsolationCompileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("text laid out on the main actor type-checks")
    func textLayoutOnTheMainActorCompiles() throws {
        let result = try Self.typecheck(
            """
            import Curtain
            @MainActor func measure() -> Size { TextLayout(text: "Curtain").size }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("a detached task that touches text layout does not compile, for the main actor's sake")
    func textLayoutInADetachedTaskDoesNotCompile() throws {
        let result = try Self.typecheck(
            """
            import Curtain
            func measureElsewhere() { Task.detached { _ = TextLayout(text: "Curtain").size } }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("from outside of its actor context"), "\(result.output)")
    }

    @Test("a stored callback's type says @MainActor: a closure of no isolation is not taken as one")
    func storedCallbacksAreMainActorTyped() throws {
        let result = try Self.typecheck(
            """
            import Curtain
            @MainActor func wire(_ button: Button, to action: @escaping () -> Void) { button.action = action }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("@MainActor"), "\(result.output)")
    }

    /// `swiftc -typecheck` of `source` against the debug build's modules, with the C modules' maps and headers.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appending(path: "curtain-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let build = packageRoot.appending(path: ".build/debug")
        var arguments = ["-typecheck", "-swift-version", "6", "-I", build.appending(path: "Modules").path]
        let sources = packageRoot.appending(path: "Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) where module.hasPrefix("CurtainC") {
            arguments += ["-I", sources.appending(path: module).path, "-I", sources.appending(path: "\(module)/include").path]
        }
        // SwiftPM's module maps for the C targets it compiled (CurtainCAtkShim).
        for entry in try FileManager.default.contentsOfDirectory(atPath: build.path) where entry.hasSuffix(".build") {
            let map = build.appending(path: "\(entry)/module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        for directory in ["pango-1.0", "glib-2.0", "harfbuzz", "freetype2", "cairo", "atk-1.0", "pixman-1"] {
            arguments += ["-Xcc", "-I/usr/include/\(directory)"]
        }
        arguments += ["-Xcc", "-I/usr/lib/x86_64-linux-gnu/glib-2.0/include", file.path]
        let process = Process()
        process.executableURL = try swiftc()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.runTiedToTestProcess()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The `swiftc` on `PATH`: the toolchain that built the package.
    static func swiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appending(path: "swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CompilerMissing()
    }

    struct CompilerMissing: Error, CustomStringConvertible {
        var description: String { "no swiftc on PATH: the tests need the Swift toolchain that built them" }
    }
}
