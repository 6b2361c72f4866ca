import Curtain
import Testing
@testable import curtain

/// yad mode's parsing: yad 0.40's `--button` values, its default buttons, the exit statuses and the options it
/// ignores. What the dialog does with keys is compared with yad itself in `YadMessageIntegrationTests`.
@Suite("curtain yad: yad 0.40's command line")
struct YadModeTests {
    /// The request `curtain yad ARGUMENTS…` shows.
    func request(_ arguments: [String]) throws -> YadRequest {
        let invocation = try CurtainCommand.parse(["yad"] + arguments)
        guard case .yad(.message(let request)) = invocation else {
            Issue.record("not a yad dialog: \(invocation)")
            return YadRequest(alert: AlertRequest(), responses: [])
        }
        return request
    }

    @Test(
        "a --button value: its label (GTK's for a stock id), its id (its position without one) or its command",
        arguments: [
            ("gtk-ok:0", 5, "_OK", Int32?(0), String?.none),
            ("Install!system-software-install:2", 0, "Install", 2, nil),
            ("Later!clock!Remind me tomorrow:12", 0, "Later", 12, nil),
            ("One", 3, "One", 3, nil),
            ("Ends with a colon:", 1, "Ends with a colon:", 1, nil),
            ("a:b:7", 0, "a:b", 7, nil),
            ("Open:xdg-open /tmp", 0, "Open", nil, "xdg-open /tmp"),
        ])
    func button(_ value: String, _ position: Int, _ label: String, _ response: Int32?, _ command: String?) {
        let button = YadButton(value, position: position)
        #expect(button.label == label)
        #expect(button.response == response)
        #expect(button.command == command)
    }

    @Test("without --button: GTK's Cancel (1) then OK (0), Cancel focused, Ctrl+Return on OK")
    func defaultButtons() throws {
        let yad = try request(["--text=Go on?"])
        #expect(yad.alert.buttons.map(\.label) == ["_Cancel", "_OK"])
        #expect(yad.responses == [1, 0])
        #expect(yad.alert.preferredIndex == 0)
        #expect(yad.alert.controlReturnIndex == 1)
        #expect(yad.alert.title == "YAD")
    }

    @Test("exit statuses: the button's id, 252 for Escape or a closed window (0 with --escape-ok), 70 for a timeout")
    func statuses() throws {
        let yad = try request(["--button=A:4", "--button=B:3"])
        #expect(yad.status(for: .action(at: 0)) == 4)
        #expect(yad.status(for: .action(at: 1)) == 3)
        #expect(yad.status(for: .action(at: 2)) == nil)
        #expect(yad.status(for: .dismissed()) == 252)
        #expect(yad.status(for: .timedOut()) == 70)
        #expect(try request(["--escape-ok"]).status(for: .dismissed()) == 0)
    }

    @Test("an entry prints its text for an even id, or always with --always-print-result; never on Escape or a timeout")
    func entryOutput() throws {
        let yad = try request(["--entry", "--entry-label=Name", "--entry-text=ann", "--button=Save:2", "--button=Skip:3"])
        #expect(yad.alert.entry == EntryConfiguration(text: "ann", placeholder: "Name"))
        #expect(yad.output(for: .action(at: 0, text: "bob")) == "bob\n")
        #expect(yad.output(for: .action(at: 1, text: "bob")).isEmpty)
        #expect(yad.output(for: .dismissed(text: "bob")).isEmpty)
        #expect(yad.output(for: .timedOut(text: "bob")).isEmpty)
        let always = try request(["--entry", "--always-print-result", "--button=Skip:3"])
        #expect(always.output(for: .action(at: 0, text: "bob")) == "bob\n")
        // --escape-ok makes Escape yad's OK, whose text yad prints.
        #expect(try request(["--entry", "--escape-ok"]).output(for: .dismissed(text: "bob")) == "bob\n")
        #expect(try request(["--text=Hi", "--entry-text=ann"]).alert.entry == nil, "--entry-text alone makes no entry")
        #expect(try request(["--entry", "--hide-text"]).alert.entry?.isSecure == true)
    }

    @Test("options yad 0.40 does not know, and arguments that are not options, are ignored as yad ignores them")
    func unknownOptionsAreIgnored() throws {
        let yad = try request(["--dialog-sep", "--f1-action=help", "--dark", "stray", "--text=Hi"])
        #expect(yad.alert.message == "Hi")
    }

    /// A `LABEL:CMD` button keeps the dialog up and starts CMD; `--no-escape` leaves Escape nothing to do.
    @Test("a command button starts its command and answers nothing; --no-escape turns Escape off")
    func commandButtonsAndNoEscape() throws {
        let yad = try request(["--text=Hi", "--button=Open log:xdg-open /tmp/log", "--button=gtk-ok:0"])
        #expect(yad.alert.buttons.map(\.command) == ["xdg-open /tmp/log", nil])
        #expect(yad.alert.buttons.map(\.label) == ["Open log", "_OK"])
        #expect(try request(["--text=Hi"]).alert.escapeEnds)
        #expect(try request(["--text=Hi", "--no-escape"]).alert.escapeEnds == false)
    }

    /// GLib's `g_shell_parse_argv`, which yad's command buttons go through: quotes and backslashes as a shell reads
    /// them, no expansion, and a refusal of what GLib refuses.
    @Test(
        "a command line splits into words as g_shell_parse_argv splits it",
        arguments: [
            ("xdg-open /tmp/log", ["xdg-open", "/tmp/log"]),
            (#"  echo   two\tthree "#, ["echo", "twotthree"]),
            ("sh -c 'echo $HOME; ls'", ["sh", "-c", "echo $HOME; ls"]),
            (#"echo "a \"b\" \$c \n d""#, ["echo", #"a "b" $c \n d"#]),
            (#"echo a\ b c"#, ["echo", "a b", "c"]),
            ("echo ''", ["echo", ""]),
            ("echo x#y # a comment", ["echo", "x#y"]),
            ("'unterminated", nil),
            (#""unterminated"#, nil),
            ("", nil),
            ("   # only a comment", nil),
        ] as [(String, [String]?)])
    func commandLineWords(_ line: String, _ words: [String]?) {
        #expect(ButtonCommand.words(of: line) == words)
    }

    /// `--text-info`: curtain's text dialog with yad's title, statuses and printing rule.
    @Test("--text-info is yad's text dialog: printed only when editable, for an even status, never on Escape")
    func textInfo() throws {
        guard
            case .yad(.text(let yad)) = try CurtainCommand.parse(
                ["yad", "--text-info", "--filename=/etc/hostname", "--editable", "--tail", "--height=300", "--wrap"])
        else {
            Issue.record("not a text dialog")
            return
        }
        #expect(yad.text.filename == "/etc/hostname" && yad.text.isEditable && yad.text.scrollsAutomatically)
        #expect(yad.text.dialog.title == "YAD" && yad.text.dialog.height == 300)
        #expect(!yad.text.dialog.hasDefaultButton && yad.text.caretStartsAtTop)
        let ok = TextOutcome(reason: .ok, text: "edited")
        let cancel = TextOutcome(reason: .cancel, text: "edited")
        let escape = TextOutcome(reason: .cancel, text: "edited", isDismissed: true)
        #expect(yad.status(for: ok) == 0 && yad.output(for: ok) == "edited")
        #expect(yad.status(for: cancel) == 1 && yad.output(for: cancel).isEmpty)
        #expect(yad.status(for: escape) == 252 && yad.output(for: escape).isEmpty)
        #expect(yad.status(for: TextOutcome(reason: .timeout, text: "edited")) == 70)
        var always = yad
        always.response.alwaysPrintsResult = true
        #expect(always.output(for: cancel) == "edited" && always.output(for: escape).isEmpty)
        var readOnly = yad
        readOnly.text.isEditable = false
        #expect(readOnly.output(for: ok).isEmpty)
        // Its own buttons are YadButtonRowTests'.
        guard case .yad(.text(let closing)) = try CurtainCommand.parse(["yad", "--text-info", "--button=Close:0"]) else {
            Issue.record("not a text dialog")
            return
        }
        #expect(closing.text.dialog.ownButtons == [DialogButton(label: "Close", action: .respond(0))])
    }

    /// `--scale`: curtain's scale with yad's statuses; the value as the slider stands is printed for an even status.
    @Test("--scale is yad's scale: the value printed for an even status, never on Escape; a start outside the range is clamped")
    func scale() throws {
        guard
            case .yad(.scale(let yad)) = try CurtainCommand.parse(
                ["yad", "--scale", "--text=Volume:", "--value=150", "--min-value=10", "--max-value=90", "--step=5"])
        else {
            Issue.record("not a scale")
            return
        }
        #expect(yad.scale.value == 90 && yad.scale.minimum == 10 && yad.scale.step == 5 && yad.scale.text == "Volume:")
        #expect(!yad.scale.dialog.hasDefaultButton && yad.scale.dialog.title == "YAD")
        #expect(yad.status(for: .ok(40)) == 0 && yad.output(for: .ok(40), value: 40) == "40\n")
        #expect(yad.status(for: .cancelled) == 1 && yad.output(for: .cancelled, value: 40).isEmpty)
        #expect(yad.status(for: .dismissed) == 252 && yad.output(for: .dismissed, value: 40).isEmpty)
        #expect(yad.status(for: .timedOut(40)) == 70 && yad.output(for: .timedOut(40), value: 40).isEmpty)
        var always = yad
        always.response.alwaysPrintsResult = true
        #expect(always.output(for: .cancelled, value: 41) == "41\n")
        #expect(throws: UsageError.self) { try CurtainCommand.parse(["yad", "--scale", "--value=x"]) }
        #expect(throws: UsageError.self) { try CurtainCommand.parse(["yad", "--scale", "--min-value=9", "--max-value=9"]) }
    }

    /// `--form`: yad's field types, each with its value from the arguments, printed in yad's format.
    @Test("--form is yad's form: field types after the last colon, values from the arguments, each value and a separator")
    @MainActor func form() throws {
        guard
            case .yad(.form(let yad)) = try CurtainCommand.parse(
                [
                    "yad", "--form", "--separator=\\t", "--field=Name", "--field=Age:NUM", "--field=Admin:chk",
                    "--field=Shell:CB", "--field=Notes:TXT", "--field=At 10:30", "--field=Home:RO", "Ann", "7!0..9!1!1",
                    "true", "bash!^zsh", "a\\nb",
                ])
        else {
            Issue.record("not a form")
            return
        }
        #expect(yad.fields.map(\.kind) == [.entry, .number, .check, .combo, .text, .entry, .readOnly])
        #expect(yad.fields[5].label == "At 10" && yad.separator == "\t")
        #expect(yad.form.fields[2].kind == .checkBox(isOn: true))
        #expect(yad.form.fields[3].kind == .combo(choices: ["bash", "zsh"], chosen: 1))
        #expect(yad.form.fields[4].kind == .multilineText(text: "a\nb"))
        #expect(!yad.form.fields[6].isEditable && !yad.form.dialog.hasDefaultButton)
        let values: [FormValue] = [
            .text("Ann"), .text("12"), .checked(false), .comboChoice("zsh"), .text("a\nb\\"), .text(""), .text(""),
        ]
        #expect(yad.output(of: values).text == "Ann\t9.0\tFALSE\tzsh\ta\\nb\\\\\t\t\t\n")
        #expect(yad.status(for: .ok(values)) == 0 && yad.status(for: .dismissed(values)) == 252)
        #expect(YadFormRequest.shellQuoted("it's") == "'it'\\''s'")
        #expect(usageError(["yad", "--form", "--field=Fill:FBTN", "@echo 1:a"])?.contains("starts with @") == true)
    }

    /// `--list`: yad's column types and printing; a check list's checked rows with their check column.
    @Test("--list is yad's list: every cell of each chosen row followed by the separator, NUM and CHK as yad prints them")
    func list() throws {
        guard
            case .yad(.list(let yad)) = try CurtainCommand.parse(
                [
                    "yad", "--list", "--checklist", "--column=Pick", "--column=Name", "--column=Size:NUM",
                    "--column=Id:HD", "--column=Ok:chk", "TRUE", "ann", "007x", "a1", "true", "FALSE", "bob", "3", "b2",
                    "no",
                ])
        else {
            Issue.record("not a list")
            return
        }
        #expect(yad.list.kind == .checklist && yad.list.hiddenColumns == [4] && yad.list.activationToggles)
        #expect(yad.output(chosen: [0]) == "TRUE|ann|7|a1|TRUE|\n")
        var printAll = yad
        printAll.printsAll = true
        printAll.printColumn = 3
        #expect(printAll.output(chosen: [0]) == "7|\n3|\n")
        #expect(yad.status(for: .chosen([0])) == 0 && yad.status(for: .dismissed) == 252)
        #expect(usageError(["yad", "--list"]) == "curtain: No column titles specified for List dialog.")
        #expect(usageError(["yad", "--list", "--column=A:BAR"])?.contains("BAR column") == true)
    }

    /// Rows from stdin when there are no row arguments; an empty or missing text cell, as a short last row's, prints
    /// as yad 0.40's null string.
    @Test("--list reads stdin's rows without row arguments; an empty or missing text cell prints (null), as yad 0.40")
    func listFromStandardInput() throws {
        guard case .yad(.list(let parsed)) = try CurtainCommand.parse(["yad", "--list", "--column=A", "--column=B:NUM"])
        else {
            Issue.record("not a list")
            return
        }
        #expect(parsed.list.cursorStartsOnFirstRow)
        let yad = parsed.readingRows { ["x", "1", "", "2", "y"] }
        #expect(yad.list.cells == ["x", "1", "", "2", "y"])
        #expect(yad.output(chosen: []) == "")
        #expect(yad.output(chosen: [1, 2]) == "(null)|2|\ny|0|\n")
        var quoted = yad
        quoted.quotesOutput = true
        #expect(quoted.output(chosen: [0, 1]) == "'x'|'1'|\n(null)|'2'|\n")
        guard case .yad(.list(let given)) = try CurtainCommand.parse(["yad", "--list", "--column=A", "a"]) else {
            Issue.record("not a list")
            return
        }
        let kept = given.readingRows { ["unread"] }
        #expect(kept.list.cells == ["a"] && kept.list.cursorStartsOnFirstRow)
    }

    /// `--progress`: yad's one Close button, its statuses, and `--auto-kill` unless OK.
    @Test("--progress is yad's progress bar: one Close button answering 0, Escape 252, the timeout 70, nothing printed")
    func progress() throws {
        guard
            case .yad(.progress(let yad)) = try CurtainCommand.parse(
                ["yad", "--progress", "--text=Copying", "--percentage=120", "--pulsate", "--auto-close", "--auto-kill"])
        else {
            Issue.record("not a progress dialog")
            return
        }
        #expect(yad.progress.hasCloseButtonOnly && yad.progress.percentage == 100 && yad.progress.text == "Copying")
        #expect(yad.progress.isPulsating && yad.progress.closesAutomatically && yad.killsParentUnlessOK)
        #expect(yad.status(for: ProgressOutcome(reason: .ok, percentage: 50)) == 0)
        #expect(yad.status(for: ProgressOutcome(reason: .autoClose, percentage: 100)) == 0)
        #expect(yad.status(for: ProgressOutcome(reason: .cancel, percentage: 50, isDismissed: true)) == 252)
        #expect(yad.status(for: ProgressOutcome(reason: .timeout, percentage: 50)) == 70)
    }

    /// `--multi-progress`: the progress dialog with yad's `--bar`s, their starting values and layout.
    @Test("--multi-progress is yad's progress dialog with a bar for each --bar, each starting at its argument")
    func multiProgress() throws {
        guard
            case .yad(.progress(let yad)) = try CurtainCommand.parse(
                [
                    "yad", "--multi-progress", "--bar=<b>Copy</b>", "--bar=Check:rtl", "--bar=Wait:PULSE",
                    "--bar=Busy:PERM", "--bar=a:b:c", "--vertical", "--align=center", "--watch-bar=2", "--auto-close",
                    "--auto-kill", "30", "150", "40", "x7", "12%",
                ])
        else {
            Issue.record("not a progress dialog")
            return
        }
        let bars = try #require(yad.progress.bars)
        #expect(bars.map(\.name) == ["<b>Copy</b>", "Check", "Wait", "Busy", "a:b"])
        #expect(bars.map(\.kind) == [.normal, .rightToLeft, .pulse, .permanent, .normal])
        #expect(bars.map(\.percentage) == [30, 100, 0, 0, 12], "a PULSE bar's argument is its step, not its start")
        #expect(bars.map(\.usesMarkup) == Array(repeating: true, count: 5))
        #expect(yad.progress.barAxis == .vertical && yad.progress.barNameAlignment == .center)
        #expect(yad.progress.watchedBar == 1 && yad.progress.closesAutomatically && yad.killsParentUnlessOK)
        #expect(yad.progress.hasCloseButtonOnly && yad.progress.dialog.title == "YAD")
        #expect(yad.status(for: ProgressOutcome(reason: .autoClose, percentage: 0)) == 0)
        guard
            case .yad(.progress(let plain)) = try CurtainCommand.parse(
                ["yad", "--multi-progress", "--no-markup", "--watch-bar=3", "--align=middle"])
        else {
            Issue.record("not a progress dialog")
            return
        }
        #expect(plain.progress.bars == [] && plain.progress.watchedBar == nil, "no bars, and no bar 3 to watch")
        #expect(plain.progress.barAxis == .horizontal && plain.progress.barNameAlignment == .leading)
        guard case .yad(.progress(let single)) = try CurtainCommand.parse(["yad", "--progress", "--bar=A"]) else {
            Issue.record("not a progress dialog")
            return
        }
        #expect(single.progress.bars == nil, "--bar without --multi-progress is ignored")
    }

    /// `--calendar`: curtain's calendar with yad's window, statuses and printing rule.
    @Test("--calendar is yad's calendar: the day through --date-format for an even status, never on Escape")
    func calendar() throws {
        guard
            case .yad(.calendar(let yad)) = try CurtainCommand.parse(
                ["yad", "--calendar", "--day=15", "--month=3", "--year=2024", "--date-format=%Y-%m-%d"])
        else {
            Issue.record("not a calendar")
            return
        }
        let day = CalendarDate(year: 2024, month: 3, day: 15)
        #expect(!yad.calendar.dialog.hasDefaultButton && yad.calendar.dialog.title == "YAD")
        #expect(yad.status(for: .ok(day)) == 0 && yad.output(for: .ok(day)) == "2024-03-15\n")
        #expect(yad.status(for: .cancelled) == 1 && yad.status(for: .dismissed) == 252)
        #expect(yad.status(for: .timedOut(day)) == 70 && yad.output(for: .timedOut(day)).isEmpty)
        #expect(throws: UsageError.self) { try CurtainCommand.parse(["yad", "--calendar", "--month=13"]) }
    }

    @Test("yad's other dialogs are refused with one line, exit 2")
    func unsupported() {
        #expect(
            usageError(["yad", "--font"])
                == "curtain: yad's --font dialog is not supported yet; curtain yad --help lists the dialogs it runs"
        )
    }

    @Test("started as yad, every command line is yad's")
    func programName() {
        #expect(CurtainCommand.impliedSubcommand(programPath: "/usr/bin/yad") == "yad")
        #expect(CurtainCommand.impliedSubcommand(programPath: "yad-old") == nil)
    }
}
