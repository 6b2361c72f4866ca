import Curtain

/// Shows a form in a window of its own and waits for OK, Cancel, Escape, an extra button or the timeout.
///
/// Keys follow zenity's: the first field has the focus; Tab moves through the fields, then the buttons;
/// Return in a field does nothing, except in a field that submits (``FormField/submitsOnReturn``: the password
/// of `--password`), or anywhere in `curtain form` (``FormRequest/Output/json``); Return or Space on a focused
/// button presses it; Escape cancels.
/// Rates a field's text for a quality bar, 0 to 1, calling `rated` when the rating comes (on a later turn of the
/// event loop, or at once); `nil` when it cannot be rated. Given the field, so that a secure field's text is read
/// from its locked memory (``TextField/withSecureText(_:)``), never copied into a `String`.
typealias TextRating = @MainActor (_ field: TextField, _ rated: @escaping @MainActor (Double?) -> Void) -> Void

struct WaylandFormPresenter: FormPresenter {
    /// The connection to show the form on, when a program shows several dialogs one after another (`curtain
    /// pinentry`): the window closes when the form ends. `nil`: connect for this one form.
    var application: Application?
    /// Rates the first field's text as it changes, for the form's quality bar (``FormRequest/qualityBarLabel``).
    var rateText: TextRating?
    /// Whether the program that asked has taken its question back (polkitd's `CancelAuthentication`): checked at
    /// each turn of the event loop, it ends the form as cancelled.
    var isWithdrawn: (@MainActor () -> Bool)?

    func run(_ request: FormRequest) throws -> FormOutcome {
        let application = try self.application ?? DialogHost.connect()
        var outcome: FormOutcome?
        let content = FormDialogView(request: request)
        let values = { [unowned content] in content.controls.map(\.value) }
        let ok: @MainActor () -> Void = { if outcome == nil { outcome = .ok(values()) } }
        let cancel: @MainActor () -> Void = { if outcome == nil { outcome = .cancelled } }
        let dismiss: @MainActor () -> Void = { if outcome == nil { outcome = .dismissed(values()) } }
        content.okButton.action = ok
        content.cancelButton.action = cancel
        for (index, button) in content.extraButtons.enumerated() {
            button.action = { if outcome == nil { outcome = .extraButton(index) } }
        }
        content.row.connect(request.dialog, on: application) { id in
            if outcome == nil { outcome = .response(id, values()) }
        }
        let returnChoosesOK = request.output == .json || request.output == .plain
        for (field, control) in zip(request.fields, content.controls) {
            switch control {
            case .text(let text) where field.submitsOnReturn: text.onSubmit = ok
            case .list(let list, _) where returnChoosesOK: list.onActivate = { _ in ok() }
            default: break
            }
        }
        if let rateText, let bar = content.qualityBar, case .text(let field)? = content.controls.first {
            field.onChange = { [weak bar, unowned field] _ in rateText(field) { bar?.progress = $0 ?? 0 } }
        }
        var hasInput = false
        if request.dialog.timeoutStopsOnInput {
            for case .text(let field) in content.controls {
                let onChange = field.onChange
                field.onChange = { text in
                    hasInput = true
                    onChange?(text)
                }
            }
        }
        var size = content.sizeThatFits(Size(width: request.dialog.width.map(Double.init) ?? 0, height: .infinity))
        if let height = request.dialog.height { size.height = max(Double(height), size.height) }
        // Without a default button (yad's), Return is the focused view's and Ctrl+Return is OK wherever the focus is.
        let returnKey: ReturnKeyPolicy =
            request.dialog.hasDefaultButton
            ? (returnChoosesOK ? .whenUnhandled(ok) : .none)
            : .defaultButton(
                content.okButton, keptBy: content.controls.map(\.view) + content.buttons, acceptsControlReturn: true)
        let window = DialogHost.dialogWindow(
            application, title: request.dialog.title, size: size, content: content,
            showing: [
                request.heading.usesMarkup ? TextLayout.displayedText(ofMarkup: request.heading.text) : request.heading.text
            ]
                + request.fields.map(\.label),
            directionFollowsLocale: request.dialog.isSystemPrompt, escapeCloses: request.dialog.escapeCloses,
            placement: request.dialog.placement, returnKey: returnKey, onClose: dismiss)
        // Return on a combo box that submits (yad's entry with choices) is OK, as yad's key handler on it makes it;
        // an open menu takes Return first, its interceptor being newer.
        for case (let field, .combo(let box)) in zip(request.fields, content.controls) where field.submitsOnReturn {
            window.addKeyInterceptor { [unowned box] event in
                guard [.return, .keypadEnter].contains(event.keysym), event.modifiers.isEmpty, box.isFocused, !box.isMenuOpen
                else { return false }
                if !event.isRepeat { ok() }
                return true
            }
        }
        // A system prompt says so while its window does not have the keyboard; the window grows to hold the line.
        let focusWarning = content.keyboardWarning.map { warning in
            KeyboardFocusWarning(window: window) { [unowned window, unowned content] shown in
                warning.isHidden = !shown
                window.resize(to: content.sizeThatFits(Size(width: window.size.width, height: .infinity)))
            }
        }
        defer { withExtendedLifetime(focusWarning) {} }
        try DialogHost.showDialog(
            window,
            onShow: {
                let chosen = request.initialFocus.flatMap {
                    content.controls.indices.contains($0) ? content.controls[$0].view : nil
                }
                content.focus(chosen?.canBecomeFocused == true ? chosen : content.initialFocus)
            }, timeout: request.dialog.timeout,
            onTimeout: { if outcome == nil && !hasInput { outcome = .timedOut(values()) } },
            until: {
                if outcome == nil, isWithdrawn?() == true { outcome = .cancelled }
                return outcome != nil
            })
        if self.application != nil {
            // What was typed leaves the fields before the window goes, so no copy stays with a view.
            for case .text(let field) in content.controls { field.text = "" }
            try DialogHost.close(window)
        }
        return outcome ?? .cancelled
    }
}
