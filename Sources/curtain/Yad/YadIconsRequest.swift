#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// yad 0.40's icons dialog (`--icons`), parsed: a box of icons that start programs, with yad's window and statuses.
///
/// From yad's source (`src/icons.c`, `src/option.c`, `src/main.c`):
/// - The items are the `.desktop` files of `--read-dir` (``IconItem/items(inDirectory:generic:languages:)``), or, with
///   `--listen` and no `--read-dir`, stdin's lines, five to an item (``IconItem/RowReader``); without either the box is
///   empty.
/// - They are sorted by file name (stdin's items keep their order), or by name with `--sort-by-name`, descending with
///   `--descend`.
/// - Activating an item (Return, a double click, a single click with `--single-click`) starts its command without a
///   shell and leaves the dialog up; a `Terminal=true` entry's command goes into `--term`'s pattern
///   (`xterm -e '%s'` by default).
/// - The dialog prints nothing; OK exits 0, Cancel 1, Escape and the timeout as every yad dialog (``YadResponse``).
struct YadIconsRequest: Equatable, Sendable {
    /// The window: title, size, timeout, Escape.
    var dialog: DialogOptions
    /// `--text`, above the icons, and whether it is markup.
    var text = ""
    var usesMarkup = true
    /// `--read-dir`.
    var directory: String?
    /// `--listen`: the items come from stdin when there is no `--read-dir`.
    var listens = false
    /// `--compact`: a list of small icons.
    var isCompact = false
    /// `--generic`: labels from `GenericName`.
    var usesGenericNames = false
    /// `--sort-by-name` and `--descend`.
    var sortsByName = false
    var descends = false
    /// `--item-width`, in px; `nil` for the grid's own.
    var itemWidth: Int?
    /// `--single-click`.
    var activatesOnSingleClick = false
    /// `--term`: the pattern a terminal entry's command goes into, at `%s`.
    var terminal = "xterm -e '%s'"
    /// `--monitor`: the items are read again when a file is added to or removed from `--read-dir`.
    var monitors = false
    /// The statuses and printing rule.
    var response = YadResponse()

    /// `items` in yad's order: by file name, or by name with ``sortsByName``, descending with ``descends``,
    /// compared as the locale collates (GTK's sorted list store); equal keys keep their order.
    func sorted(_ items: [IconItem]) -> [IconItem] {
        let key: (IconItem) -> String = sortsByName ? { $0.name } : { $0.fileName }
        let indexed = items.enumerated().map { ($0.offset, $0.element) }
        return indexed.sorted { lhs, rhs in
            let order = strcoll(key(lhs.1), key(rhs.1))
            if order == 0 { return lhs.0 < rhs.0 }
            return descends ? order > 0 : order < 0
        }.map(\.1)
    }
}
