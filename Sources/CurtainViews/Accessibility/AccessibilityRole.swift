import CurtainCAtk
import CurtainRendering
import CurtainCAtkShim

/// What a view is to a screen reader: the AT-SPI role it reports, which decides how Orca speaks it.
///
/// Every widget names one; adding a widget to the accessible tree is one `AccessibleView` conformance.
public enum AccessibilityRole: Sendable {
    /// The program itself, the root of its tree: Orca names it when focus moves between programs.
    case application
    /// A window: read by its title when it gains focus.
    case frame
    /// A dialog window: announced with its contents, as GTK's dialogs are.
    case dialog
    /// An alert: read with its title and description (the message) as soon as it appears.
    case alert
    /// Static text, read as part of whatever contains it.
    case label
    /// A button, with the action `click`.
    case pushButton
    /// An editable or selectable text, with the Text and EditableText interfaces.
    case text
    /// A secure text field: a screen reader says "password text" and reads bullets, never the characters.
    case passwordText
    /// A control that is checked or not (`checkable`, `checked`).
    case checkBox
    /// One choice of a group that excludes the others.
    case radioButton
    /// A one-column list without a header: its children are list items.
    case list
    /// A row of a list.
    case listItem
    /// A list with a header or several columns: its children are column headers and cells, row by row.
    case table
    /// A row of a table, where a widget exposes rows as objects.
    case tableRow
    /// One cell of a table, named by its text.
    case tableCell
    /// A column's title above a table.
    case tableColumnHeader
    /// A bar with the Value interface; `indeterminate` while it pulsates.
    case progressBar
    /// A control that picks a number on a range by sliding, with the Value interface.
    case slider
    /// An open menu, named by its title.
    case menu
    /// An item of a menu, with the action `click`.
    case menuItem
    /// A view whose content scrolls.
    case scrollPane
    /// A grouping with no meaning of its own.
    case panel
    /// A button showing one choice that opens a menu of the others (`expandable`, `expanded` while open).
    case comboBox
    /// A line between groups of items, skipped when reading.
    case separator
    /// A row of tabs, each choosing the page a ``TabView`` shows.
    case pageTabList
    /// One tab of a ``TabView``: `selected` while its page shows.
    case pageTab

    /// The ATK role atk-bridge turns into the AT-SPI one.
    var atkRole: AtkRole {
        switch self {
        case .application: ATK_ROLE_APPLICATION
        case .frame: ATK_ROLE_FRAME
        case .dialog: ATK_ROLE_DIALOG
        case .alert: ATK_ROLE_ALERT
        case .label: ATK_ROLE_LABEL
        case .pushButton: ATK_ROLE_PUSH_BUTTON
        case .text: ATK_ROLE_TEXT
        case .passwordText: ATK_ROLE_PASSWORD_TEXT
        case .checkBox: ATK_ROLE_CHECK_BOX
        case .radioButton: ATK_ROLE_RADIO_BUTTON
        case .list: ATK_ROLE_LIST
        case .listItem: ATK_ROLE_LIST_ITEM
        case .table: ATK_ROLE_TABLE
        case .tableRow: ATK_ROLE_TABLE_ROW
        case .tableCell: ATK_ROLE_TABLE_CELL
        case .tableColumnHeader: ATK_ROLE_TABLE_COLUMN_HEADER
        case .progressBar: ATK_ROLE_PROGRESS_BAR
        case .slider: ATK_ROLE_SLIDER
        case .menu: ATK_ROLE_MENU
        case .menuItem: ATK_ROLE_MENU_ITEM
        case .scrollPane: ATK_ROLE_SCROLL_PANE
        case .panel: ATK_ROLE_PANEL
        case .comboBox: ATK_ROLE_COMBO_BOX
        case .separator: ATK_ROLE_SEPARATOR
        case .pageTabList: ATK_ROLE_PAGE_TAB_LIST
        case .pageTab: ATK_ROLE_PAGE_TAB
        }
    }
}
