/// Kept in a window's attachments while the button press that closed one of its menus is down: the
/// release that follows belongs to that press and reaches no view (it would otherwise click the view under
/// it, such as the combo box that opened the menu, and open it again).
final class MenuClosingPress {}
