import Foundation
import CurtainTestSupport
import Testing

/// Every integration suite carries a time limit, so a hang (a compositor that never answers, an event that
/// never comes) fails its test in minutes instead of holding the whole run until CI gives up.
@Suite("Integration time limits", .blocking)
struct IntegrationTimeLimitTests {
    static let integrationTests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "CurtainIntegrationTests")

    @Test("every top-level integration suite has .integrationTimeLimit, and .blocking or .mainActorTurns")
    func everySuiteIsLimited() throws {
        let walker = try #require(FileManager.default.enumerator(atPath: Self.integrationTests.path))
        var suites = 0
        var unlimited: [String] = []
        var unplaced: [String] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.integrationTests.appending(path: relative), encoding: .utf8)
            // A suite's attribute runs from `@Suite` at the start of a line (after other attributes such as
            // `@MainActor`, if any, on that line or the lines before) to the type it declares.
            for match in text.matches(of: /\n(?:@\w+\s+)*@Suite/) {
                let declaration = text[match.range.upperBound...].prefix { $0 != "{" }
                suites += 1
                if !declaration.contains(".integrationTimeLimit") { unlimited.append("\(relative): @Suite\(declaration)") }
                // Where its tests run: blocking ones on threads of their own, window tests taking turns on the main
                // actor (CurtainTestSupport/Harness/TestPlacementTrait.swift).
                let attributes = text[match.range].contains("@MainActor") || declaration.contains("@MainActor")
                let placed =
                    attributes ? declaration.contains(".mainActorTurns") : declaration.contains(".blocking")
                if !placed { unplaced.append("\(relative): @Suite\(declaration)") }
            }
        }
        #expect(suites > 50, "found only \(suites) suites under \(Self.integrationTests.path)")
        #expect(unlimited.isEmpty, "\(unlimited.joined(separator: "\n"))")
        #expect(
            unplaced.isEmpty, "needs .blocking, or .mainActorTurns on a @MainActor suite:\n\(unplaced.joined(separator: "\n"))")
    }
}
