/// A list of ``MenuItem``s shown in a popup anchored to a view: a context menu, a menu button's menu, a
/// combo box's choices.
///
/// Show it with ``Window/popUp(_:from:highlighting:)``. The menu opens next to the view and stays on the output: near
/// an edge the compositor flips it to the other side or slides it along the edge
/// (`xdg_positioner` constraint adjustment). Keys while it is open: Up and Down move the highlight (Home,
/// End to the ends), Return or Space chooses, Right opens a submenu and Left closes it, Escape closes one
/// level, and a letter chooses the item whose mnemonic it is (or highlights the next item starting with it).
/// The pointer highlights what it hovers and a click chooses; a click outside the menu closes it.
///
/// ```swift
/// let menu = Menu(items: [
///     MenuItem(title: "_Copy") { _ in copy() },
///     MenuItem(title: "_Paste", isEnabled: canPaste) { _ in paste() },
///     .separator(),
///     MenuItem(title: "_Share", submenu: Menu(items: [MenuItem(title: "_Mail") { _ in mail() }])),
/// ])
/// window.popUp(menu, from: button)
/// ```
@MainActor public final class Menu {
    /// What screen readers call the menu; often the title of the view that opened it.
    public var title: String
    /// The entries, top to bottom.
    public var items: [MenuItem]
    /// The colours and font; submenus drawn while this menu is open use the same.
    public var appearance: MenuAppearance
    /// The narrowest the menu may be, e.g. the width of the combo box it belongs to.
    public var minimumWidth: Double = 0
    /// Called once the menu has closed, whether an item was chosen or not (before the chosen item's action).
    public var onClose: (@MainActor () -> Void)?

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The accessible name of the menu.
    ///   - items: The entries, top to bottom.
    ///   - appearance: The colours and font.
    public init(title: String = "", items: [MenuItem], appearance: MenuAppearance = .light) {
        self.title = title
        self.items = items
        self.appearance = appearance
    }
}
