/// One icon of yad's icons dialog: what it shows and what activating it starts, from a `.desktop` file of
/// `--read-dir` or from five lines of stdin (yad's columns: name, tooltip, icon, command, in terminal).
struct IconItem: Equatable, Sendable {
    /// The label under the icon (beside it, in the compact list).
    var name: String
    /// yad's tooltip: the entry's `Comment`, else its name; here what a screen reader says after the name.
    var toolTip: String
    /// The icon: a theme name (`utilities-terminal`) or a file's path; empty for none.
    var icon: String
    /// The command line that activating the item starts (without a shell, as yad starts it); empty for none.
    var command: String
    /// Whether the command runs in a terminal, through `--term`'s pattern.
    var runsInTerminal: Bool
    /// The `.desktop` file's name, which yad sorts by without `--sort-by-name`; empty for stdin's items.
    var fileName = ""

    /// yad's pattern for `Type=Link` entries: the URL opened by the desktop's handler.
    static let openCommand = "xdg-open '%s'"

    /// The item a `.desktop` file shows, as yad 0.40's `parse_desktop_file` reads it: `GenericName` first with
    /// `generic` (``DesktopEntry/localized(_:languages:)``), then `Name`, then the file's name without `.desktop`;
    /// `Comment` as the tooltip; `Exec` without its field codes (``DesktopEntry/commandLine(exec:)``) and
    /// `Terminal`, or for `Type=Link` its `URL` opened with `xdg-open`.
    ///
    /// - Returns: `nil` for an entry that asks not to be shown (`NoDisplay=true` or `Hidden=true`).
    init?(entry: DesktopEntry, fileName: String, generic: Bool, languages: [String]) {
        if entry.boolean("NoDisplay") || entry.boolean("Hidden") { return nil }
        let fallback = fileName.hasSuffix(".desktop") ? String(fileName.dropLast(".desktop".count)) : fileName
        let name =
            (generic ? entry.value(ofLocalizedKey: "GenericName", languages: languages) : nil)
            ?? entry.value(ofLocalizedKey: "Name", languages: languages) ?? fallback
        self.name = name
        toolTip = entry.value(ofLocalizedKey: "Comment", languages: languages) ?? name
        icon = entry["Icon"] ?? ""
        if entry["Type"]?.lowercased() == "link" {
            command = entry["URL"].map { Self.filled(Self.openCommand, with: $0) } ?? ""
            runsInTerminal = false
        } else {
            command = entry["Exec"].map(DesktopEntry.commandLine(exec:)) ?? ""
            runsInTerminal = entry.boolean("Terminal")
        }
        self.fileName = fileName
    }

    /// An item as the caller gives it (stdin's rows).
    init(name: String, toolTip: String, icon: String, command: String, runsInTerminal: Bool) {
        self.name = name
        self.toolTip = toolTip
        self.icon = icon
        self.command = command
        self.runsInTerminal = runsInTerminal
    }

    /// The command line activating the item starts: its command, in `terminal`'s pattern (`--term`, whose `%s`
    /// stands for the command) when it runs in a terminal; `nil` when it has none.
    func commandLine(terminal: String) -> String? {
        guard !command.isEmpty else { return nil }
        return runsInTerminal ? Self.filled(terminal, with: command) : command
    }

    /// `pattern` with its first `%s` replaced by `value`, as yad's `g_strdup_printf` fills it.
    static func filled(_ pattern: String, with value: String) -> String {
        guard let range = pattern.firstRange(of: "%s") else { return pattern }
        var filled = pattern
        filled.replaceSubrange(range, with: value)
        return filled
    }

    /// The items of the `.desktop` files in `directory`, in the order the directory lists them; `nil` when the
    /// directory cannot be read (yad then says so on stderr and shows no icons).
    static func items(inDirectory directory: String, generic: Bool, languages: [String]) -> [IconItem]? {
        guard let names = IconTheme.names(in: directory) else { return nil }
        var items: [IconItem] = []
        for fileName in names {
            guard fileName.hasSuffix(".desktop") else { continue }
            guard let entry = DesktopEntry(parsing: TextFile.read(directory + "/" + fileName).text),
                let item = IconItem(entry: entry, fileName: fileName, generic: generic, languages: languages)
            else { continue }
            items.append(item)
        }
        return items
    }

    /// Items from stdin's lines, five to an item as yad's `handle_stdin` reads them: name, tooltip, icon, command,
    /// and `TRUE` (any case) to run it in a terminal. A form feed line clears the items read so far.
    struct RowReader: Sendable {
        private var fields: [String] = []
        /// The items so far, in the order they came.
        private(set) var items: [IconItem] = []

        /// Takes one line; the item it completes joins ``items`` (a partial one shows at once in yad, here when
        /// its fifth line comes).
        mutating func take(_ line: String) {
            if line.hasPrefix("\u{0C}") {
                fields.removeAll()
                items.removeAll()
                return
            }
            fields.append(line)
            guard fields.count == 5 else { return }
            items.append(
                IconItem(
                    name: fields[0], toolTip: fields[1], icon: fields[2], command: fields[3],
                    runsInTerminal: fields[4].lowercased() == "true"))
            fields.removeAll()
        }
    }
}
