import Testing
@testable import curtain

@MainActor @Suite("zenity --list: parsing and zenity 3.44's output")
struct ListModeTests {
    func listRequest(_ arguments: String...) -> ListRequest? {
        if case .success(.list(let request)) = parse(arguments) { return request }
        return nil
    }

    func run(_ arguments: [String], _ outcome: ListOutcome, stdin: [String] = []) -> CommandResult {
        CurtainCommand.run(
            arguments,
            backends: DialogBackends(
                presenter: { ScriptedPresenter(.dismissed()) }, renderer: { RecordingRenderer() },
                listPresenter: { Scripted<ListRequest, ListOutcome>(outcome) }, standardInput: { stdin }))
    }

    @Test("cells after the options fill the columns row by row")
    func rowsFromArguments() throws {
        let request = try #require(listRequest("--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2"))
        #expect(request.rows == [["a1", "b1"], ["a2", "b2"]])
        #expect(request.dialog.title == "Select items from the list" && request.separator == "|")
    }

    @Test("the first column prints by default, the second in a check or radio list")
    func defaultPrintColumn() {
        let plain = ListRequest(columns: ["A", "B"], cells: ["a1", "b1", "a2", "b2"])
        #expect(plain.output(selectedRows: [1]) == "a2\n")
        let check = ListRequest(columns: ["", "B"], cells: ["TRUE", "b1", "FALSE", "b2"], kind: .checklist)
        #expect(check.output(selectedRows: [0, 1]) == "b1|b2\n")
    }

    @Test("--print-column: ALL, lists, and numbers out of range dropped as zenity's atoi does")
    func printColumns() {
        #expect(ListRequest.parsePrintColumns("all", columnCount: 3) == .all)
        #expect(ListRequest.parsePrintColumns("3,1,99,0,x", columnCount: 3) == .columns([3, 1]))
        var request = ListRequest(columns: ["A", "B"], cells: ["a1", "b1", "a2", "b2"], separator: "::")
        request.printColumns = .columns([])
        #expect(request.output(selectedRows: [0]) == "")
        request.printColumns = .all
        #expect(request.output(selectedRows: [0, 1]) == "a1::b1::a2::b2\n")
    }

    @Test("a short last row prints (null) for its missing cells, as zenity does")
    func shortRow() {
        let request = ListRequest(columns: ["A", "B"], cells: ["a1", "b1", "a2"], printColumns: .all)
        #expect(request.rows == [["a1", "b1"], ["a2", ""]])
        #expect(request.output(selectedRows: [1]) == "a2|(null)\n")
    }

    @Test("nothing chosen prints nothing, not even a newline")
    func nothingChosen() {
        #expect(run(["--list", "--column", "A", "x"], .chosen([])) == CommandResult(exitCode: .success))
        #expect(run(["--list", "--column", "A", "x"], .cancelled) == CommandResult(exitCode: .cancelled))
        #expect(run(["--list", "--column", "A", "x"], .timedOut) == CommandResult(exitCode: .timedOut))
    }

    @Test("without cells the rows come from stdin, one cell per line")
    func rowsFromStandardInput() {
        let result = run(["--list", "--column", "A", "--column", "B"], .chosen([1]), stdin: ["a1", "b1", "a2", "b2"])
        #expect(result.stdout == "a2\n" && result.exitCode == .success)
    }

    @Test("zenity's own errors exit 255 with one line")
    func zenityErrors() {
        let noColumn = run(["--list", "a", "b"], .chosen([]))
        #expect(noColumn.exitCode == .zenityError && noColumn.stderr == "curtain: No column titles specified for List dialog.\n")
        let both = run(["--list", "--column", "A", "--checklist", "--radiolist"], .chosen([]))
        #expect(both.exitCode == .zenityError && both.stderr.hasPrefix("curtain: You should use only one"))
    }

    @Test("an empty --column title is a column; --separator escapes are expanded")
    func emptyColumnAndSeparator() throws {
        let request = try #require(listRequest("--list", "--column", "", "--separator", "\\n", "x"))
        #expect(request.columns == [""] && request.separator == "\n")
    }

    @Test("positional cells outside --list are still an error, and --list with another type too")
    func strayCells() {
        #expect(usageError(["--info", "stray"])?.contains("unexpected argument 'stray'") == true)
        #expect(usageError(["--list", "--info", "--column", "A"])?.contains("two dialog types") == true)
    }

    @Test("--hide-column, --hide-header, --mid-search, --multiple and the labels reach the request")
    func options() throws {
        let request = try #require(
            listRequest(
                "--list", "--column", "A", "--column", "B", "--hide-column", "1", "--hide-header", "--mid-search", "--multiple",
                "--ok-label", "Go", "--title", "T", "--text", "a\\tb", "--height", "300"))
        #expect(request.hiddenColumns == [1] && request.hidesHeader && request.searchesWithinText && request.allowsMultiple)
        #expect(
            request.dialog.okLabel == "Go" && request.dialog.title == "T" && request.text == "a\tb"
                && request.dialog.height == 300)
    }

    @Test("curtain list: the same rows, --json output, and problems are usage errors")
    func nativeSubcommand() {
        let json = run(["list", "--column", "Name", "--column", "Age", "--json", "ann", "7", "bo\"b", "9"], .chosen([1]))
        #expect(json.stdout == #"{"button": "ok", "rows": [{"index": 1, "cells": {"Name": "bo\"b", "Age": "9"}}]}"# + "\n")
        #expect(run(["list", "--column", "A", "--json", "x"], .cancelled).stdout == #"{"button": "cancel", "rows": []}"# + "\n")
        #expect(run(["list", "--column", "A", "x"], .chosen([0])).stdout == "x\n")
        let noColumn = run(["list", "x"], .chosen([]))
        #expect(noColumn.exitCode == .usageError && noColumn.stderr == "curtain: No column titles specified for List dialog.\n")
    }
}
