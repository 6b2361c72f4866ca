import Curtain

/// yad 0.40's notebook (`--notebook`) or paned dialog (`--paned`), parsed: one window whose tabs, or two panes, show
/// the dialogs of the `--plug` children with the same `--key` (``YadPlugRequest``), and the parent's buttons.
///
/// From yad's source (`src/notebook.c`, `src/paned.c`, `src/main.c`): the parent prints nothing of its own; when its
/// dialog ends with a button that prints results (``YadResponse``), each child prints its own result on its own
/// stdout; the parent exits with the button's status once every child has ended.
struct YadNotebookRequest: Equatable, Sendable {
    /// How the children's dialogs share the window.
    enum Layout: Equatable, Sendable {
        /// `--notebook`: a tab per `--tab` label, the tabs at `position` (`--tab-pos`), `borders` pixels around each
        /// page (`--tab-borders`), tab `active` (from 1) shown first (`--active-tab`).
        case notebook(tabs: [String], position: TabView.TabPosition, borders: Int, active: Int)
        /// `--paned`: two panes, side by side (`--orient=hor`) or one above the other (yad's default), the first
        /// `splitter` pixels long when given.
        case paned(axis: LayoutAxis, splitter: Int?)
    }

    /// `--key`: what the children's `--plug` names.
    var key: Int
    var layout: Layout
    /// The window: title, size, timeout, Escape.
    var dialog: DialogOptions
    /// `--text`, above the tabs.
    var text = ""
    var usesMarkup = true
    /// The statuses and printing rule.
    var response = YadResponse()

    /// How many children the window holds: one per tab, or two panes.
    var slotCount: Int {
        switch layout {
        case .notebook(let tabs, _, _, _): tabs.count
        case .paned: 2
        }
    }

    /// `--tab-pos`'s value as GTK reads it: top, bottom, left or right; `nil` for another word.
    static func tabPosition(_ value: String) -> TabView.TabPosition? {
        switch value.lowercased() {
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        default: nil
        }
    }
}
