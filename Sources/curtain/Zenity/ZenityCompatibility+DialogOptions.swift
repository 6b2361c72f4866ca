/// zenity's general options, as every dialog type other than the alerts takes them.
extension ZenityCompatibility.Draft {
    /// `--title`, `--width`, `--height`, `--timeout`, `--ok-label` and `--cancel-label` as given, and `defaults` (the
    /// dialog type's own title and labels) for those that were not.
    func dialogOptions(over defaults: DialogOptions) -> DialogOptions {
        var options = defaults
        options.title = alert.title ?? defaults.title
        options.width = alert.appearance.width
        options.height = height
        options.timeout = alert.timeout
        options.okLabel = buttons.okLabel ?? defaults.okLabel
        options.cancelLabel = buttons.cancelLabel ?? defaults.cancelLabel
        return options
    }
}
