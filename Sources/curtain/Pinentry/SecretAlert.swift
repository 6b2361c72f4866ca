import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// A system prompt's question for a secret as the seeds' alert over the whole screen: `curtain alert --overlay`
/// with secure fields, for `curtain pinentry` and `curtain askpass`.
///
/// Where the compositor offers layer-shell (sway, KWin) the prompt is this alert: every output dimmed, the card
/// zooming in on the focused one, and no other client getting a key while it shows, so the passphrase cannot be
/// typed into the window behind by mistake. Elsewhere (mutter, weston) the prompts keep their dialog windows
/// (``FormRequest/pinentry(_:error:)``, ``FormRequest/askpass(_:)``), and so they do everywhere with
/// `CURTAIN_PROMPT=window`.
///
/// The fields are secure text fields: bullets on screen and on the accessibility bus, nothing for the clipboard
/// or an input method's surrounding text (unless ``isSecure`` is off, for an answer that is not secret), and their
/// text is in locked memory (``SecretBuffer``), never in a `String`. What they held is copied once, from locked memory
/// to locked memory, when the alert ends, and they are emptied (their secret wiped) before the overlay goes.
struct SecretAlert {
    /// The alert: its title, the text above the fields, OK and Cancel, the timeout.
    var request: AlertRequest
    /// One secure field each, with this placeholder: the secret, then (for `SETREPEAT`) the same again.
    var fieldPrompts: [String]
    /// Whether the fields are secure (bullets, no copy); `false` for a question whose answer is not secret
    /// (askpass's ssh host key or git user name), which shows what is typed.
    var isSecure = true
    /// The label of a meter under the fields that rates the first field's text (`SETQUALITYBAR`); `nil` for none.
    var meterLabel: String?
    /// Rates the first field's text for the meter.
    var rateText: TextRating?

    /// The environment variable that chooses where system prompts show: `window` keeps them in dialog windows
    /// even where the overlay could cover the screen.
    static let placementVariable = "CURTAIN_PROMPT"

    /// Whether system prompts use the overlay on `application`: the compositor has layer-shell and
    /// `CURTAIN_PROMPT` does not ask for windows.
    @MainActor static func isAvailable(on application: Application) -> Bool {
        guard application.canShowOverlays else { return false }
        return getenv(placementVariable).map { String(cString: $0) } != "window"
    }

    /// A request over the screen, with Cancel and OK (preferred) and seed 004's zoom, as `curtain alert --overlay`
    /// shows it.
    static func request(title: String, message: String?, okLabel: String, cancelLabel: String, timeout: Duration?)
        -> AlertRequest
    {
        var request = AlertRequest(title: title)
        request.message = message.flatMap { $0.isEmpty ? nil : $0 }
        request.timeout = timeout
        var cancel = ButtonSpec(AlertRequest.pinentryCancel, role: .cancel)
        cancel.title = AlertRequest.withoutMnemonic(cancelLabel)
        var ok = ButtonSpec(AlertRequest.pinentryOK)
        ok.title = AlertRequest.withoutMnemonic(okLabel)
        request.buttons = [cancel, ok]
        request.preferredIndex = 1
        request.appearance.isOverlay = true
        request.appearance.transition = request.appearance.commandDefaultTransition
        // The texts are another program's, and what is typed is for it alone.
        request.isSystemPrompt = true
        return request
    }

    /// Shows the alert on `host`'s connection and waits for OK, Cancel, Escape or the timeout.
    ///
    /// Return in a field before the last moves on to the next field (the repeat), in the last it chooses OK.
    ///
    /// - Returns: The form's outcome, so the callers treat both presentations alike: OK with every field's text.
    /// - Throws: ``DisplayError`` when the connection breaks.
    @MainActor func run(on host: DialogHost) throws -> FormOutcome {
        let (outcome, values) = try host.run(request) { [fieldPrompts, isSecure, meterLabel, rateText] alert in
            for prompt in fieldPrompts {
                alert.addTextField { field in
                    field.isSecureTextEntry = isSecure
                    field.placeholder = prompt
                }
            }
            for (field, next) in zip(alert.textFields, alert.textFields.dropFirst()) {
                field.onSubmit = { [unowned next] in next.becomeFocused() }
            }
            if let meterLabel {
                let meter = ProgressBar()
                let label = Label(text: meterLabel, font: alert.theme.messageFont, color: alert.theme.messageColor)
                let row = StackView(axis: .vertical, arrangedSubviews: [label, meter])
                row.spacing = 4
                alert.addAccessoryView(row)
                if let rateText, let field = alert.textFields.first {
                    field.onChange = { [weak meter, unowned field] _ in
                        rateText(field) { meter?.progress = $0 ?? 0 }
                    }
                }
            }
        }
        switch outcome.kind {
        case .action(let index) where request.buttons[index].role != .cancel: return .ok(values)
        case .action, .dismissed: return .cancelled
        case .timedOut: return .timedOut(values)
        }
    }
}
