/// What a command line's dialogs are shown with: Wayland windows for the program, recordings for the tests that run
/// the command in process. Each is made only when its dialog is shown, so `--help` and usage errors never pay for
/// (or fail on) the GUI.
@MainActor struct DialogBackends {
    /// Alerts, zenity's message dialogs, yad's and the progress dialog.
    var presenter: () -> any DialogPresenter
    /// `curtain filmstrip`'s offline renderer.
    var renderer: () -> any FilmstripRendering
    var listPresenter: () -> any ListPresenter = { WaylandListPresenter() }
    var formPresenter: () -> any FormPresenter = { WaylandFormPresenter() }
    var textPresenter: () -> any TextPresenter = { WaylandTextPresenter() }
    var scalePresenter: () -> any ScalePresenter = { WaylandScalePresenter() }
    var calendarPresenter: () -> any CalendarPresenter = { WaylandCalendarPresenter() }
    var colorPresenter: () -> any ColorPresenter = { WaylandColorPresenter() }
    /// A list's rows when the command line gave none.
    var standardInput: () -> [String] = StandardInput.lines
}
