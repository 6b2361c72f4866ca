import CurtainTestSupport
import Testing
@testable import curtain

/// `curtain completions bash|zsh|fish`: scripts generated from the option tables, checked by the
/// shells themselves.
@Suite("curtain completions", .blocking, .hangGuard(minutes: 2))
struct ShellCompletionTests {
    static let completion = ShellCompletion()

    /// Every option a script must offer, by command.
    static var shownOptions: [OptionInfo] {
        (CurtainCommand.subcommandDocumentation + [ZenityCompatibility.table.documentation, CurtainCommand.documentation])
            .flatMap(\.visibleOptions)
    }

    @Test("curtain completions SHELL prints the script; a wrong or missing shell is a usage error")
    @MainActor func command() {
        for (shell, script) in [("bash", Self.completion.bash), ("zsh", Self.completion.zsh), ("fish", Self.completion.fish)] {
            let result = CurtainCommand.run(
                ["completions", shell],
                backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { UnreachablePresenter() }))
            #expect(result == CommandResult(stdout: script, exitCode: .success))
        }
        #expect(usageError(["completions", "tcsh"]) == "curtain: completions must be one of bash, zsh, fish, got 'tcsh'")
        #expect(usageError(["completions"]) == "curtain: completions needs a shell: bash, zsh or fish")
        #expect(usageError(["completions", "bash", "zsh"]) == "curtain: unexpected argument 'zsh'; options start with --")
    }

    @Test("every shown option is in every script")
    func everyOption() {
        for option in Self.shownOptions {
            for name in option.names {
                #expect(Self.completion.bash.contains(name), "bash: \(name)")
                #expect(Self.completion.zsh.contains("'*\(name)"), "zsh: \(name)")
                let fishName = name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())"
                #expect(Self.completion.fish.contains(fishName), "fish: \(name)")
            }
        }
    }

    @Test("bash, zsh and fish parse their scripts")
    func shellsParse() throws {
        let bash = try ExternalProgram("bash", package: "bash")
        let zsh = try ExternalProgram("zsh", package: "zsh")
        let fish = try ExternalProgram("fish", package: "fish")
        for (shell, script, arguments) in [
            (bash, Self.completion.bash, ["-n"]), (zsh, Self.completion.zsh, ["-n"]),
            (fish, Self.completion.fish, ["--no-execute"]),
        ] {
            let file = try ExternalProgram.temporaryFile(script, name: "curtain")
            let result = try shell.run(arguments + [file])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(shell.path): \(result.stderr)")
        }
    }

    @Test(
        "bash completes subcommands, options, choice words, --opt=word, file names, zenity options and help topics",
        arguments: [
            (["curtain", "film"], "filmstrip"),
            (["curtain", "alert", "--sty"], "--style"),
            (["curtain", "alert", "--style", ""], "alert sheet"),
            (["curtain", "alert", "--theme", "=", "bo"], "bounce-popup"),
            (["curtain", "filmstrip", "--phase", "d"], "dismiss"),
            (["curtain", "--question", "--default-c"], "--default-cancel"),
            (["curtain", "--qu"], "--question"),
            (["curtain", "completions", "f"], "fish"),
            (["curtain", "help", "ze"], "zenity"),
            (["curtain", "alert", "--title", ""], ""),
        ])
    func bashCompletes(_ words: [String], _ expected: String) throws {
        let bash = try ExternalProgram("bash", package: "bash")
        let file = try ExternalProgram.temporaryFile(Self.completion.bash, name: "curtain")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source '\(file)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _curtain
            printf '%s' "${COMPREPLY[*]}"
            """
        let result = try bash.run(["--norc", "-c", script])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == expected)
    }

    @Test("fish completes a subcommand's options and an option's words")
    func fishCompletes() throws {
        let fish = try ExternalProgram("fish", package: "fish")
        let file = try ExternalProgram.temporaryFile(Self.completion.fish, name: "curtain.fish")
        let result = try fish.run(
            ["--no-config", "-c", "source '\(file)'; complete -C 'curtain alert --sty'; complete -C 'curtain alert --icon '"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let words = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        // fish sorts what it offers.
        #expect(words == ["--style", "error", "info", "question", "warning"])
    }
}
