import CurtainTestSupport
import Testing
@testable import curtain

/// The option tables are the one description of every option: what they list is what the parser
/// accepts and what help, the man page and the completions show.
@Suite("option tables", .blocking)
struct OptionTableTests {
    /// Every command's documentation and how to reach its parser.
    static let commands: [(documentation: CommandDocumentation, prefix: [String])] = [
        (AlertCommand.table.documentation, ["alert"]),
        (FilmstripCommand.table.documentation, ["filmstrip"]),
        (FileCommand.table.documentation, ["file"]),
        (CalendarCommand.table.documentation, ["calendar"]),
        (ColorCommand.table.documentation, ["color"]),
        (ZenityCompatibility.table.documentation, []),
    ]

    /// A value each option accepts, or at least one that is not a usage error about the option's name.
    static func sampleValue(_ option: OptionInfo) -> String {
        switch option.values {
        case .choices(let words): words[0]
        case .file: "out.png"
        case .text, .none:
            option.name == "--month"
                ? "12" : option.name == "--color" ? "red" : ["PX", "N", "SECONDS"].contains(option.placeholder) ? "30" : "OK"
        }
    }

    @Test("the parser accepts every option its help lists, by every spelling, as --opt VALUE and --opt=VALUE")
    func everyListedOptionParses() {
        for (documentation, prefix) in Self.commands {
            for option in documentation.visibleOptions where option.name != "--help" {
                for name in option.names {
                    let spaced = option.takesValue ? [name, Self.sampleValue(option)] : [name]
                    let inline = option.takesValue ? ["\(name)=\(Self.sampleValue(option))"] : [name]
                    for arguments in [spaced, inline] {
                        // filmstrip needs an output; zenity mode a dialog type (given unless it is the option).
                        let needed =
                            switch documentation.name {
                            case "filmstrip": ["--out", "a.png"]
                            case "list": name == "--column" ? [] : ["--column", "A"]
                            case "zenity":
                                ZenityRequest.Mode(rawValue: String(name.dropFirst(2))) == nil
                                    && ![
                                        "--file-selection", "--notification", "--progress", "--list", "--text-info", "--forms",
                                        "--password", "--scale", "--calendar", "--color-selection",
                                    ].contains(name) ? ["--info"] : []
                            default: [String]()
                            }
                        let line = prefix + arguments + needed
                        if let error = usageError(line) {
                            Issue.record("\(line): \(error)")
                        }
                    }
                }
            }
        }
    }

    @Test("every listed option is in its command's --help, and every ignored one in its 'Accepted and ignored' line")
    func everyOptionInHelp() {
        for (documentation, _) in Self.commands {
            let help = documentation.help
            for option in documentation.visibleOptions {
                switch option.visibility {
                case .listed:
                    #expect(help.contains("  " + option.term), "\(documentation.name): \(option.term)")
                case .ignored:
                    let line = help.split(separator: "\n\n").first { $0.hasPrefix("Accepted and ignored:") }
                    #expect(line?.contains(option.name) == true, "\(documentation.name): \(option.name)")
                case .unlisted:
                    break
                }
            }
        }
    }

    @Test("a choice option lists exactly the library's values, and rejects others with them")
    func choicesComeFromTheLibrary() {
        #expect(
            AlertCommand.table.option(named: "--transition")?.info.values
                == .choices(["bounce", "slide", "zoom", "fade", "none"]))
        #expect(AlertCommand.table.option(named: "--icon")?.info.values == .choices(["info", "warning", "error", "question"]))
        #expect(usageError(["alert", "--style", "popup"]) == "curtain: --style must be one of alert, sheet, got 'popup'")
    }

    @Test("zenity dialogs curtain lacks are recognised but shown nowhere")
    func unsupportedModesAreUnlisted() {
        let zenity = ZenityCompatibility.table.documentation
        for name in ZenityCompatibility.unsupportedModes {
            #expect(!zenity.help.contains(name), "\(name)")
            #expect(
                !ShellCompletion().bash.contains(name + " ")
                    && !ManPage(version: "0").render().contains(name.replacingAll("-", with: "\\-")), "\(name)")
            #expect(usageError(["--info", name])?.contains("is not supported") == true, "\(name)")
        }
    }

    @Test("every help text, including man's and completions', fits an 80-column terminal")
    func helpWidth() {
        let texts =
            [CurtainCommand.help, ManualCommand.documentation.help, CompletionsCommand.documentation.help]
            + Self.commands.map(\.documentation.help)
        for text in texts {
            for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        }
    }

    @Test("help NAME reaches every subcommand and zenity mode")
    func helpTopics() {
        for topic in ["alert", "file", "filmstrip", "man", "completions", "zenity"] {
            guard case .success(.help(let text)) = parse(["help", topic]) else {
                Issue.record("help \(topic) did not print help")
                continue
            }
            #expect(text.hasPrefix("Usage: "), "\(topic)")
        }
        #expect(usageError(["help", "alert", "x"]) == "curtain: unexpected argument 'x'; options start with --")
    }
}
