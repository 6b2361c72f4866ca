/// The manual page `curtain(1)` in roff (the `man` macros), rendered from the same
/// ``CommandDocumentation`` as `--help`: every listed or ignored option of every command appears.
///
/// Sections: NAME, SYNOPSIS, DESCRIPTION, COMMANDS (one subsection per subcommand), ZENITY MODE,
/// EXIT STATUS, ENVIRONMENT, EXAMPLES, SEE ALSO.
struct ManPage {
    /// The version in the page's footer.
    var version: String
    /// The top level.
    var top = CurtainCommand.documentation
    /// The subcommands, one subsection each.
    var subcommands = CurtainCommand.subcommandDocumentation
    /// zenity mode.
    var zenity = ZenityCompatibility.table.documentation

    /// The page, ending in a newline.
    func render() -> String {
        var page = [#".TH CURTAIN 1 "" "curtain \#(version)" "User Commands""#]
        page += [".SH NAME", "curtain \\- " + Self.escape(top.summary)]
        page += [".SH SYNOPSIS", ".nf"] + (top.usage + zenity.usage.dropFirst()).map(Self.synopsis) + [".fi"]
        page += [".SH DESCRIPTION"] + Self.texts(top.about)
        page += Self.options(top.sections)
        page += Self.texts(top.notes)
        page.append(".SH COMMANDS")
        for command in subcommands {
            page += Self.command(command, heading: ".SS " + Self.quoted(command.usage.joined(separator: ", ")))
        }
        page += Self.command(zenity, heading: ".SH \"ZENITY MODE\"")
        page.append(".SH \"EXIT STATUS\"")
        for code in ExitCode.allCases {
            page += [".TP", ".B \(code.rawValue)", Self.escape(code.summary)]
        }
        page += [".SH ENVIRONMENT"]
        for (name, meaning) in Self.environment {
            page += [".TP", ".B \(name)", Self.escape(meaning)]
        }
        page += [".SH EXAMPLES", ".nf", ".RS"] + Self.examples.map(Self.escapeLine) + [".RE", ".fi"]
        page += [".SH \"SEE ALSO\"", ".BR zenity (1)"]
        return page.joined(separator: "\n") + "\n"
    }

    /// The variables `curtain` reads.
    static let environment = [
        ("WAYLAND_DISPLAY", "the compositor's socket, in XDG_RUNTIME_DIR; wayland-0 when unset"),
        ("CURTAIN_REDUCED_MOTION", "1 turns every transition into a short fade, as --reduced-motion does"),
        (
            "XDG_CACHE_HOME",
            "where alerts keep their start-up font cache, curtain/fonts (~/.cache when unset): the fonts fontconfig chose "
                + "last time, never text; delete it at will"
        ),
    ]

    /// A few command lines from docs/command.md's examples for scripts.
    static let examples = [
        #"choice=$(curtain alert --title "Unsaved changes" --message "Save before closing?" \"#,
        #"  --button "Don't Save:destructive" --button Cancel:cancel --button Save) || exit"#,
        #"name=$(curtain alert --message "Your name?" --entry --placeholder Ada | sed -n 2p)"#,
        #"curtain --question --text "Delete the file?" && rm file"#,
    ]

    // MARK: - Pieces

    private static func command(_ command: CommandDocumentation, heading: String) -> [String] {
        [heading] + texts(command.about) + options(command.sections) + texts(command.notes)
    }

    private static func options(_ sections: [CommandDocumentation.Section]) -> [String] {
        var lines: [String] = []
        for section in sections {
            let shown = section.options.filter { $0.visibility != .unlisted }
            guard !shown.isEmpty else { continue }
            lines += [".PP", "\\fB" + escape(section.title) + "\\fR"]
            for option in shown {
                let names = option.names.map { "\\fB" + escape($0) + "\\fR" }.joined(separator: ", ")
                let value = option.placeholder.map { " \\fI" + escape($0) + "\\fR" } ?? ""
                let summary = option.visibility == .ignored ? "accepted and ignored (" + option.summary + ")" : option.summary
                lines += [".TP", names + value, escapeLine(summary)]
            }
        }
        return lines
    }

    private static func texts(_ texts: [CommandDocumentation.Text]) -> [String] {
        texts.flatMap { text -> [String] in
            switch text {
            case .paragraph(let prose): [".PP", escapeLine(prose)]
            case .example(let lines):
                [".PP", ".RS", ".nf"] + lines.split(separator: "\n").map { escapeLine(String($0)) } + [".fi", ".RE"]
            }
        }
    }

    private static func synopsis(_ usage: String) -> String {
        guard let space = usage.firstIndex(of: " ") else { return "\\fB" + escape(usage) + "\\fR" }
        return "\\fB" + escape(String(usage[..<space])) + "\\fR" + escape(String(usage[space...]))
    }

    private static func quoted(_ text: String) -> String {
        "\"" + escape(text).replacingAll("\"", with: "\\(dq") + "\""
    }

    /// Escapes text for roff: backslashes, and hyphens in option-like words (`--title` must stay
    /// a minus sign so that it can be copied and searched).
    static func escape(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        var inOption = false
        for character in text {
            if atWordStart { inOption = character == "-" }
            switch character {
            case "\\": result += "\\e"
            case "-" where inOption: result += "\\-"
            default: result.append(character)
            }
            atWordStart =
                character == " " || character == "(" || character == "'" || character == "["
                || character == "|" || character == "=" || character == ","
            if character == " " { inOption = false }
        }
        return result
    }

    /// ``escape(_:)`` for a whole text line, which must not start with a control character.
    static func escapeLine(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
