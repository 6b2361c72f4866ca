/// A dialog that picks one value, parsed (``ScaleRequest``, ``CalendarRequest``): what the options the two share
/// (title, text, size, timeout, labels, `--json`) set.
protocol PickerRequest: Equatable, Sendable {
    /// The title, size, labels and timeout.
    var dialog: DialogOptions { get set }
    /// The text above the control.
    var text: String { get set }
    /// `--json`.
    var printsJSON: Bool { get set }
}

/// What `curtain scale` and `curtain calendar` parse into: a draft holding its request, so that the options the two
/// share are described once here.
protocol PickerDraft: Sendable {
    associatedtype Request: PickerRequest
    /// The request being built.
    var request: Request { get set }
}

extension Option where Target: PickerDraft {
    /// `--title` and `--text`, which come first in a picker's options.
    static func pickerHeading(text summary: String) -> [Option] {
        [
            .value("--title", "TEXT", "window title") { draft, value, _ in draft.request.dialog.title = value },
            .value("--text", "TEXT", summary) { draft, value, _ in draft.request.text = value },
        ]
    }

    /// `--width`, `--timeout`, `--ok-label`, `--cancel-label`, `--json` and `--help`, which end a picker's options.
    static func pickerClosing(json summary: String) -> [Option] {
        [
            .value("--width", "PX", "dialog width") { draft, value, option throws(UsageError) in
                draft.request.dialog.width = try AlertCommand.parseWidth(value, option: option)
            },
            .value("--timeout", "SECONDS", "close after SECONDS (fractions allowed), exit 5") {
                draft, value, option throws(UsageError) in
                draft.request.dialog.timeout = try AlertCommand.parseTimeout(value, option: option)
            },
            .value("--ok-label", "TEXT", "label of OK") { draft, value, _ in draft.request.dialog.okLabel = value },
            .value("--cancel-label", "TEXT", "label of Cancel") { draft, value, _ in draft.request.dialog.cancelLabel = value },
            .flag("--json", summary) { $0.request.printsJSON = true },
            .help(),
        ]
    }
}
