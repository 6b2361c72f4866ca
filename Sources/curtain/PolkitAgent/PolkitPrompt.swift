import Curtain

/// One question of an authentication, as the user sees it: polkitd's message, PAM's prompt above one field, the
/// action's details on request, and a choice of user when several may authenticate.
///
/// Where the compositor has layer-shell (sway, KWin) it is the alert over the whole screen that `curtain pinentry`
/// and `curtain askpass` show (every output dimmed, the keyboard held); elsewhere, or with `CURTAIN_PROMPT=window`,
/// a dialog window (``SecretAlert/isAvailable(on:)``). Both read the answer the same way
/// (``takeAnswer(_:into:)``).
struct PolkitPrompt {
    /// What polkitd asked.
    var request: AuthenticationRequest
    /// PAM's question ("Password: "), the field's placeholder or label.
    var question: String
    /// Whether the answer is a secret (`PAM_PROMPT_ECHO_OFF`): bullets, no copy; else it shows as typed.
    var isSecret = true
    /// The error above the message: the last attempt failed, or PAM said why (`PAM_ERROR_MSG`).
    var error: String?
    /// What PAM said since the last question (`PAM_TEXT_INFO`): a fingerprint reader's or a security key's text.
    var notes: [String] = []
    /// The user chosen to authenticate, an index into the request's identities.
    var identityIndex = 0
    /// Whether the action's id and details show.
    var showsDetails = false

    /// How the prompt ended.
    enum Answer: Equatable {
        /// OK (or Return): the answer is in the secret buffer; `identityIndex` is the user chosen.
        case answered(identityIndex: Int)
        /// Details (or hide them) was chosen: ask again with ``showsDetails`` flipped, for the user chosen.
        case toggleDetails(identityIndex: Int)
        /// Cancel, Escape, the window closed, or polkitd withdrew the request.
        case cancelled
    }

    /// The label the Details button is told apart by (OK and Cancel have pinentry's).
    private static let detailsLabel = "details"

    /// The alert's and the window's title.
    static var title: String { localized("Authentication Required") }

    /// The text above the field: the error first, then polkitd's message, PAM's notes and, on request, the
    /// details. Shown as plain text without invisible formatting characters (``PromptText``): polkitd's message
    /// and the details come from the program that asked.
    var heading: String {
        let details = showsDetails ? [request.detailLines.joined(separator: "\n")] : []
        return PromptText.shown(
            ([error].compactMap { $0 } + [request.message] + notes + details)
                .filter { !$0.isEmpty }.joined(separator: "\n\n"))
    }

    /// Shows the prompt on `application` until it ends; what was typed goes into `secret`.
    ///
    /// - Parameter withdrawal: Closes the prompt when polkitd cancels the request.
    /// - Throws: ``DisplayError`` when the connection breaks.
    @MainActor func run(on application: Application, withdrawal: AuthenticationWithdrawal, into secret: SecretBuffer)
        throws -> Answer
    {
        SecretAlert.isAvailable(on: application)
            ? try runOverlay(on: application, withdrawal: withdrawal, into: secret)
            : try runWindow(on: application, withdrawal: withdrawal, into: secret)
    }

    /// Shows what PAM said while it asks nothing (`PAM_TEXT_INFO` before a fingerprint reader or a security key
    /// waits for the user) with Cancel alone, until the helper says more or the user cancels.
    ///
    /// - Returns: Whether to go on with the conversation: false when the user cancelled or polkitd withdrew the
    ///   request.
    /// - Throws: ``DisplayError`` when the connection breaks.
    @MainActor func showNotes(on application: Application, withdrawal: AuthenticationWithdrawal, until helper: AgentHelper)
        throws -> Bool
    {
        var alert = SecretAlert.request(
            title: Self.title, message: heading, okLabel: localized("_OK"), cancelLabel: localized("_Cancel"), timeout: nil)
        alert.buttons = alert.buttons.filter { $0.role == .cancel }
        alert.preferredIndex = 0
        alert.entry = nil
        defer { helper.onNews = nil }
        _ = try DialogHost(application: application).run(alert) { controller in
            withdrawal.alert = controller
            helper.onNews = { [weak controller] in controller?.cancel() }
        }
        return helper.hasNews && !withdrawal.isWithdrawn
    }

    /// The one place the typed answer leaves the dialog, into the locked buffer the helper is answered from: a
    /// secure field's text is copied from locked memory to locked memory and its copy wiped; an echoed answer
    /// (`PAM_PROMPT_ECHO_ON`, a user name) was never secret.
    @MainActor static func takeAnswer(_ value: FormValue?, into secret: SecretBuffer) {
        secret.wipe()
        switch value {
        case .secret(let typed)?:
            secret.append(contentsOf: typed)
            typed.wipe()
        case .text(let text)?: secret.append(contentsOf: text.utf8)
        default: break
        }
    }

    @MainActor private func runOverlay(
        on application: Application, withdrawal: AuthenticationWithdrawal, into secret: SecretBuffer
    ) throws -> Answer {
        var alert = SecretAlert.request(
            title: Self.title, message: heading, okLabel: localized("_OK"), cancelLabel: localized("_Cancel"), timeout: nil)
        var details = ButtonSpec(Self.detailsLabel)
        details.title = localized("Details")
        alert.buttons = [details] + alert.buttons
        alert.preferredIndex = alert.buttons.count - 1
        let names = request.identities.map(\.name)
        let group = RadioGroup()
        let (outcome, values) = try DialogHost(application: application).run(alert) {
            [question, isSecret, identityIndex] controller in
            withdrawal.alert = controller
            controller.addTextField { field in
                field.isSecureTextEntry = isSecret
                field.placeholder = question
            }
            guard names.count > 1 else { return }
            let label = Label(
                text: localized("Authenticate as:"), font: controller.theme.messageFont, color: controller.theme.messageColor)
            let buttons = names.enumerated().map { index, name in
                RadioButton(title: name, group: group, isOn: index == identityIndex)
            }
            let column = StackView(axis: .vertical, arrangedSubviews: [label] + buttons)
            column.spacing = 4
            controller.addAccessoryView(column)
        }
        let chosen = group.selectedIndex ?? identityIndex
        guard case .action(let index) = outcome.kind, !withdrawal.isWithdrawn else { return .cancelled }
        switch alert.buttons[index].label {
        case AlertRequest.pinentryOK:
            Self.takeAnswer(values.first, into: secret)
            return .answered(identityIndex: chosen)
        case Self.detailsLabel: return .toggleDetails(identityIndex: chosen)
        default: return .cancelled
        }
    }

    @MainActor private func runWindow(
        on application: Application, withdrawal: AuthenticationWithdrawal, into secret: SecretBuffer
    ) throws -> Answer {
        var form = FormRequest()
        // polkitd's texts never choose the dialog's direction; the user's locale does.
        form.dialog = .systemPrompt(title: Self.title)
        form.heading.text = heading
        form.heading.usesMarkup = false
        form.heading.isBold = false
        form.fields = [FormField(label: question, kind: isSecret ? .password : .entry(text: ""), submitsOnReturn: true)]
        let names = request.identities.map(\.name)
        if names.count > 1 {
            form.fields.append(
                FormField(label: localized("Authenticate as:"), kind: .radio(choices: names, chosen: identityIndex)))
        }
        form.buttons.usesMnemonics = true
        form.buttons.extraLabels = [localized("Details")]
        var presenter = WaylandFormPresenter(application: application)
        presenter.isWithdrawn = { withdrawal.isWithdrawn }
        let outcome = try presenter.run(form)
        if withdrawal.isWithdrawn { return .cancelled }
        let chosen: ([FormValue]) -> Int = { values in
            guard values.count > 1, case .choice(let name?) = values[1] else { return identityIndex }
            return names.firstIndex(of: name) ?? identityIndex
        }
        switch outcome {
        case .ok(let values):
            Self.takeAnswer(values.first, into: secret)
            return .answered(identityIndex: chosen(values))
        case .extraButton: return .toggleDetails(identityIndex: identityIndex)
        case .cancelled, .dismissed, .timedOut, .response: return .cancelled
        }
    }
}

/// polkitd's `CancelAuthentication` for the request being asked: the prompt showing closes as if cancelled, and
/// no answer goes to the helper.
@MainActor final class AuthenticationWithdrawal {
    /// Whether polkitd has withdrawn the request.
    private(set) var isWithdrawn = false
    /// The overlay's alert while one shows, to cancel it.
    weak var alert: AlertController?

    /// Withdraws the request: ends the alert showing (a window sees ``isWithdrawn`` at its next loop turn).
    func withdraw() {
        isWithdrawn = true
        alert?.cancel()
    }
}
