import Foundation

/// gettext's own tools (`msgfmt`, `msgcmp`, `xgettext`) and the scripts around them, run to completion for the
/// tests of the translation catalogs.
///
/// ```swift
/// let check = try Gettext.tool("msgfmt", ["--check", "-o", "/dev/null", "po/de.po"])
/// #expect(check.status == 0, "\(check.output)")
/// ```
public enum Gettext {
    /// What a program did: its exit status and its stdout and stderr together.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
    }

    /// A tool is not installed.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `/usr/bin/<name>` in the package root, in the C.UTF-8 locale, so its messages are English.
    ///
    /// - Throws: ``Missing`` naming the Debian package gettext when the tool is not installed.
    public static func tool(_ name: String, _ arguments: [String]) throws -> Run {
        let path = "/usr/bin/\(name)"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Missing(description: "\(name) is missing: install the Debian package gettext (scripts/setup-test does)")
        }
        return try run(path, arguments, environment: ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"])
    }

    /// Runs the program at `path` in the package root and waits for it.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = PackageRoot.of()
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.runTiedToTestProcess()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
