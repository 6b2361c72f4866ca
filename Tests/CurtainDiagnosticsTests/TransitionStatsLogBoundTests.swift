import Foundation
import Testing
@testable import CurtainDiagnostics
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// A process that presents thousands of alerts must not keep every transition's stats forever.
@MainActor @Suite("Transition stats log is bounded")
struct TransitionStatsLogBoundTests {
    @Test("the log keeps only the newest maximumRecords records, in memory and in its file")
    func keepsTheNewest() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "curtain-stats-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = TransitionStatsLog(path: path)
        log.maximumRecords = 5
        for index in 0..<12 { log.append(TransitionStats(transition: "t\(index)", phase: "present")) }
        #expect(log.records.map(\.transition) == (7..<12).map { "t\($0)" })
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("\"t11\"") && written.contains("\"t7\"") && !written.contains("\"t6\""))
        #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
    }

    @Test("the standard bound is a thousand records")
    func defaultBound() {
        #expect(TransitionStatsLog(path: nil).maximumRecords == 1000)
    }
}
