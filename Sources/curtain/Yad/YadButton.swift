/// One `--button` of yad 0.40: `LABEL`, `LABEL:ID`, `LABEL!ICON:ID` or `LABEL!ICON!TOOLTIP:ID`, where LABEL may be
/// one of GTK's stock ids (`gtk-ok`), which shows GTK's own label.
///
/// yad splits the value at its last colon: what follows is the response id when it starts with a digit, and a
/// command to run otherwise (`LABEL:CMD`, which runs CMD and leaves the dialog open).
struct YadButton: Equatable, Sendable {
    /// The text on the button, with GTK's mnemonic underscore still in it (`_OK`).
    var label: String
    /// The response id; `nil` for a button that runs a command.
    var response: Int32?
    /// The command of a `LABEL:CMD` button.
    var command: String?

    /// Reads one `--button` value, as the `position`-th button (yad's id for a button without one).
    init(_ value: String, position: Int) {
        var text = value
        response = Int32(clamping: position)
        if let colon = value.lastIndex(of: ":"), value.index(after: colon) < value.endIndex {
            text = String(value[..<colon])
            let after = value[value.index(after: colon)...]
            if let first = after.first, first.isASCII, first.isNumber {
                // g_ascii_strtoll: the leading digits.
                response = Int32(clamping: Int64(after.prefix { $0.isASCII && $0.isNumber }) ?? 0)
            } else {
                response = nil
                command = String(after)
            }
        }
        let name = String(text.split(separator: "!", maxSplits: 2, omittingEmptySubsequences: false).first ?? "")
        label = Self.stockLabels[name] ?? name
    }

    /// GTK 3's labels for the stock ids scripts give yad's buttons, mnemonic included.
    static let stockLabels: [String: String] = [
        "gtk-ok": "_OK", "gtk-cancel": "_Cancel", "gtk-yes": "_Yes", "gtk-no": "_No", "gtk-close": "_Close",
        "gtk-quit": "_Quit", "gtk-apply": "_Apply", "gtk-help": "_Help", "gtk-save": "_Save", "gtk-open": "_Open",
        "gtk-delete": "_Delete", "gtk-add": "_Add", "gtk-remove": "_Remove", "gtk-edit": "_Edit",
        "gtk-refresh": "_Refresh", "gtk-stop": "_Stop", "gtk-execute": "_Execute", "gtk-go-back": "_Back",
        "gtk-go-forward": "_Forward", "gtk-home": "_Home", "gtk-find": "_Find", "gtk-clear": "_Clear",
        "gtk-properties": "_Properties", "gtk-preferences": "_Preferences", "gtk-about": "_About",
        "gtk-media-play": "_Play", "gtk-media-stop": "_Stop", "gtk-undo": "_Undo", "gtk-redo": "_Redo",
        "gtk-new": "_New", "gtk-print": "_Print", "gtk-info": "_Information", "gtk-dialog-info": "Information",
    ]
}
