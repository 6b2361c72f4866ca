import Curtain

/// zenity's `--text-info`: its options section, and the request built from them.
extension ZenityCompatibility {
    /// What `--text-info`'s own options write; `--filename` is shared with `--file-selection` and
    /// `--editable` with `--list`, so those live in their drafts.
    struct TextDraft: Sendable {
        var isTextInfo = false
        var request = TextRequest()
    }

    /// The `--text-info` flag among the dialog types.
    static let textInfoModeOption = Option<Draft>.flag(
        "--text-info", "show a text from --filename or stdin; with --editable, print it on OK"
    ) { draft throws(UsageError) in
        try draft.checkNoOtherDialogType(than: "--text-info")
        draft.text.isTextInfo = true
    }

    /// zenity 3.44's "Text options" (`--filename` and `--editable` are listed with file selection and lists).
    static let textInfoOptions: [Option<Draft>] = [
        .value("--font", "TEXT", "the text's font, a Pango description such as 'Monospace 12'") { draft, value, _ in
            draft.text.request.font = value
        },
        .value("--checkbox", "TEXT", "a check box with this label; OK is disabled until it is checked") { draft, value, _ in
            draft.text.request.checkbox = value
        },
        .flag("--auto-scroll", "follow the end of the text while stdin streams in") { draft in
            draft.text.request.scrollsAutomatically = true
        },
        .flag("--html", "not supported: the text is always plain", visibility: .unlisted) { _ throws(UsageError) in
            throw UsageError(localized("--html is not supported: curtain shows --text-info as plain text"))
        },
        .value("--url", "URL", "not supported (--html)", visibility: .unlisted) { _, _, _ throws(UsageError) in
            throw UsageError(localized("--url is not supported: curtain shows --text-info as plain text"))
        },
        .flag("--no-interaction", "not supported (--html)", visibility: .unlisted) { _ throws(UsageError) in
            throw UsageError(localized("--no-interaction is not supported: it belongs to --html, which curtain lacks"))
        },
    ]

    /// The text request zenity's options describe.
    static func textInfoRequest(_ draft: Draft) -> TextRequest {
        var request = draft.text.request
        request.dialog = draft.dialogOptions(over: request.dialog)
        request.filename = draft.file.filename
        request.isEditable = draft.isEditable
        return request
    }
}
