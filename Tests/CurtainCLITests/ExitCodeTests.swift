import CurtainTestSupport
import Testing
@testable import curtain

@Suite("exit codes", .blocking)
struct ExitCodeTests {
    @Test("the documented table never changes")
    func table() {
        let table = Dictionary(uniqueKeysWithValues: ExitCode.allCases.map { ($0, $0.rawValue) })
        #expect(
            table == [
                .success: 0, .cancelled: 1, .usageError: 2, .displayUnavailable: 3, .failure: 4, .timedOut: 5,
                .portalUnavailable: 6, .zenityError: 255,
            ])
    }

    @Test("zenity's meanings hold: 0 OK, 1 Cancel, 5 timeout")
    func zenityNumbers() {
        #expect(AlertResult(request: AlertRequest(), outcome: .action(at: 0))?.exitCode.rawValue == 0)
        #expect(AlertResult(request: AlertRequest(), outcome: .dismissed())?.exitCode.rawValue == 1)
        #expect(AlertResult(request: AlertRequest(), outcome: .timedOut())?.exitCode.rawValue == 5)
    }

    @Test("every code has a summary")
    func summaries() {
        for code in ExitCode.allCases { #expect(!code.summary.isEmpty) }
    }
}
