import CurtainTestSupport
import Testing
@testable import curtain

/// `curtain man`: the manual page generated from the option tables.
@Suite("curtain man", .blocking, .hangGuard(minutes: 2))
struct ManPageTests {
    static let page = ManPage(version: CurtainCommand.version).render()

    static var allDocumentation: [CommandDocumentation] {
        [CurtainCommand.documentation] + CurtainCommand.subcommandDocumentation + [ZenityCompatibility.table.documentation]
    }

    @Test("curtain man prints the page verbatim and exits 0")
    @MainActor func command() {
        let result = CurtainCommand.run(
            ["man"], backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { UnreachablePresenter() }))
        #expect(result == CommandResult(stdout: Self.page, exitCode: .success))
        #expect(Self.page.hasPrefix(".TH CURTAIN 1 "))
        #expect(usageError(["man", "extra"]) == "curtain: unexpected argument 'extra'; options start with --")
    }

    @Test("every shown option of every command, every subcommand and every exit code is on the page")
    func everythingDocumented() {
        Self.expectEverythingDocumented(
            in: Self.page, option: { "\\fB" + ManPage.escape($0) + "\\fR" },
            subcommand: { ".SS \"curtain \(ManPage.escape($0))" },
            exitCode: { ".B \($0.rawValue)\n" + ManPage.escape($0.summary) })
    }

    /// Expects `page` to name every shown option of every command, every subcommand and every exit code, each
    /// spelled as its renderer writes it: the man page and `docs/cli.md` must both leave nothing out.
    static func expectEverythingDocumented(
        in page: String, option: (String) -> String, subcommand: (String) -> String, exitCode: (ExitCode) -> String
    ) {
        for documentation in allDocumentation {
            for shown in documentation.visibleOptions {
                for name in shown.names {
                    #expect(page.contains(option(name)), "\(documentation.name): \(name)")
                }
            }
        }
        for command in CurtainCommand.documentation.subcommands where command.name != "help" {
            #expect(page.contains(subcommand(command.name)), "\(command.name)")
        }
        for code in ExitCode.allCases {
            #expect(page.contains(exitCode(code)), "\(code)")
        }
    }

    @Test("roff escaping: backslashes, option hyphens, and lines that would start with a control character")
    func escaping() {
        #expect(ManPage.escape(#"escapes such as \n"#) == #"escapes such as \en"#)
        #expect(ManPage.escape("--title and non-cancel (--json)") == #"\-\-title and non-cancel (\-\-json)"#)
        #expect(ManPage.escapeLine(".hidden") == #"\&.hidden"#)
        #expect(ManPage.escapeLine("'quoted'") == #"\&'quoted'"#)
    }

    @Test("groff formats the page without a warning, and the text shows every option term")
    func groffFormatsIt() throws {
        let groff = try ExternalProgram("groff", package: "groff-base")
        let file = try ExternalProgram.temporaryFile(Self.page, name: "curtain.1")
        let check = try groff.run(["-man", "-Tutf8", "-ww", "-z", file])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        // Plain text: no overstriking, ASCII hyphens, a wide line so that terms are not broken.
        let text = try groff.run(["-man", "-Tascii", "-P-c", "-P-b", "-P-u", "-rLL=200n", file]).stdout
        #expect(text.contains("curtain - fast Wayland dialogs for shell scripts"))
        for documentation in Self.allDocumentation {
            for option in documentation.visibleOptions {
                #expect(text.contains(option.term), "\(documentation.name): \(option.term)")
            }
        }
    }
}
