import CurtainDiagnostics
import CurtainTestSupport
import Testing
@testable import curtain

/// Random command lines built from real option names, values that tend to break parsers
/// (empty, dashes, `=`, colons, control characters, huge numbers) and noise.
@Suite("parser fuzzing (seeded)", .blocking)
struct ArgumentFuzzTests {
    static let heads = [
        "alert", "filmstrip", "help", "man", "completions", "--help", "-h", "--version", "--info", "--question", "--entry",
        "--warning", "--error", "--list", "bogus", "", "-", "--",
    ]
    static let options =
        AlertCommand.table.suggestions + FilmstripCommand.table.suggestions + ZenityCompatibility.table.suggestions
        + ["--", "-", "-h", "--x", "--=", "--title=", "--button=:cancel", "---", "--timeout=1e999", "--fps=-0"]
    static let values = [
        "", " ", "0", "-1", "1", "2.5", "nan", "inf", "-inf", "1e308", "99999999999999999999", "0x10", "+3",
        "OK", "OK:cancel", ":cancel", "a:b", "a:destructive", "x:default:cancel", "Cancel", "Save", "OK:",
        "--", "-", "--title", "=", "a=b", "sheet", "alert", "bounce", "none", "dark", "seed000", "bounce-popup", "present",
        "dismiss",
        "\n", "a\nb", "\u{0}", "\t", "\u{7F}", "\u{2028}", "é", "🙂", "\u{FFFD}", String(repeating: "z", count: 300),
    ]

    @Test("a few thousand random argv vectors: always a request or a one-line usage error")
    func neverCrashes() {
        var generator = SeededGenerator(seed: 20_261_129)
        var parsed = 0
        var rejected = 0
        for _ in 0..<4000 {
            var arguments = [Self.heads.randomElement(using: &generator)!]
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5: arguments.append(Self.options.randomElement(using: &generator)!)
                case 5..<9: arguments.append(Self.values.randomElement(using: &generator)!)
                default:
                    let option = Self.options.randomElement(using: &generator)!
                    arguments.append(option + "=" + Self.values.randomElement(using: &generator)!)
                }
            }
            switch parse(arguments) {
            case .success(let invocation):
                parsed += 1
                check(invocation, arguments)
            case .failure(let error):
                rejected += 1
                let line = error.description
                #expect(line.hasPrefix("curtain: "), "\(arguments)")
                #expect(
                    !line.unicodeScalars.contains {
                        $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
                    }, "\(arguments)")
                #expect(line.count < 400, "\(arguments)")
            }
        }
        // The generator must exercise both paths, or the test proves nothing.
        #expect(parsed > 200 && rejected > 200, "parsed \(parsed), rejected \(rejected)")
    }

    /// Invariants of every request the parser hands to a presenter.
    private func check(_ invocation: Invocation, _ arguments: [String]) {
        let request: AlertRequest
        switch invocation {
        case .alert(let alert):
            request = alert
            #expect(Set(alert.buttons.map(\.label)).count == alert.buttons.count, "\(arguments)")
        case .zenity(let zenity):
            request = zenity.alert
            #expect(zenity.alert.buttons.indices.contains(zenity.okIndex), "\(arguments)")
        case .yad(.message(let yad)):
            request = yad.alert
            #expect(yad.responses.count == yad.alert.buttons.count, "\(arguments)")
        case .filmstrip(let options):
            #expect(FilmstripCommand.framesPerSecondRange.contains(options.framesPerSecond), "\(arguments)")
            #expect(options.imagePath != nil || options.jsonPath != nil, "\(arguments)")
            return
        case .progress(let progress):
            #expect((0...100).contains(progress.percentage), "\(arguments)")
            return
        case .list(let list):
            #expect(!list.columns.isEmpty, "\(arguments)")
            return
        case .form(let form):
            #expect(form.output != .zenityPassword || !form.fields.isEmpty, "\(arguments)")
            return
        case .scale(let scale):
            #expect(scale.rangeProblem == nil, "\(arguments)")
            return
        case .polkitAgent(let options):
            #expect((options.processID ?? 1) > 0, "\(arguments)")
            return
        case .yad(.scale(let yad)):
            #expect(yad.scale.rangeProblem == nil, "\(arguments)")
            return
        case .yad(.text(let yad)):
            #expect(yad.text.dialog.title.isEmpty == false, "\(arguments)")
            return
        case .yad(.list(let yad)):
            #expect(yad.columnTypes.count == yad.list.columns.count, "\(arguments)")
            return
        case .yad(.progress(let yad)):
            #expect((0...100).contains(yad.progress.percentage), "\(arguments)")
            return
        case .yad(.calendar(let yad)):
            #expect((1...31).contains(yad.calendar.day ?? 1), "\(arguments)")
            return
        case .yad(.form(let yad)):
            #expect(yad.fields.count == yad.form.fields.count, "\(arguments)")
            return
        case .yad(.icons(let yad)):
            #expect(yad.dialog.title.isEmpty == false, "\(arguments)")
            return
        case .yad(.file(let yad)):
            #expect(yad.file.timeout.map { $0 > .zero } ?? true, "\(arguments)")
            return
        case .yad(.color(let yad)):
            #expect(yad.color.initialColor != nil, "\(arguments)")
            return
        case .yad(.notification(let yad)):
            #expect(yad.menu.count == yad.menuCommands.count, "\(arguments)")
            return
        case .yad(.notebook(let yad)):
            #expect(yad.slotCount >= 0, "\(arguments)")
            return
        case .yad(.plug(let yad)):
            #expect(yad.arguments.count <= arguments.count, "\(arguments)")
            return
        case .help, .version, .document, .zenityFailure, .fileSelection, .notification, .notificationListener, .text, .pinentry,
            .askpass, .calendar, .color:
            return
        }
        #expect(!request.buttons.isEmpty, "\(arguments)")
        #expect(request.buttons.indices.contains(request.preferredIndex), "\(arguments)")
        #expect(request.buttons.filter { $0.role == .cancel }.count <= 1, "\(arguments)")
        for button in request.buttons {
            #expect(!button.label.allSatisfy(\.isWhitespace) && !button.label.contains("\n"), "\(arguments)")
        }
        if let timeout = request.timeout { #expect(timeout > .zero, "\(arguments)") }
        // Every outcome the presenter could report formats without trouble.
        for outcome in [AlertOutcome.dismissed(text: "t"), .timedOut()]
            + request.buttons.indices.map({ .action(at: $0, text: "t") })
        {
            #expect(AlertResult(request: request, outcome: outcome) != nil)
        }
    }

    /// A random argument of arbitrary scalars (never a surrogate; Swift decodes argv that way).
    static func noise(using generator: inout SeededGenerator) -> String {
        var text = Bool.random(using: &generator) ? "--" : ""
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let value =
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: UInt32.random(in: 0...0x7F, using: &generator)
                case 1: UInt32.random(in: 0x80...0xD7FF, using: &generator)
                case 2: UInt32.random(in: 0xE000...0xFFFF, using: &generator)
                default: UInt32.random(in: 0x1_0000...0x10_FFFF, using: &generator)
                }
            text.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        return text
    }

    @Test("random scalars as options, values and option=value: never a crash, errors stay one clean line")
    func arbitraryScalars() {
        var generator = SeededGenerator(seed: 0xA11E_57)
        for _ in 0..<3000 {
            var arguments = [Self.heads.randomElement(using: &generator)!]
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: arguments.append(Self.noise(using: &generator))
                case 1: arguments += [Self.options.randomElement(using: &generator)!, Self.noise(using: &generator)]
                default: arguments.append(Self.options.randomElement(using: &generator)! + "=" + Self.noise(using: &generator))
                }
            }
            switch parse(arguments) {
            case .success(let invocation):
                check(invocation, arguments)
            case .failure(let error):
                let line = error.description
                #expect(line.hasPrefix("curtain: "), "\(arguments)")
                #expect(
                    !line.unicodeScalars.contains {
                        $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
                            || $0.properties.isBidiControl
                    }, "\(arguments.map(\.debugDescription))")
                #expect(line.count < 400, "\(arguments)")
            }
        }
    }

    @Test("a terminal never sees a C1 control or a bidi override from the user's arguments")
    func terminalSafeErrors() throws {
        for hostile in ["--\u{9B}31m", "--a\u{202E}b", "--\u{1B}]0;title\u{7}", "--x\u{2066}y"] {
            let line = try #require(usageError(["alert", hostile]))
            #expect(
                !line.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.isBidiControl },
                "\(line.debugDescription)")
        }
        #expect(usageError(["alert", "--\u{9B}"])?.contains("\\u{9b}") == true)
    }

    @Test("a thousand buttons and a megabyte title parse into a valid request")
    func hugeCommandLines() throws {
        let buttons = (1...1000).flatMap { ["--button", "Option \($0)"] }
        let title = String(repeating: "t", count: 1 << 20)
        let arguments = ["alert", "--title", title, "--message", title] + buttons + ["--button", "Cancel:cancel"]
        guard case .success(.alert(let request)) = parse(arguments) else {
            Issue.record("a huge but valid command line was refused")
            return
        }
        #expect(request.buttons.count == 1001 && request.title?.utf8.count == 1 << 20)
        #expect(request.buttons[request.preferredIndex].label == "Option 1")
    }
}
