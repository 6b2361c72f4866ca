import Curtain

/// yad 0.40's `--notification`, parsed: a tray icon with a tooltip, a command for a left click and a menu, changed
/// by commands read from stdin with `--listen`. ``YadNotification`` shows it as a StatusNotifierItem.
///
/// yad's rules, from its source (`src/notification.c`):
/// - The icon is `--image` (a theme name, or a file), `yad` without one; the tooltip is `--text` (escapes
///   expanded), "Yad notification" without one.
/// - A left click runs `--command`. Without one, it ends yad with 0, unless `--listen` (then it does nothing);
///   the command `quit` ends yad with 0 too.
/// - A middle click ends yad as Escape does (252, or 0 with `--escape-ok`), unless `--no-middle`.
/// - `--menu='LABEL!CMD!ICON|…'`: entries split at `--separator` (`|`), each split at `--item-separator` (`!`)
///   into a label, a command and an icon; an empty entry is a separator line. Choosing an entry runs its
///   command (`quit` ends yad with 0).
/// - With `--listen`, each stdin line is `COMMAND:VALUE` (the command's case ignored, blanks around the value
///   trimmed): `icon:`, `tooltip:` (escapes expanded), `visible:` (`false` hides the icon, anything else shows it),
///   `action:` (the left click's command), `menu:` (a new menu) and `quit` (exit 0). Anything else gets
///   a one-line warning on stderr. The end of stdin ends yad with 0.
/// - `--timeout` ends it with 70.
///
/// Commands run as yad runs them, without a shell (``ButtonCommand/words(of:)``), and yad does not wait for them.
struct YadNotificationRequest: Equatable, Sendable {
    /// The icon: a name from the icon theme, or a file's path.
    var icon = "yad"
    /// The tooltip's text.
    var toolTip = localized("Yad notification")
    /// Whether the tooltip is markup (`--no-markup` makes it plain text).
    var usesMarkup = true
    /// What a left click runs, or `nil`.
    var command: String?
    /// The menu's entries.
    var menu: [StatusNotifierItem.MenuEntry] = []
    /// The command of each menu entry, in the menu's order (`nil` for a separator or an entry without one).
    var menuCommands: [String?] = []
    /// `--separator` and `--item-separator`, escapes expanded: what `menu:` splits at.
    var separator = "|"
    var itemSeparator = "!"
    /// `--listen`: read commands from stdin.
    var listens = false
    /// `--hidden`: the icon starts hidden.
    var isHidden = false
    /// Whether a middle click ends yad (`--no-middle` turns it off).
    var middleClickEnds = true
    /// The title hosts may show (`--title`).
    var title = "YAD"
    /// `--timeout`, or `nil`.
    var timeout: Duration?
    /// The statuses: Escape's (a middle click), the timeout's.
    var response = YadResponse()

    /// What the program does in answer to a click or a line.
    enum Effect: Equatable, Sendable {
        /// Nothing more.
        case none
        /// Run this command line, without waiting for it.
        case run(String)
        /// End with this status.
        case exit(Int32)
        /// Show the request's (changed) icon.
        case showIcon
        /// Show the changed tooltip.
        case showToolTip
        /// Show or hide the icon.
        case setVisible(Bool)
        /// Show the changed menu.
        case showMenu
        /// Say this on stderr and go on.
        case warning(String)
    }

    /// The tooltip as hosts take it, markup (waybar shows it with GTK's tooltip markup): `--no-markup`'s text with
    /// `&`, `<` and `>` escaped, so that it shows as it is.
    var toolTipMarkup: String {
        usesMarkup ? toolTip : toolTip.replacingCharacters(["&": "&amp;", "<": "&lt;", ">": "&gt;"])
    }

    /// Sets the menu from yad's `--menu` text.
    mutating func setMenu(_ text: String) {
        menu = []
        menuCommands = []
        for entry in Self.split(text, at: separator) {
            let fields = Self.split(entry, at: itemSeparator, maxFields: 3)
            guard let label = fields.first else {
                menu.append(StatusNotifierItem.MenuEntry(label: nil))
                menuCommands.append(nil)
                continue
            }
            menu.append(
                StatusNotifierItem.MenuEntry(
                    label: YadButton.stockLabels[label] ?? label, iconName: fields.count > 2 ? fields[2] : nil))
            menuCommands.append(fields.count > 1 ? fields[1] : nil)
        }
    }

    /// A left click on the icon.
    func activated() -> Effect {
        guard let command else { return listens ? .none : .exit(YadResponse.ok) }
        return Self.isQuit(command) ? .exit(YadResponse.ok) : .run(command)
    }

    /// A middle click on the icon.
    func middleClicked() -> Effect {
        middleClickEnds ? .exit(response.status(for: .escape)) : .none
    }

    /// The menu entry at `index` was chosen.
    func chose(_ index: Int) -> Effect {
        guard menuCommands.indices.contains(index), let command = menuCommands[index] else { return .none }
        return Self.isQuit(command) ? .exit(YadResponse.ok) : .run(command)
    }

    /// One line of stdin, without its newline.
    mutating func handle(_ line: String) -> Effect {
        guard !line.isEmpty else { return .none }
        let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let command = String(parts[0])
        let value = parts.count > 1 ? String(parts[1]).trimmingWhiteSpace() : nil
        switch command.lowercased() {
        case "icon":
            guard let value else { return .warning(localized("unknown command %s", UsageError.quoted(command))) }
            icon = value
            return .showIcon
        case "tooltip":
            toolTip = BackslashEscapes.expand(value ?? "")
            return .showToolTip
        case "visible":
            return .setVisible(value?.lowercased() != "false")
        case "action":
            self.command = value
            return .none
        case "quit":
            return .exit(YadResponse.ok)
        case "menu":
            if let value { setMenu(value) }
            return .showMenu
        default:
            return .warning(localized("unknown command %s", UsageError.quoted(command)))
        }
    }

    /// Whether a command is yad's `quit`, which ends yad instead of running anything.
    private static func isQuit(_ command: String) -> Bool { command.lowercased() == "quit" }

    /// `text` split at each `separator` as `g_strsplit` splits it: empty fields kept, the last one holding the rest
    /// once there are `maxFields`; an empty text has no fields.
    static func split(_ text: String, at separator: String, maxFields: Int = .max) -> [String] {
        guard !text.isEmpty else { return [] }
        guard !separator.isEmpty else { return [text] }
        var fields: [String] = []
        var rest = Substring(text)
        while fields.count < maxFields - 1, let range = rest.firstRange(of: separator) {
            fields.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        fields.append(String(rest))
        return fields
    }
}
