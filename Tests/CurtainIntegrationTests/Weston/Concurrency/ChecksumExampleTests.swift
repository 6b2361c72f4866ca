import CurtainTestSupport
import Foundation
import Testing

/// Examples/Checksum, the app a new user copies, built as a separate package against this checkout
/// (scripts/build-examples, which scripts/test runs) and run on the harness's weston with real keys.
///
/// It hashes a file in a task that updates its window from an `AsyncSequence`, then awaits an alert's
/// answer; Ctrl-C reaches it as a block on the main queue that cancels that task. So the alert showing at
/// all means main-actor work ran while the window was open, and an interrupt ending it means a main-queue
/// block ran and cancelling the task took the alert down.
@Suite("Examples/Checksum on weston", .serialized, .integrationTimeLimit, .blocking)
struct ChecksumExampleTests: CommandSuite {
    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    /// The example's binary where scripts/build-examples puts it.
    static func executable() throws -> String {
        let path = CurtainProcess.packageRoot.appendingPathComponent(".build/examples/Checksum/debug/checksum").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CurtainProcess.Missing(description: "\(path) is missing: run scripts/build-examples (scripts/test does)")
        }
        return path
    }

    /// Starts the example on `file` and waits until its alert is up.
    private func startAndWaitForAlert(hashing file: String) throws -> CurtainProcess {
        let run = try CurtainProcess([file], executable: Self.executable(), on: weston)
        try run.waitUntilPresented(input, timeout: .seconds(20))
        try input.sync()
        return run
    }

    @Test func returnChoosesPrintAndTheAwaitedAnswerPrintsTheDigestOfSha256sum() throws {
        let file = try ScratchFile(megabytes: 8)
        let run = try startAndWaitForAlert(hashing: file.path)
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(try file.sha256sum())\n", "\(result.stderr)")
    }

    @Test func escapeChoosesCloseAndPrintsNothing() throws {
        let file = try ScratchFile(megabytes: 1)
        let run = try startAndWaitForAlert(hashing: file.path)
        input.tap(.escape)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func anInterruptCancelsTheTaskWhichDismissesTheAlert() throws {
        let file = try ScratchFile(megabytes: 1)
        let run = try startAndWaitForAlert(hashing: file.path)
        kill(run.process.processIdentifier, SIGINT)
        let result = try run.finish()
        // "cancelled" is printed once the awaited alert threw, which it does after its dismissal completed.
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stdout == "cancelled\n", "\(result.stderr)")
    }
}

/// A file of pseudo-random bytes in the temporary directory, removed when the value goes.
private final class ScratchFile {
    let path = NSTemporaryDirectory() + "curtain-checksum-\(UUID().uuidString)"

    init(megabytes: Int) throws {
        var generator = SeededGenerator(seed: UInt64(megabytes))
        let words = (0..<megabytes << 17).map { _ in generator.next() }
        try words.withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: path)) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The digest as coreutils' `sha256sum` itself prints it: the peer the example must agree with.
    func sha256sum() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let output = Pipe()
        process.standardOutput = output
        try process.runTiedToTestProcess()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed.prefix(64), as: UTF8.self)
    }
}
