import CurtainTestSupport
import Foundation
import Testing

/// `--scale` through weston with real keys, run twice per case: once by zenity 3.44 itself and once by curtain,
/// whose stdout and exit status must be the same byte for byte.
@Suite("zenity --scale: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct ScaleModeIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var steps: [Step]
        var testDescription: String { name }
    }

    static let right = Step.key(.right), left = Step.key(.left), up = Step.key(.up), down = Step.key(.down)
    static let enter = Step.key(.enter), escape = Step.key(.escape), tab = Step.key(.tab)

    static let cases: [Case] = [
        Case(name: "Right twice, Return prints 2", arguments: ["--scale"], steps: [right, right, enter]),
        Case(name: "Up takes away, Down adds", arguments: ["--scale", "--value", "50"], steps: [up, up, up, down, enter]),
        Case(name: "Left stops at the minimum", arguments: ["--scale", "--value", "1"], steps: [left, left, enter]),
        Case(
            name: "the step moves the arrows and Page Up/Down",
            arguments: ["--scale", "--value", "20", "--step", "5"],
            steps: [right, .key(.pageUp), .key(.pageUp), .key(.pageDown), enter]),
        Case(name: "End and Home", arguments: ["--scale", "--max-value", "40"], steps: [.key(.end), enter]),
        Case(name: "Home", arguments: ["--scale", "--value", "30", "--min-value", "-10"], steps: [.key(.home), enter]),
        Case(
            name: "a negative range", arguments: ["--scale", "--min-value=-20", "--max-value=-5", "--value=-10"],
            steps: [left, enter]),
        Case(
            name: "--print-partial prints each value as it changes",
            arguments: ["--scale", "--print-partial", "--value", "3"], steps: [right, right, left, enter]),
        Case(name: "--hide-value still prints on OK", arguments: ["--scale", "--hide-value"], steps: [right, enter]),
        Case(name: "Escape prints nothing, exit 1", arguments: ["--scale", "--print-partial"], steps: [right, escape]),
        Case(name: "Tab, Return", arguments: ["--scale"], steps: [right, tab, enter]),
        Case(name: "Tab, Space", arguments: ["--scale"], steps: [right, tab, .key(.space)]),
        Case(name: "Tab twice, Return", arguments: ["--scale"], steps: [right, tab, tab, enter]),
        Case(name: "Shift+Tab, Return", arguments: ["--scale"], steps: [right, .key(.tab, holding: [.leftShift]), enter]),
        Case(
            name: "an extra button: Tab twice, Return", arguments: ["--scale", "--extra-button", "More"],
            steps: [tab, tab, enter]),
        Case(
            name: "an extra button: Return on it presses it", arguments: ["--scale", "--extra-button", "More"],
            steps: [tab, tab, tab, enter]),
        Case(
            name: "an extra button: Tab once, Space", arguments: ["--scale", "--extra-button", "More"],
            steps: [tab, .key(.space)]),
        Case(name: "Tab twice to OK, Space presses it", arguments: ["--scale"], steps: [right, tab, tab, .key(.space)]),
        Case(name: "a timeout", arguments: ["--scale", "--timeout", "1"], steps: [right]),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expectSameAsZenity(testCase.arguments, steps: testCase.steps)
    }

    @Test("zenity's range errors: the same line's words and exit status 255, before any window")
    func rangeErrorsAsZenity() throws {
        for arguments in [["--scale", "--min-value=10", "--max-value=5"], ["--scale", "--value=101"]] {
            let zenity = try CurtainProcess(
                arguments, executable: CommandFixture.zenityPath(), on: weston,
                environment: ["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1"]
            ).finish()
            let curtain = try CurtainProcess(arguments, on: weston).finish()
            #expect(curtain.status == zenity.status && curtain.status == 255, "\(arguments)")
            let zenityLine = zenity.stderr.split(separator: "\n").last.map(String.init) ?? ""
            #expect(curtain.stderr == "curtain: \(zenityLine)\n", "zenity said \(zenity.stderr.debugDescription)")
        }
    }
}
