/// One entry of a ``Menu``: a title with an optional mnemonic, a check mark, a submenu or an action.
///
/// An underscore in the title marks the mnemonic, as in GTK: in `_Open…` the O is underlined and pressing O
/// while the menu is open chooses the item; `__` is a literal underscore. A disabled item is drawn dimmed
/// and cannot be chosen. An item with a ``submenu`` opens it instead of running an action.
///
/// ```swift
/// let wrap = MenuItem(title: "_Wrap Lines", isChecked: true) { item in item.isChecked.toggle() }
/// let recent = MenuItem(title: "Open _Recent", submenu: Menu(items: [MenuItem(title: "notes.txt")]))
/// ```
@MainActor public final class MenuItem {
    /// The title as given, mnemonic underscores included.
    public var title: String {
        didSet { label = MnemonicLabel(parsing: title) }
    }
    /// The title as shown and its mnemonic.
    public private(set) var label: MnemonicLabel
    /// Whether the item can be chosen; disabled items are dimmed and skipped by the arrow keys.
    public var isEnabled: Bool
    /// Whether the item shows a check mark (and reports the checked state to screen readers).
    public var isChecked: Bool
    /// The menu the item opens beside itself, or `nil` for an item that runs ``action``.
    public var submenu: Menu?
    /// Runs after the menu has closed when the user chooses the item.
    public var action: (@MainActor (MenuItem) -> Void)?
    /// Whether the item is a separator line: never chosen, never highlighted.
    public let isSeparator: Bool

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - title: The title; an underscore marks the mnemonic (`_Save`), `__` is a literal underscore.
    ///   - isEnabled: Whether the item can be chosen.
    ///   - isChecked: Whether it shows a check mark.
    ///   - submenu: A menu to open beside the item instead of running an action.
    ///   - action: Runs when the item is chosen, after the menu has closed.
    public init(
        title: String, isEnabled: Bool = true, isChecked: Bool = false, submenu: Menu? = nil,
        action: (@MainActor (MenuItem) -> Void)? = nil
    ) {
        self.title = title
        label = MnemonicLabel(parsing: title)
        self.isEnabled = isEnabled
        self.isChecked = isChecked
        self.submenu = submenu
        self.action = action
        isSeparator = false
    }

    private init(separator: Void) {
        title = ""
        label = MnemonicLabel(plain: "")
        isEnabled = false
        isChecked = false
        isSeparator = true
    }

    /// A thin line between groups of items.
    public static func separator() -> MenuItem {
        MenuItem(separator: ())
    }

    /// Whether the user can highlight and choose the item: enabled, and not a separator.
    public var isSelectable: Bool { isEnabled && !isSeparator }
}
