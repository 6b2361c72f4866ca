import Curtain
import Testing
@testable import curtain

/// yad's entry with choices (a combo box of the arguments, an entry with `--editable`) and `--entry --numeric`, which
/// curtain shows as a form of one field whose value is printed alone. The keys are compared with yad itself in
/// `YadMessageIntegrationTests`.
@Suite("curtain yad: --entry with choices and --numeric")
struct YadEntryFormTests {
    /// The one-field form `curtain yad --entry ARGUMENTS…` shows.
    func entryForm(_ arguments: [String]) throws -> YadFormRequest? {
        guard case .yad(.form(let yad)) = try CurtainCommand.parse(["yad", "--entry", "--entry-label=Fruit"] + arguments)
        else { return nil }
        return yad
    }

    @Test("choices: a combo box of the arguments, --entry-text's item chosen (or its own, first), printed alone")
    @MainActor func choices() throws {
        let yad = try #require(try entryForm(["apple", "pear", "plum"]))
        #expect(
            yad.form.fields == [
                FormField(label: "Fruit", kind: .combo(choices: ["apple", "pear", "plum"], chosen: 0), submitsOnReturn: true)
            ])
        #expect(yad.fields.map(\.kind) == [.combo])
        #expect(yad.output(of: [.comboChoice("pear")]).text == "pear\n")
        let matching = try #require(try entryForm(["--entry-text=PEAR", "apple", "pear"]))
        #expect(matching.form.fields[0].kind == .combo(choices: ["apple", "pear"], chosen: 1))
        let own = try #require(try entryForm(["--entry-text=fig", "apple", "pear"]))
        #expect(own.form.fields[0].kind == .combo(choices: ["fig", "apple", "pear"], chosen: 0))
        let numbered = try #require(try entryForm(["--num-output", "apple", "pear"]))
        #expect(numbered.output(of: [.comboChoice("pear")]).text == "2\n")
        #expect(yad.status(for: .ok([.comboChoice("pear")])) == 0 && yad.status(for: .dismissed([])) == 252)
    }

    @Test("--editable: an entry that starts empty, as yad's editable combo box does")
    @MainActor func editable() throws {
        let yad = try #require(try entryForm(["--editable", "--entry-text=apple", "apple", "pear"]))
        #expect(yad.form.fields == [FormField(label: "Fruit", kind: .entry(text: ""), submitsOnReturn: true)])
        #expect(yad.output(of: [.text("kiwi")]).text == "kiwi\n")
    }

    @Test(
        "--numeric: MIN MAX STEP DIGITS from the arguments, --entry-text kept in the range, printed with the digits",
        arguments: [
            (["--entry-text=5", "0", "10", "1", "2"], "5.00", "7", "7.00"),
            (["--entry-text=50", "0", "10"], "10", "3", "3"),
            (["--entry-text=-4", "0", "10"], "0", "99", "10"),
            ([], "0", "12.6", "13"),
            // MIN not below MAX: 0 to 65535, as yad falls back when a value is given.
            (["--entry-text=70", "9", "9"], "70", "70", "70"),
        ])
    @MainActor func numeric(_ arguments: [String], _ shown: String, _ typed: String, _ printed: String) throws {
        let yad = try #require(try entryForm(["--numeric"] + arguments))
        #expect(yad.form.fields == [FormField(label: "Fruit", kind: .entry(text: shown), submitsOnReturn: true)])
        #expect(yad.output(of: [.text(typed)]).text == printed + "\n")
    }

    @Test("an entry without choices or --numeric is still the message dialog's")
    func plainEntry() throws {
        guard case .yad(.message) = try CurtainCommand.parse(["yad", "--entry", "--entry-text=x"]) else {
            Issue.record("not the message dialog's entry")
            return
        }
    }
}
