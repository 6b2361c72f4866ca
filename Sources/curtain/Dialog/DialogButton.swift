import Curtain

/// One button of a dialog's own row, which stands in place of Cancel and OK (yad's `--button` on a form, a list, a
/// text, a scale, a calendar, a colour or a progress dialog): its label, and what pressing it does.
///
/// ```swift
/// var dialog = DialogOptions(title: "YAD")
/// dialog.ownButtons = [DialogButton(label: "Save", action: .respond(2)), DialogButton(label: "Quit", action: .respond(1))]
/// dialog.ownButtons = []   // --no-buttons: no row; Escape, the timeout or Ctrl+Return end the dialog
/// ```
struct DialogButton: Equatable, Sendable {
    /// What a button of the row does.
    enum Action: Equatable, Sendable {
        /// Ends the dialog with this response id, its values as they are (``DialogButtons/connect(_:on:respond:)``).
        case respond(Int32)
        /// Runs this command line, as the message dialog's command buttons do (``ButtonCommand``), and leaves the
        /// dialog open.
        case run(String)
    }

    /// The text on the button, GTK's mnemonic underscore included (`_Save`).
    var label: String
    var action: Action
}

/// The buttons at the bottom of a dialog that is not an alert, left to right: GTK's Cancel and OK with zenity's extra
/// buttons, or the dialog's own row (``DialogOptions/ownButtons``) in their place. Each dialog's view lays out
/// ``shown`` and its presenter wires them, so every dialog gets the same row.
///
/// With a row of its own, OK stays out of the window but keeps its action: Ctrl+Return presses it (yad's default
/// response, OK's 0), with or without a row.
@MainActor struct DialogButtons {
    let cancel: Button
    let ok: Button
    /// zenity's `--extra-button`s, which are shown only with Cancel and OK.
    let extras: [Button]
    /// One button for each of ``DialogOptions/ownButtons``, in their order.
    let own: [Button]
    /// The buttons in the window, left to right.
    let shown: [Button]

    /// The row `dialog` asks for: its own buttons, or Cancel and OK and the extra buttons after them (before them
    /// when `extrasLead`).
    init(
        _ dialog: DialogOptions, extraLabels: [String] = [], extrasLead: Bool = false,
        okStyle: ButtonStyle = .filled(.systemBlue), font: Font = .body
    ) {
        cancel = Button(title: dialog.cancelLabel, style: .cancel, font: font)
        ok = Button(title: dialog.okLabel, style: okStyle, font: font)
        extras = extraLabels.map { Button(title: $0, style: .default, font: font) }
        own = (dialog.ownButtons ?? []).map { button in
            let view = Button(title: button.label, style: .default, font: font)
            view.usesMnemonic = true
            return view
        }
        if dialog.ownButtons != nil {
            shown = own
        } else {
            shown = extrasLead ? extras + [cancel, ok] : [cancel, ok] + extras
        }
    }

    /// Wires the own buttons of `dialog`: one that responds calls `respond` with its id; one that runs a command
    /// starts it on `application` and leaves the dialog open.
    func connect(_ dialog: DialogOptions, on application: Application, respond: @escaping @MainActor (Int32) -> Void) {
        for (view, button) in zip(own, dialog.ownButtons ?? []) {
            switch button.action {
            case .respond(let id): view.action = { respond(id) }
            case .run(let command): view.action = { [unowned application] in ButtonCommand.start(command, on: application) }
            }
        }
    }
}
