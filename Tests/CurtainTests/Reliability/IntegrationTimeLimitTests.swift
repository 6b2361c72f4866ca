import Foundation
import Testing

/// Every integration suite carries a time limit, so a hang (a compositor that never answers, an event that
/// never comes) fails its test in minutes instead of holding the whole run until CI gives up.
@Suite("Integration time limits")
struct IntegrationTimeLimitTests {
    static let integrationTests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "CurtainIntegrationTests")

    @Test("every top-level integration suite has .integrationTimeLimit")
    func everySuiteIsLimited() throws {
        let walker = try #require(FileManager.default.enumerator(atPath: Self.integrationTests.path))
        var suites = 0
        var unlimited: [String] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.integrationTests.appending(path: relative), encoding: .utf8)
            // A suite's attribute runs from `@Suite` at the start of a line to the type it declares.
            for attribute in text.split(separator: "\n@Suite", omittingEmptySubsequences: false).dropFirst() {
                let declaration = attribute.prefix { $0 != "{" }
                suites += 1
                if !declaration.contains(".integrationTimeLimit") { unlimited.append("\(relative): @Suite\(declaration)") }
            }
        }
        #expect(suites > 50, "found only \(suites) suites under \(Self.integrationTests.path)")
        #expect(unlimited.isEmpty, "\(unlimited.joined(separator: "\n"))")
    }
}
