/// What a ``Window`` asks of the compositor for its toplevel: its title and app id, whether it resizes, the
/// room it keeps for a shadow, and whether its background moves it.
///
/// One value because these are the window's settings rather than its state: set by the application (most of
/// them before ``Window/show()``) and read when the toplevel is created or a press lands on the background.
struct WindowAttributes {
    /// `xdg_toplevel.set_title`.
    var title: String
    /// `xdg_toplevel.set_app_id`, fixed at creation.
    let appID: String
    /// False pins the minimum and maximum sizes to the size asked for, as a dialog's are.
    var isResizable = true
    /// Whether a press no view takes starts `xdg_toplevel.move`.
    var movesOnBackgroundDrag = false
    /// Room around the window geometry for a shadow its content draws, in logical pixels.
    var shadowMargin = 0.0
}
