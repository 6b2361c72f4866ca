import CurtainTestSupport
import Foundation
import Testing

/// `--scale` through weston with real keys, run twice per case: once by zenity 3.44 itself and once by curtain,
/// whose stdout and exit status must be the same byte for byte.
@Suite("zenity --scale: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct ScaleModeIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    typealias Case = ZenityCase

    static let right = Step.key(.right), left = Step.key(.left), up = Step.key(.up), down = Step.key(.down)
    static let enter = Step.key(.enter), escape = Step.key(.escape), tab = Step.key(.tab)

    static let cases: [Case] = [
        Case(
            name: "Right twice, Return prints 2", row: "--scale", arguments: ["--scale"], steps: [right, right, enter],
            witness: .moving),
        Case(
            name: "Up takes away, Down adds", row: "--scale", arguments: ["--scale", "--value", "50"],
            steps: [up, up, up, down, enter]),
        Case(
            name: "Left stops at the minimum", row: "--scale", arguments: ["--scale", "--value", "1"], steps: [left, left, enter]),
        Case(
            name: "the step moves the arrows and Page Up/Down", row: "--scale",
            arguments: ["--scale", "--value", "20", "--step", "5"],
            steps: [right, .key(.pageUp), .key(.pageUp), .key(.pageDown), enter]),
        Case(
            name: "End and Home", row: "--scale", arguments: ["--scale", "--max-value", "40"], steps: [.key(.end), enter]),
        Case(
            name: "Home", row: "--scale", arguments: ["--scale", "--value", "30", "--min-value", "-10"],
            steps: [.key(.home), enter]),
        Case(
            name: "a negative range", row: "--scale", arguments: ["--scale", "--min-value=-20", "--max-value=-5", "--value=-10"],
            steps: [left, enter]),
        Case(
            name: "--print-partial prints each value as it changes", row: "--scale",
            arguments: ["--scale", "--print-partial", "--value", "3"], steps: [right, right, left, enter]),
        Case(
            name: "--hide-value still prints on OK", row: "--scale", arguments: ["--scale", "--hide-value"],
            steps: [right, enter]),
        Case(
            name: "Escape prints nothing, exit 1", row: "--scale", arguments: ["--scale", "--print-partial"],
            steps: [right, escape]),
        Case(
            name: "Tab, Return", row: "--scale", arguments: ["--scale"], steps: [right, tab, enter]),
        Case(
            name: "Tab, Space", row: "--scale", arguments: ["--scale"], steps: [right, tab, .key(.space)]),
        Case(
            name: "Tab twice, Return", row: "--scale", arguments: ["--scale"], steps: [right, tab, tab, enter]),
        Case(
            name: "Shift+Tab, Return", row: "--scale", arguments: ["--scale"],
            steps: [right, .key(.tab, holding: [.leftShift]), enter]),
        Case(
            name: "an extra button: Tab twice, Return", row: "--scale", arguments: ["--scale", "--extra-button", "More"],
            steps: [tab, tab, enter], witness: .tab),
        Case(
            name: "an extra button: Return on it presses it", row: "--scale", arguments: ["--scale", "--extra-button", "More"],
            steps: [tab, tab, tab, enter]),
        Case(
            name: "an extra button: Tab once, Space", row: "--scale", arguments: ["--scale", "--extra-button", "More"],
            steps: [tab, .key(.space)]),
        Case(
            name: "Tab twice to OK, Space presses it", row: "--scale", arguments: ["--scale"],
            steps: [right, tab, tab, .key(.space)]),
        Case(
            name: "a timeout", row: "--scale", arguments: ["--scale", "--timeout", "1"], steps: [right]),
        Case(
            name: "Return at once prints the value", row: "--scale", arguments: ["--scale", "--value", "7"], steps: [enter],
            witness: .return),
        Case(
            name: "Space at once", row: "--scale", arguments: ["--scale", "--value", "7"], steps: [.key(.space), enter],
            witness: .space),
        Case(name: "Escape at once", row: "--scale", arguments: ["--scale", "--value", "7"], steps: [escape], witness: .escape),
        Case(
            name: "Shift+Tab at once, Return", row: "--scale", arguments: ["--scale", "--value", "7"],
            steps: [.key(.tab, holding: [.leftShift]), enter], witness: .backTab),
        Case(
            name: "Tab at once, Space", row: "--scale", arguments: ["--scale", "--value", "7"], steps: [tab, .key(.space)],
            witness: .tab),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: Case) throws {
        try fixture.expect(testCase)
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
