import Foundation
import Testing

/// What the tests themselves may do, checked by reading them: no assertion on elapsed time, and no process started
/// that could outlive the test process.
///
/// A test that asserts a duration fails on a loaded machine and proves nothing about behaviour: where a test means
/// "this happens" it waits for the event (with a deadline that is only a hang guard), and where it means "this is
/// fast" the figure belongs in `scripts/bench`, beside the peers. A process that a test starts any other way than
/// through `Process.runTiedToTestProcess` (or setpriv's `--pdeathsig`) survives a crashed or killed test run.
@Suite("Test policy")
struct TestPolicyTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file of the test targets and of `CurtainTestSupport`, as (path from the root, lines of code).
    static func testFiles() throws -> [(path: String, lines: [String])] {
        var files: [(String, [String])] = []
        for folder in ["Tests", "Sources/CurtainTestSupport"] {
            let base = root.appending(path: folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appending(path: relative), encoding: .utf8)
                files.append(("\(folder)/\(relative)", SourcePolicyTests.codeLines(of: text)))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    // MARK: - Elapsed time

    /// An expression that reads a clock.
    static var clockRead: Regex<Substring> { #/ContinuousClock|SuspendingClock|\.now\b|Date\(\)|timeIntervalSince|DispatchTime/# }
    /// A `Duration` literal.
    static var durationLiteral: Regex<Substring> { #/\.(?:seconds|milliseconds|microseconds|nanoseconds)\(/# }
    /// A duration literal on one side of a comparison (`elapsed < .seconds(1)`, `.milliseconds(5) <= delay`), not one
    /// passed to a function inside it (`curve.value(at: .milliseconds(200)) - 1.1 < 1e-9` samples a curve).
    static var comparedDuration: Regex<Substring> {
        #/ (?:<|<=|>|>=) \.(?:seconds|milliseconds|microseconds|nanoseconds)\(|\.(?:seconds|milliseconds|microseconds|nanoseconds)\([^()]*\) (?:<|<=|>|>=) /#
    }
    /// A relational comparison: `<`, `<=`, `>`, `>=` with spaces around, as swift-format lays them out.
    static var comparison: Regex<Substring> { #/ (?:<|<=|>|>=) /# }
    /// An assertion.
    static var assertion: Regex<Substring> { #/#expect\(|#require\(/# }

    /// Comparisons that involve a clock but assert no elapsed time, each with why.
    static let allowed: [(file: String, code: String, reason: String)] = [
        (
            "Tests/WaylandTests/DisplayConnectTests.swift", "EventLoop.now() >= start",
            "the loop's clock is monotonic: a property of the clock, which load cannot break"
        ),
        (
            "Tests/WaylandTests/DisplayConnectTests.swift", "start > .zero",
            "the loop's clock counts from boot, not from the process: a property of the clock"
        ),
        (
            "Tests/CurtainIntegrationTests/Weston/TextInputIntegrationTests.swift",
            "firstDue >= pressedBefore + .milliseconds(400)",
            "a repeat's due time is computed from the press, never earlier than the delay: load only makes it later"
        ),
        (
            "Tests/CurtainPresentationTests/DragToDismissTests.swift", "settle > .milliseconds(100) && settle < .seconds(1)",
            "the spring's settling time, computed from its equation: no clock is read"
        ),
        (
            "Tests/CurtainPresentationTests/TimingCurveTests.swift", "settle > .zero && settle < .seconds(1)",
            "the spring's settling time, computed from its equation: no clock is read"
        ),
    ]

    /// The assertions in `lines` that compare a clock reading, a duration literal, or a value that was computed from
    /// a clock, as `path:line: code`.
    static func elapsedTimeComparisons(path: String, lines: [String]) -> [String] {
        // Names bound to a clock reading anywhere in the file (`let start = clock.now`, `elapsed = now - start`).
        var timed: Set<String> = []
        let binding = #/^\s*(?:(?:let|var)\s+)?\(?([\w, ]+?)\)?\s*(?::[^=]+)?=\s*(.+)$/#
        for line in lines {
            guard let match = line.firstMatch(of: binding), match.2.contains(clockRead) else { continue }
            for name in match.1.split(separator: ",") { timed.insert(name.trimmingCharacters(in: .whitespaces)) }
        }
        return lines.enumerated().compactMap { index, line in
            guard line.contains(assertion), line.contains(comparison) else { return nil }
            let words = Set(line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            guard line.contains(clockRead) || line.contains(comparedDuration) || !words.isDisjoint(with: timed) else {
                return nil
            }
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !allowed.contains(where: { $0.file == path && code.contains($0.code) }) else { return nil }
            return "\(path):\(index + 1): \(code)"
        }
    }

    @Test("the checker finds an elapsed-time assertion in each of its forms, and passes a plain one")
    func elapsedTimeCheckerFindsEachForm() {
        let lines = [
            "let start = ContinuousClock.now",
            "let elapsed = ContinuousClock.now - start",
            "#expect(elapsed < .seconds(1))",
            "#expect(clock.now - start < limit)",
            "#expect(frames >= 3)",
            "#expect(try #require(delay) <= .milliseconds(400))",
            "#expect(waitUntil(timeout: .seconds(5)) { done })",
            "#expect(abs(curve.value(at: .milliseconds(200)) - 1.1) < 1e-9)",
            "#expect(.milliseconds(5) <= delay)",
        ]
        let found = Self.elapsedTimeComparisons(path: "Example.swift", lines: lines)
        #expect(found.map { $0.split(separator: ":")[1] } == ["3", "4", "6", "9"], "\(found)")
    }

    @Test("no test asserts elapsed time: it waits for the event, and speed is scripts/bench's")
    func noElapsedTimeAssertions() throws {
        // This file's own examples are string literals, which the scan reads as code.
        let found = try Self.testFiles().filter { !$0.path.hasSuffix("/TestPolicyTests.swift") }
            .flatMap { Self.elapsedTimeComparisons(path: $0.path, lines: $0.lines) }
        #expect(found.isEmpty, "elapsed-time assertions:\n\(found.joined(separator: "\n"))")
    }

    @Test("each allowed clock comparison is still there, so the list stays honest")
    func allowedComparisonsExist() throws {
        let files = try Self.testFiles()
        for entry in Self.allowed {
            let file = files.first { $0.path == entry.file }
            #expect(file?.lines.contains { $0.contains(entry.code) } == true, "\(entry.file): \(entry.code) is gone")
        }
    }

    // MARK: - Processes

    @Test("every process a test starts is tied to the test process")
    func everyProcessIsTied() throws {
        var found: [String] = []
        for file in try Self.testFiles() where !file.path.hasSuffix("Harness/LifelineThread.swift") {
            // Names bound to a new Process in this file; `name.run()` would start it untied.
            let names = Set(file.lines.compactMap { $0.firstMatch(of: #/(\w+)\s*=\s*Process\(\)/#).map { String($0.1) } })
            let spawnsTied = file.lines.contains { $0.contains("--pdeathsig") }
            for (index, line) in file.lines.enumerated() {
                let untiedRun = line.firstMatch(of: #/(\w+)\.run\(\)/#).map { names.contains(String($0.1)) } ?? false
                let untiedSpawn = line.contains("posix_spawn(") && !spawnsTied
                if untiedRun || untiedSpawn {
                    found.append("\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "start these with runTiedToTestProcess():\n\(found.joined(separator: "\n"))")
    }
}
