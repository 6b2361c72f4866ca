import CurtainTestSupport
import Foundation
import Testing

/// A zenity command line run twice on the fixture's weston: by zenity 3.44 itself (GTK on Wayland) and by
/// `curtain` in zenity mode, with the same stdin and the same keys, so a suite can expect the same stdout and
/// exit status byte for byte.
extension CommandFixture {
    /// What a test does once the window is up; weston has handled each step before the next.
    enum Step: Sendable {
        case key(EvdevKey, holding: [EvdevKey] = [])
        case type(String)
        /// Waits until weston shows a popup of the program (a menu it opened), so that the keys after it reach the
        /// menu and not the window under it, however loaded the machine.
        case waitForMenu
    }

    /// zenity's path; throws naming the Debian package when it is missing (the tests fail, never skip).
    static func zenityPath() throws -> String {
        let path = "/usr/bin/zenity"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CurtainProcess.Missing(
                description: "zenity is missing: install the Debian package zenity (scripts/setup-test does)")
        }
        return path
    }

    /// Runs `arguments` by zenity or by curtain, takes `steps` once its window is mapped, and returns what it
    /// printed and how it exited.
    ///
    /// - Parameters:
    ///   - text: what the program reads on stdin (from a file); `standardInput` gives another handle instead.
    ///   - environment: more variables, such as `LANG` for a run in another language (C.UTF-8 otherwise).
    func run(
        _ arguments: [String], zenity: Bool, input text: String? = nil, standardInput: FileHandle? = nil,
        environment: [String: String] = [:], steps: [Step]
    ) throws -> CurtainProcess.Result {
        let run = try CurtainProcess(
            arguments, executable: zenity ? Self.zenityPath() : nil, on: weston,
            environment: environment.merging(["GDK_BACKEND": "wayland", "NO_AT_BRIDGE": "1"]) { $1 },
            standardInput: standardInput, input: text)
        _ = try run.waitForWindow(input)
        try run.waitUntilInputIsRead()
        try input.sync()
        for step in steps {
            switch step {
            case .key(let key, let modifiers): input.tap(key, holding: modifiers)
            case .type(let text): try input.type(text)
            case .waitForMenu: _ = try run.waitForPopup(input)
            }
            try input.sync()
        }
        return try run.finish()
    }

    /// Runs the command line by zenity, then by curtain, and expects curtain to print what zenity printed and to
    /// exit as it did; returns curtain's result, for what a test checks beyond the comparison.
    @discardableResult
    func expectSameAsZenity(
        _ arguments: [String], input text: String? = nil, environment: [String: String] = [:], steps: [Step],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CurtainProcess.Result {
        let expected = try run(arguments, zenity: true, input: text, environment: environment, steps: steps)
        let actual = try run(arguments, zenity: false, input: text, environment: environment, steps: steps)
        #expect(
            actual.stdout == expected.stdout, "zenity printed \(expected.stdout.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            actual.status == expected.status, "zenity exited \(expected.status); stderr: \(actual.stderr)",
            sourceLocation: sourceLocation)
        return actual
    }
}

/// One case of a suite that compares curtain with zenity: a command line, its stdin and the steps taken once the
/// window is up.
struct ZenityCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var standardInput: String? = nil
    var steps: [CommandFixture.Step]
    var testDescription: String { name }
}

extension [CommandFixture.Step] {
    /// Key chords as the list and text-info cases write them: the key first, then the modifiers held.
    static func chords(_ chords: [[EvdevKey]]) -> Self {
        chords.map { .key($0[0], holding: [EvdevKey]($0.dropFirst())) }
    }
}
