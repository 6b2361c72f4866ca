import CurtainTestSupport
import Foundation
import Testing
@testable import curtain

/// `docs/cli.md`, the command's reference in Markdown: generated from the option tables like the man page, and
/// committed, so it must be exactly what `curtain man --markdown` prints today.
@MainActor @Suite("curtain man --markdown")
struct CommandReferenceTests {
    static let reference = CommandReference().render()
    static let root = PackageRoot.of()

    @Test("the committed docs/cli.md is what curtain man --markdown prints")
    func committedReferenceIsCurrent() throws {
        let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        #expect(committed == Self.reference, "docs/cli.md is stale: run `swift run curtain man --markdown > docs/cli.md`")
    }

    @Test("curtain man --markdown prints the reference and exits 0; extra arguments are usage errors")
    func command() {
        let result = CurtainCommand.run(
            ["man", "--markdown"],
            backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { UnreachablePresenter() }))
        #expect(result == CommandResult(stdout: Self.reference, exitCode: .success))
        #expect(usageError(["man", "--markdown", "extra"]) == "curtain: unexpected argument 'extra'; options start with --")
    }

    @Test("every shown option of every command, every subcommand and every exit code is in the reference")
    func everythingDocumented() {
        ManPageTests.expectEverythingDocumented(
            in: Self.reference, option: { "`" + CommandReference.cell($0) + "`" },
            subcommand: { "### `curtain \($0)" },
            exitCode: { "| \($0.rawValue) | \(CommandReference.cell($0.summary)) |" })
    }

    @Test("a | in a table cell is escaped, so it cannot end the cell")
    func cellEscaping() {
        #expect(CommandReference.cell("alert|sheet") == #"alert\|sheet"#)
        #expect(CommandReference.cell("two\nlines") == "two lines")
    }
}
