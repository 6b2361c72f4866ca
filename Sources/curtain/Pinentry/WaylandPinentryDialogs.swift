import Curtain

/// pinentry's dialogs as the command's own, on one connection kept for the whole conversation: where the compositor
/// has layer-shell, each is the alert `curtain alert --overlay` shows over the whole screen (``SecretAlert``: secure
/// fields for `GETPIN`, buttons only for `CONFIRM` and `MESSAGE`); elsewhere `GETPIN` is the form `--password`
/// shows and `CONFIRM` and `MESSAGE` the alert `curtain alert` shows, in dialog windows.
///
/// The connection is made at the first dialog, not at start-up, so `GETINFO` and the `SET…` commands never need a
/// display. Each dialog closes its window when it ends: gpg-agent may ask again (`SETERROR` after a wrong
/// passphrase) in the same conversation.
@MainActor final class WaylandPinentryDialogs: PinentryDialogs {
    private var application: Application?

    /// The connection, made on first use; `nil` after it broke, so the next dialog connects again.
    private func connection() throws -> Application {
        if let application { return application }
        let made = try DialogHost.connect()
        application = made
        return made
    }

    func askForPIN(_ prompt: PinentryPrompt, quality: PassphraseQuality?) -> PinentryPINAnswer {
        var error = prompt.error
        while true {
            let outcome: FormOutcome
            do {
                let application = try connection()
                let rateText = quality.map { quality in Self.rating(with: quality, on: application) }
                if SecretAlert.isAvailable(on: application) {
                    var alert = SecretAlert.pinentry(prompt, error: error)
                    alert.rateText = rateText
                    outcome = try alert.run(on: DialogHost(application: application))
                } else {
                    var presenter = WaylandFormPresenter(application: application)
                    presenter.rateText = rateText
                    outcome = try presenter.run(.pinentry(prompt, error: error))
                }
            } catch {
                application = nil
                return .failed(String(describing: error))
            }
            switch outcome {
            case .ok(let values):
                // The fields are secure: each value is a copy of a field's secret, in locked memory.
                let secrets = values.map { value in
                    if case .secret(let secret) = value { return secret }
                    return SecretBuffer()
                }
                defer { secrets.dropFirst().forEach { $0.wipe() } }
                if secrets.count == 2, !PinentryPrompt.isSamePassphrase(secrets[0], secrets[1]) {
                    secrets[0].wipe()
                    error = prompt.repeatError ?? localized("The passphrases do not match")
                    continue
                }
                return .pin(secrets.first ?? SecretBuffer(), repeated: secrets.count == 2)
            case .cancelled, .dismissed, .extraButton, .response: return .cancelled
            case .timedOut: return .timedOut
            }
        }
    }

    /// The meter's rating through gpg-agent, its answer read when the dialog's event loop sees it come:
    /// gpg-agent's percentage, negative for a passphrase it would refuse, of which the meter shows the size. The
    /// field's text is copied from locked memory to locked memory for the inquiry.
    private static func rating(with quality: PassphraseQuality, on application: Application) -> TextRating {
        let whenReadable: ReadinessWatch = { fileDescriptor, ready in
            let source = application.addReadSource(fd: fileDescriptor, ready)
            return { source.cancel() }
        }
        return { field, rated in
            let text = SecretBuffer()
            field.withSecureText { text.append(contentsOf: $0) }
            quality.rate(text, whenReadable: whenReadable) { percent in
                rated(percent.map { min(Double(abs($0)), 100) / 100 })
            }
        }
    }

    func confirm(_ prompt: PinentryPrompt, oneButton: Bool) -> PinentryConfirmAnswer {
        var request = AlertRequest.pinentry(prompt, oneButton: oneButton)
        let outcome: AlertOutcome
        do {
            let application = try connection()
            if SecretAlert.isAvailable(on: application) {
                request.appearance.isOverlay = true
                request.appearance.transition = request.appearance.commandDefaultTransition
            }
            outcome = try DialogHost(application: application).run(request)
        } catch {
            application = nil
            return .failed(String(describing: error))
        }
        switch outcome.kind {
        case .action(let index):
            switch request.buttons[index].label {
            case AlertRequest.pinentryOK: return .ok
            case AlertRequest.pinentryNotOK: return .notOK
            default: return .cancelled
            }
        case .dismissed: return .cancelled
        case .timedOut: return .timedOut
        }
    }
}

extension SecretAlert {
    /// The `GETPIN` alert over the screen: gpg-agent's texts, the error above the description, the prompt as the
    /// field's placeholder, a second field for `SETREPEAT`, and the meter for `SETQUALITYBAR`.
    static func pinentry(_ prompt: PinentryPrompt, error: String?) -> SecretAlert {
        var request = SecretAlert.request(
            title: prompt.title ?? localized("Passphrase"), message: prompt.heading(error: error),
            okLabel: prompt.okLabel ?? prompt.defaultOKLabel ?? localized("_OK"),
            cancelLabel: prompt.cancelLabel ?? prompt.defaultCancelLabel ?? localized("_Cancel"), timeout: prompt.timeout)
        // As pinentry-gtk-2: once the user types, SETTIMEOUT no longer closes the dialog.
        request.timeoutStopsOnInput = true
        return SecretAlert(
            request: request, fieldPrompts: [prompt.shownPrompt] + (prompt.repeatPrompt.map { [$0] } ?? []),
            meterLabel: prompt.qualityBarLabel)
    }
}

extension FormRequest {
    /// The `GETPIN` dialog: `--password`'s form, with gpg-agent's texts: the error above the description, the
    /// prompt beside the field, a second field for `SETREPEAT` (Return there chooses OK; in the first, Tab moves on).
    static func pinentry(_ prompt: PinentryPrompt, error: String?) -> FormRequest {
        var request = FormRequest()
        // gpg-agent's texts (a key's user ID) never choose the dialog's direction; the user's locale does.
        request.dialog = .systemPrompt(title: prompt.title ?? localized("Passphrase"))
        request.dialog.okLabel = prompt.okLabel ?? prompt.defaultOKLabel ?? localized("_OK")
        request.dialog.cancelLabel = prompt.cancelLabel ?? prompt.defaultCancelLabel ?? localized("_Cancel")
        request.dialog.timeout = prompt.timeout
        // As pinentry-gtk-2: once the user types, SETTIMEOUT no longer closes the dialog.
        request.dialog.timeoutStopsOnInput = true
        request.heading.text = prompt.heading(error: error)
        request.heading.usesMarkup = false
        request.heading.isBold = false
        let repeats = prompt.repeatPrompt != nil
        request.fields = [FormField(label: prompt.shownPrompt, kind: .password, submitsOnReturn: !repeats)]
        if let repeatPrompt = prompt.repeatPrompt {
            request.fields.append(FormField(label: repeatPrompt, kind: .password, submitsOnReturn: true))
        }
        request.buttons.usesMnemonics = true
        request.output = .zenityPassword
        request.qualityBarLabel = prompt.qualityBarLabel
        return request
    }
}

extension AlertRequest {
    /// The labels `CONFIRM`'s buttons print, which tell the answers apart whatever the buttons say.
    static let pinentryOK = "ok", pinentryNotOK = "notok", pinentryCancel = "cancel"

    /// The `CONFIRM` and `MESSAGE` dialog: `curtain alert` with gpg-agent's texts; OK is preferred (Return), Cancel
    /// is Escape, `SETNOTOK` adds a third button between them.
    static func pinentry(_ prompt: PinentryPrompt, oneButton: Bool) -> AlertRequest {
        var request = AlertRequest(title: prompt.title)
        request.isSystemPrompt = true
        let message = prompt.heading(error: prompt.error)
        request.message = message.isEmpty ? nil : message
        request.timeout = prompt.timeout
        var ok = ButtonSpec(pinentryOK)
        ok.title = withoutMnemonic(prompt.okLabel ?? prompt.defaultOKLabel ?? localized("OK"))
        if oneButton {
            request.buttons = [ok]
        } else {
            var cancel = ButtonSpec(pinentryCancel, role: .cancel)
            cancel.title = withoutMnemonic(prompt.cancelLabel ?? prompt.defaultCancelLabel ?? localized("Cancel"))
            request.buttons = [cancel]
            if let notOK = prompt.notOKLabel {
                var button = ButtonSpec(pinentryNotOK)
                button.title = withoutMnemonic(notOK)
                request.buttons.append(button)
            }
            request.buttons.append(ok)
        }
        request.preferredIndex = request.buttons.count - 1
        return request
    }

    /// A GTK label without its mnemonic marks: `_OK` reads `OK`, `__` an underscore. (An alert's buttons have no
    /// mnemonics.)
    static func withoutMnemonic(_ label: String) -> String {
        var result = ""
        var escaping = false
        for character in label {
            if character == "_" && !escaping {
                escaping = true
                continue
            }
            escaping = false
            result.append(character)
        }
        return result
    }
}
