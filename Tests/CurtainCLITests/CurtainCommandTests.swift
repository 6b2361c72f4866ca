import Testing
@testable import curtain

@MainActor @Suite("curtain: top level")
struct CurtainCommandTests {
    func runWithoutGUI(_ arguments: [String]) -> CommandResult {
        CurtainCommand.run(
            arguments, backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { UnreachablePresenter() }))
    }

    @Test("--help and -h list the subcommands and zenity mode, exit 0, without a presenter")
    func help() {
        for flag in ["--help", "-h"] {
            let result = runWithoutGUI([flag])
            #expect(result.exitCode == .success && result.stderr.isEmpty)
            #expect(
                result.stdout.contains("alert") && result.stdout.contains("filmstrip") && result.stdout.contains("--question"))
        }
    }

    @Test("help NAME shows each subcommand's help")
    func helpTopics() {
        #expect(runWithoutGUI(["help"]).stdout == CurtainCommand.help + "\n")
        #expect(runWithoutGUI(["help", "alert"]).stdout == AlertCommand.help + "\n")
        #expect(runWithoutGUI(["help", "filmstrip"]).stdout == FilmstripCommand.help + "\n")
        #expect(runWithoutGUI(["help", "zenity"]).stdout == ZenityCompatibility.help + "\n")
        #expect(runWithoutGUI(["alert", "--help"]).stdout == AlertCommand.help + "\n")
    }

    @Test("--version prints one line")
    func version() {
        #expect(runWithoutGUI(["--version"]) == CommandResult(stdout: "curtain \(CurtainCommand.version)\n", exitCode: .success))
    }
}
