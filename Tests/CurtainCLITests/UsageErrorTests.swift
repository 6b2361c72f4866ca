import Testing
@testable import curtain

@MainActor @Suite("usage errors: exit 2 with one line naming the problem")
struct UsageErrorTests {
    @Test(
        "each invalid alert invocation names its problem",
        arguments: [
            (["alert", "--bogus"], "curtain: unknown option '--bogus'"),
            (["alert", "--mesage", "x"], "curtain: unknown option '--mesage' (did you mean --message?)"),
            (["alert", "-x"], "curtain: unknown option '-x'"),
            (["alert", "--title"], "curtain: --title needs a value"),
            (["alert", "--button"], "curtain: --button needs a value"),
            (["alert", "stray"], "curtain: unexpected argument 'stray'; options start with --"),
            (["alert", "--style", "popup"], "curtain: --style must be one of alert, sheet, got 'popup'"),
            (["alert", "--transition=spin"], "curtain: --transition must be one of bounce, slide, zoom, fade, none, got 'spin'"),
            (["alert", "--theme", "Dark"], "curtain: --theme must be one of light, dark, bounce-popup, got 'Dark'"),
            (["alert", "--icon", "x"], "curtain: --icon must be one of info, warning, error, question, got 'x'"),
            (["alert", "--timeout", "abc"], "curtain: --timeout needs a positive number of seconds, got 'abc'"),
            (["alert", "--timeout", "0"], "curtain: --timeout needs a positive number of seconds, got '0'"),
            (["alert", "--timeout", "-1"], "curtain: --timeout needs a positive number of seconds, got '-1'"),
            (["alert", "--timeout", "nan"], "curtain: --timeout needs a positive number of seconds, got 'nan'"),
            (["alert", "--timeout", "inf"], "curtain: --timeout needs a positive number of seconds, got 'inf'"),
            (["alert", "--timeout", ""], "curtain: --timeout needs a positive number of seconds, got ''"),
            (["alert", "--timeout", "1e10"], "curtain: --timeout must be at most 31536000 seconds, got '1e10'"),
            (["alert", "--width", "0"], "curtain: --width needs a whole number of pixels from 1 to 16384, got '0'"),
            (["alert", "--width", "12.5"], "curtain: --width needs a whole number of pixels from 1 to 16384, got '12.5'"),
            (["alert", "--button", ""], "curtain: --button needs a non-empty label, got ''"),
            (["alert", "--button", ":cancel"], "curtain: --button needs a non-empty label, got ':cancel'"),
            (["alert", "--button", "  :destructive"], "curtain: --button needs a non-empty label, got '  :destructive'"),
            (["alert", "--button", "a\nb"], "curtain: --button label must be one line without control characters, got 'a\\nb'"),
            (["alert", "--button", "A", "--button", "A:cancel"], "curtain: two buttons are labelled 'A'; labels must be unique"),
            (["alert", "--button", "A:cancel", "--button", "B:cancel"], "curtain: only one --button may have the cancel role"),
            (["alert", "--preferred", "Nope"], "curtain: --preferred 'Nope' names no button (buttons: 'OK')"),
            (
                ["alert", "--button", "A", "--button", "B", "--preferred", "a"],
                "curtain: --preferred 'a' names no button (buttons: 'A', 'B')"
            ),
            (["alert", "--secure=yes"], "curtain: --secure takes no value, got 'yes'"),
            (["alert", "--json="], "curtain: --json takes no value, got ''"),
            (["alert", "--help=1"], "curtain: --help takes no value, got '1'"),
        ])
    func alertErrors(_ arguments: [String], _ expected: String) {
        #expect(usageError(arguments) == expected)
    }

    @Test(
        "top-level and filmstrip errors",
        arguments: [
            ([], "curtain: missing subcommand; try 'curtain --help'"),
            (["dialog"], "curtain: unknown subcommand 'dialog'; try 'curtain --help'"),
            (["help", "nope"], "curtain: no help for 'nope'; try 'curtain --help'"),
            (["--version", "x"], "curtain: unexpected argument 'x'; options start with --"),
            (["filmstrip"], "curtain: filmstrip needs --out FILE.png or --json FILE.json (or both)"),
            (["filmstrip", "--out", "a.png", "--fps", "0"], "curtain: --fps needs a whole number from 1 to 240, got '0'"),
            (["filmstrip", "--out", "a.png", "--fps", "241"], "curtain: --fps needs a whole number from 1 to 240, got '241'"),
            (
                ["filmstrip", "--out", "a.png", "--fps", "sixty"],
                "curtain: --fps needs a whole number from 1 to 240, got 'sixty'"
            ),
            (["filmstrip", "--out", ""], "curtain: --out needs a file name"),
            (["filmstrip", "--json"], "curtain: --json needs a value"),
            (["filmstrip", "--out", "a.png", "--phase", "hold"], "curtain: --phase must be one of present, dismiss, got 'hold'"),
            (
                ["filmstrip", "--out", "a.png", "--transitoin", "fade"],
                "curtain: unknown option '--transitoin' (did you mean --transition?)"
            ),
        ])
    func otherErrors(_ arguments: [String], _ expected: String) {
        #expect(usageError(arguments) == expected)
    }

    @Test("user text in a message is escaped onto one line and cut when long")
    func quotingKeepsOneLine() throws {
        let message = try #require(usageError(["alert", "--style", "a\r\nb\u{2028}c\u{7}'d\\"]))
        #expect(message == "curtain: --style must be one of alert, sheet, got 'a\\r\\nb\\u{2028}c\\u{7}\\'d\\\\'")
        let long = try #require(usageError(["alert", "--style", String(repeating: "x", count: 500)]))
        #expect(long.hasSuffix("xxx…'"))
        #expect(long.count < 200)
    }

    @Test("a message built with line breaks still prints as one line")
    func constructorFlattens() {
        #expect(UsageError("a\nb\u{2029}c").description == "curtain: a b c")
    }

    @Test("every usage error exits 2 with one stderr line and no stdout, before any presenter is made")
    func runReportsUsageErrors() {
        for arguments in [["alert", "--bogus"], [], ["--info", "--list"], ["filmstrip"]] {
            let result = CurtainCommand.run(
                arguments, backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { UnreachablePresenter() }))
            #expect(result.exitCode == .usageError)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("curtain: "))
            #expect(result.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
        }
    }
}
