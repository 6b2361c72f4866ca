import Curtain

/// zenity's `--file-selection`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// The `--file-selection` options given, resolved once the whole line is read (`--save` may come last).
    struct FileDraft: Sendable {
        /// `--file-selection` was given.
        var isFileSelection = false
        var request = FileSelectionRequest()
        var isSave = false
        var filename: String?
    }

    /// The `--file-selection` flag among the dialog types.
    static let fileSelectionModeOption = Option<Draft>.flag(
        "--file-selection", "choose files through the desktop's file chooser portal; prints their paths"
    ) { draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--file-selection")
        draft.file.isFileSelection = true
    }

    /// zenity 3.44's "File selection options".
    static let fileSelectionOptions: [Option<Draft>] = [
        .value(
            "--filename", "FILENAME", "start at FILENAME (a folder if it ends in /; the proposed name with --save)",
            values: .file
        ) { draft, value, _ in draft.file.filename = value },
        .flag("--multiple", "allow choosing several files") { draft in draft.file.request.chooser.allowsMultiple = true },
        .flag("--directory", "choose a folder") { draft in draft.file.request.chooser.choosesDirectories = true },
        .flag("--save", "choose a name to save under") { draft in draft.file.isSave = true },
        .value("--separator", "TEXT", "between printed paths (default |); escapes such as \\n are expanded") {
            draft, value, _ in draft.file.request.separator = BackslashEscapes.expand(value)
        },
        .flag(
            "--confirm-overwrite", "confirm an existing file with --save (the portal's chooser always does)",
            visibility: .ignored
        ) { _ in },
        .value("--file-filter", "NAME | PATTERN...", "offer a filter, e.g. 'Images | *.png *.jpg' (repeatable)") {
            draft, value, _ in draft.file.request.chooser.filters.append(FileFilter(zenity: value))
        },
    ]

    /// The file selection zenity's options describe.
    static func fileSelectionRequest(_ draft: Draft) -> FileSelectionRequest {
        var request = draft.file.request
        request.chooser.purpose = draft.file.isSave ? .save : .open
        request.chooser.title = draft.alert.title ?? ""
        if let filename = draft.file.filename { request.chooser.start(at: filename) }
        request.timeout = draft.alert.timeout
        return request
    }
}
