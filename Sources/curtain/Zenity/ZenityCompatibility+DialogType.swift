import Curtain

/// zenity shows one dialog: the dialog-type flags all check through here, so every pair of them is refused
/// the same way, whichever comes first.
extension ZenityCompatibility.Draft {
    /// The dialog type's option given so far, as the user wrote it.
    var givenDialogType: String? {
        if let mode { return "--\(mode.rawValue)" }
        if let name = form.modeName { return name }
        if isList { return "--list" }
        if isProgress { return "--progress" }
        if file.isFileSelection { return "--file-selection" }
        if isNotification { return "--notification" }
        if text.isTextInfo { return "--text-info" }
        if isScale { return "--scale" }
        if isCalendar { return "--calendar" }
        if isColorSelection { return "--color-selection" }
        return nil
    }

    /// Throws a usage error when a dialog type other than `option` was given before it; the same one twice
    /// is allowed, as zenity allows it.
    func checkNoOtherDialogType(than option: String) throws(UsageError) {
        if let given = givenDialogType, given != option {
            throw UsageError(localized("two dialog types given (%s and %s)", given, option))
        }
    }
}
