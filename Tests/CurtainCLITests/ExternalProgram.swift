import CurtainTestSupport
import Foundation
import Testing

/// Runs an installed program (a shell, groff) for the tests that check what `curtain` generates.
///
/// A missing program is an error naming the Debian package, never a skip: `scripts/setup-test`
/// installs them all.
struct ExternalProgram {
    /// What the program did.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The program was not found.
    struct NotInstalled: Error, CustomStringConvertible {
        var program: String
        var package: String
        var description: String {
            "\(program) is not installed: install the Debian package \(package) (scripts/setup-test does)"
        }
    }

    /// The absolute path of the program.
    let path: String

    /// Finds `name` in /usr/bin or /bin.
    ///
    /// - Throws: ``NotInstalled`` naming `package`.
    init(_ name: String, package: String) throws {
        guard let path = ["/usr/bin/\(name)", "/bin/\(name)"].first(where: FileManager.default.isExecutableFile) else {
            throw NotInstalled(program: name, package: package)
        }
        self.path = path
    }

    /// A program by its path, for files the tests made themselves.
    init(path: String) {
        self.path = path
    }

    /// Runs the program to completion (these programs finish in milliseconds; the suite's own time
    /// limit catches a hang).
    func run(_ arguments: [String], input: String? = nil, environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        let stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.runTiedToTestProcess()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes concurrently with the process, so a full pipe never blocks it.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let error = errorData.wait()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: error, as: UTF8.self))
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

/// Data handed from a reader thread, waited for with a condition.
private final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data!
    }
}
