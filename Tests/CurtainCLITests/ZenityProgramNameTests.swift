import Foundation
import CurtainTestSupport
import Testing
@testable import curtain

/// Started as `zenity` (argv[0]'s last component), curtain is in zenity mode for every command line.
@Suite("curtain started as zenity", .blocking)
struct ZenityProgramNameTests {
    @Test(
        "only a program named exactly zenity is in zenity mode",
        arguments: [
            ("zenity", true), ("/usr/local/bin/zenity", true), ("./zenity", true), ("curtain", false),
            ("/usr/bin/curtain", false), ("zenity-old", false), ("/opt/zenity/curtain", false), ("", false),
        ])
    func programName(_ path: String, _ isZenity: Bool) {
        #expect(CurtainCommand.runsAsZenity(programPath: path) == isZenity)
    }

    /// Runs the built binary through a symlink named `zenity` in a new temporary directory.
    func runAsZenity(_ arguments: [String]) throws -> EndToEndTests.Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-zenity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("zenity")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: try EndToEndTests.binary())
        return try EndToEndTests().run(arguments, executable: link)
    }

    @Test("through a symlink, a subcommand word is an unexpected argument, as zenity would have it")
    func subcommandsAreZenityArguments() throws {
        let result = try runAsZenity(["alert", "--title", "x"])
        #expect(result.status == 2)
        #expect(result.stderr == "curtain: unexpected argument 'alert'; options start with --\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("through a symlink, --help is zenity mode's help and an empty line asks for a dialog type")
    func helpAndNoDialog() throws {
        let help = try runAsZenity(["--help"])
        #expect(help.status == 0 && help.stdout == ZenityCompatibility.help + "\n")
        let empty = try runAsZenity([])
        #expect(empty.status == 2 && empty.stderr.hasPrefix("curtain: no dialog type given"))
    }

    @Test("through a symlink, a zenity dialog gets as far as the display (exit 3 without one)")
    func dialogRuns() throws {
        let result = try runAsZenity(["--question", "--text", "Proceed?"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("curtain: no Wayland display"))
    }
}
