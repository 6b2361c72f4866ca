import CurtainTestSupport
import Testing
@testable import curtain

@Suite("zenity compatibility: argv mapping", .blocking)
struct ZenityMappingTests {
    @Test("--info: zenity's title and text, one OK button, markup, info icon")
    func info() throws {
        let zenity = try #require(zenityRequest("--info"))
        #expect(zenity.mode == .info)
        #expect(zenity.alert.title == "Information")
        #expect(zenity.alert.message == "All updates are complete.")
        #expect(zenity.alert.buttons == [ButtonSpec("_OK")])
        #expect(zenity.okIndex == 0 && zenity.alert.preferredIndex == 0)
        #expect(zenity.alert.usesMarkup && zenity.alert.icon == .info && zenity.alert.entry == nil)
    }

    @Test("--warning and --error have one OK button and their own icon and defaults")
    func warningAndError() throws {
        let warning = try #require(zenityRequest("--warning", "--text", "Careful"))
        #expect(warning.alert.buttons == [ButtonSpec("_OK")] && warning.alert.icon == .warning)
        #expect(warning.alert.title == "Warning" && warning.alert.message == "Careful")
        let error = try #require(zenityRequest("--error", "--ok-label", "Close"))
        #expect(error.alert.buttons == [ButtonSpec("Close")] && error.alert.icon == .error)
        #expect(error.alert.message == "An error has occurred.")
    }

    @Test("--question: No (cancel) then Yes, Yes preferred; labels overridable")
    func question() throws {
        let plain = try #require(zenityRequest("--question"))
        #expect(plain.alert.buttons == [ButtonSpec("_No", role: .cancel), ButtonSpec("_Yes")])
        #expect(plain.okIndex == 1 && plain.alert.preferredIndex == 1)
        let labelled = try #require(zenityRequest("--question", "--ok-label=Delete", "--cancel-label=Keep"))
        #expect(labelled.alert.buttons == [ButtonSpec("Keep", role: .cancel), ButtonSpec("Delete")])
    }

    @Test("--overlay, curtain's own, asks for the screen-wide overlay; without it the dialog is a window")
    func overlay() throws {
        #expect(try #require(zenityRequest("--question", "--overlay")).alert.appearance.isOverlay)
        #expect(try #require(zenityRequest("--entry", "--overlay")).alert.appearance.isOverlay)
        #expect(try #require(zenityRequest("--question")).alert.appearance.isOverlay == false)
        // Over the screen, seed 004's zoom and its 0.5 dim, so that the screen darkens behind the dialog.
        #expect(try #require(zenityRequest("--question", "--overlay")).alert.appearance.transition == .zoom)
    }

    @Test("--default-cancel makes the cancel button the preferred one")
    func defaultCancel() throws {
        #expect(try #require(zenityRequest("--question", "--default-cancel")).alert.preferredIndex == 0)
        // Nothing to cancel in --info: OK stays preferred.
        #expect(try #require(zenityRequest("--info", "--default-cancel")).alert.preferredIndex == 0)
    }

    @Test("--entry: Cancel, OK, a plain-text field with --entry-text and --hide-text")
    func entry() throws {
        let zenity = try #require(zenityRequest("--entry", "--text=Name:", "--entry-text", "bob", "--hide-text"))
        #expect(zenity.alert.buttons == [ButtonSpec("_Cancel", role: .cancel), ButtonSpec("_OK")])
        #expect(zenity.alert.entry == EntryConfiguration(text: "bob", isSecure: true))
        #expect(zenity.alert.message == "Name:" && !zenity.alert.usesMarkup)
        #expect(zenity.alert.title == "Add a new entry")
    }

    @Test("extra buttons sit where zenity's row has them, literally, duplicates allowed, the cancel button in place")
    func extraButtons() throws {
        let zenity = try #require(
            zenityRequest("--question", "--extra-button", "Later:cancel", "--extra-button=Never", "--extra-button", "Yes"))
        #expect(
            zenity.alert.buttons == [
                ButtonSpec("Later:cancel"), ButtonSpec("Never"), ButtonSpec("Yes"), ButtonSpec("_No", role: .cancel),
                ButtonSpec("_Yes"),
            ])
        #expect(zenity.okIndex == 4 && zenity.alert.preferredIndex == 4)
        #expect(zenity.alert.cancelPlacement == .asAdded && zenity.alert.isMessageSelectable)
        let info = try #require(zenityRequest("--info", "--extra-button", "Log"))
        #expect(info.alert.buttons == [ButtonSpec("_OK"), ButtonSpec("Log")] && info.okIndex == 0)
        let entry = try #require(zenityRequest("--entry", "--extra-button", "Skip"))
        #expect(entry.alert.buttons == [ButtonSpec("_Cancel", role: .cancel), ButtonSpec("_OK"), ButtonSpec("Skip")])
        #expect(entry.okIndex == 1 && !entry.alert.isMessageSelectable, "GTK's entry label is not selectable")
    }

    @Test("the dialog type may come anywhere; general options in both syntaxes")
    func optionOrder() throws {
        let zenity = try #require(zenityRequest("--title=T", "--width", "500", "--timeout=10", "--warning", "--text", "x"))
        #expect(zenity.mode == .warning && zenity.alert.title == "T" && zenity.alert.appearance.width == 500)
        #expect(zenity.alert.timeout == .seconds(10))
    }

    @Test("--timeout 0 means no timeout, as in zenity")
    func zeroTimeout() throws {
        #expect(try #require(zenityRequest("--info", "--timeout", "0")).alert.timeout == nil)
    }

    @Test("--no-markup makes --text plain")
    func noMarkup() throws {
        #expect(try #require(zenityRequest("--info", "--no-markup")).alert.usesMarkup == false)
    }

    @Test("harmless zenity options are accepted and ignored")
    func ignoredOptions() throws {
        let ignored = try #require(
            zenityRequest(
                "--info", "--no-wrap", "--ellipsize", "--modal", "--icon-name", "dialog-information", "--icon=x",
                "--window-icon", "w.png", "--attach=123", "--height", "200", "--text", "hi"))
        #expect(ignored == zenityRequest("--info", "--text", "hi"))
    }

    @Test(
        "backslash escapes in --text are expanded like zenity's",
        arguments: [
            ("a\\nb", "a\nb"), ("tab\\there", "tab\there"), ("back\\\\slash", "back\\slash"), ("\\\"q\\\"", "\"q\""),
            ("caf\\303\\251", "café"), ("\\101\\0102", "A\u{8}2"), ("\\q", "q"), ("end\\", "end\\"), ("none", "none"),
            ("\\b\\f\\r\\v", "\u{8}\u{C}\r\u{B}"),
        ])
    func escapes(_ text: String, _ expected: String) throws {
        #expect(BackslashEscapes.expand(text) == expected)
        #expect(try #require(zenityRequest("--info", "--text", text)).alert.message == expected)
    }

    @Test(
        "invalid zenity invocations are usage errors",
        arguments: [
            (["--info", "--question"], "curtain: two dialog types given (--info and --question)"),
            (
                ["--title", "x"],
                "curtain: no dialog type given: use --info, --warning, --error, --question, --entry or --list (or 'curtain alert')"
            ),
            (["--color-selection", "--scale"], "curtain: two dialog types given (--color-selection and --scale)"),
            (["--info", "--txt", "x"], "curtain: unknown option '--txt' (did you mean --text?)"),
            (["--info", "--timeout", "2.5"], "curtain: --timeout needs a whole number of seconds (0 for none), got '2.5'"),
            (["--info", "--timeout", "-3"], "curtain: --timeout needs a whole number of seconds (0 for none), got '-3'"),
            (["--info", "--extra-button", ""], "curtain: --extra-button needs a non-empty label, got ''"),
            (["--question", "--ok-label"], "curtain: --ok-label needs a value"),
            (["--info=yes"], "curtain: --info takes no value, got 'yes'"),
            (["--entry", "text"], "curtain: unexpected argument 'text'; options start with --"),
        ])
    func errors(_ arguments: [String], _ expected: String) {
        #expect(usageError(arguments) == expected)
    }

    /// Every dialog type curtain runs, as its flag; `--list` needs a column to get as far as its own checks.
    static let dialogTypes = [
        "--info", "--warning", "--error", "--question", "--entry", "--password", "--forms",
        "--list", "--progress", "--text-info", "--file-selection", "--notification",
    ]

    @Test("any two different dialog types are one usage error naming both, in the order given", arguments: dialogTypes)
    func everyPairOfDialogTypesIsRefused(_ first: String) {
        for second in Self.dialogTypes where second != first {
            #expect(usageError([first, second, "--column", "A"]) == "curtain: two dialog types given (\(first) and \(second))")
        }
    }

    @Test("a repeated dialog type is fine; --help shows zenity help")
    func repeatsAndHelp() {
        #expect(zenityRequest("--info", "--info") == zenityRequest("--info"))
        #expect(parse(["--question", "--help"]) == .success(.help(ZenityCompatibility.help)))
    }
}

@MainActor @Suite("zenity compatibility: stdout and exit status")
struct ZenityOutputTests {
    @Test(
        "message dialogs: OK 0 silent, dismissed 1, timeout 5",
        arguments: ["--info", "--warning", "--error", "--question"])
    func messageOutcomes(_ mode: String) {
        let okIndex = mode == "--question" ? 1 : 0
        #expect(run([mode], answering: .action(at: okIndex)) == CommandResult(exitCode: .success))
        #expect(run([mode], answering: .dismissed()) == CommandResult(exitCode: .cancelled))
        #expect(run([mode, "--timeout", "3"], answering: .timedOut()) == CommandResult(exitCode: .timedOut))
    }

    @Test("--question: No exits 1 silently")
    func questionNo() {
        #expect(run(["--question"], answering: .action(at: 0)) == CommandResult(exitCode: .cancelled))
    }

    @Test("an extra button prints its label and exits 1", arguments: ["--info", "--question", "--entry", "--error"])
    func extraButton(_ mode: String) throws {
        let arguments = [mode, "--extra-button", "Skip", "--extra-button", "Retry"]
        let zenity = try #require(zenityRequest(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4]))
        let retry = try #require(zenity.alert.buttons.firstIndex { $0.label == "Retry" })
        #expect(
            run(arguments, answering: .action(at: retry, text: "typed")) == CommandResult(stdout: "Retry\n", exitCode: .cancelled)
        )
    }

    @Test("an extra button labelled like OK still reports as extra")
    func extraNamedOK() {
        let result = run(["--info", "--extra-button", "OK"], answering: .action(at: 1))
        #expect(result == CommandResult(stdout: "OK\n", exitCode: .cancelled))
        #expect(run(["--info", "--extra-button", "OK"], answering: .action(at: 0)) == CommandResult(exitCode: .success))
    }

    @Test("--entry: OK prints the text (even empty); Cancel and Escape print nothing, a timeout prints the text")
    func entryOutcomes() {
        #expect(
            run(["--entry"], answering: .action(at: 1, text: "hello world"))
                == CommandResult(stdout: "hello world\n", exitCode: .success))
        #expect(run(["--entry"], answering: .action(at: 1, text: "")) == CommandResult(stdout: "\n", exitCode: .success))
        #expect(run(["--entry"], answering: .action(at: 0, text: "x")) == CommandResult(exitCode: .cancelled))
        #expect(run(["--entry"], answering: .dismissed(text: "x")) == CommandResult(exitCode: .cancelled))
        // zenity 3.44 prints what the entry holds when its time runs out (MessageModeIntegrationTests compares live).
        #expect(
            run(["--entry", "--timeout=1"], answering: .timedOut(text: "x")) == CommandResult(stdout: "x\n", exitCode: .timedOut))
    }

    @Test("the presenter receives the mapped request")
    func presenterSeesRequest() throws {
        let presenter = ScriptedPresenter(.dismissed())
        _ = CurtainCommand.run(
            ["--question", "--text", "Sure?"],
            backends: DialogBackends(presenter: { presenter }, renderer: { RecordingRenderer() }))
        let request = try #require(presenter.requests.first)
        #expect(request.message == "Sure?" && request.buttons.count == 2)
    }
}
