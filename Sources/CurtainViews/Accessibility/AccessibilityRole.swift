import CAtk
import CurtainRendering
import CAtkShim

/// What a view is to a screen reader: the AT-SPI role it reports, which decides how Orca speaks it.
///
/// Every widget names one; adding a widget to the accessible tree is one `AccessibleView` conformance.
public enum AccessibilityRole: Sendable {
    case application, frame, dialog, alert, label, pushButton, text, passwordText, checkBox, radioButton
    case list, listItem, table, tableRow, tableCell, tableColumnHeader, progressBar, menu, menuItem, scrollPane, panel
    case comboBox, separator

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
        case .menu: ATK_ROLE_MENU
        case .menuItem: ATK_ROLE_MENU_ITEM
        case .scrollPane: ATK_ROLE_SCROLL_PANE
        case .panel: ATK_ROLE_PANEL
        case .comboBox: ATK_ROLE_COMBO_BOX
        case .separator: ATK_ROLE_SEPARATOR
        }
    }
}
