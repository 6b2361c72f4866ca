import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// What `curtain askpass` was asked: the prompt ssh, sudo or git passes as its one argument.
struct AskpassRequest: Equatable, Sendable {
    /// The text to show (`Enter passphrase for key '/home/ann/.ssh/id_ed25519':`); `nil` shows a plain prompt.
    var prompt: String?

    /// What kind of dialog ssh asks for, in `SSH_ASKPASS_PROMPT`.
    enum Mode: Equatable, Sendable {
        /// Unset (or anything else): a secret, printed on OK.
        case passphrase
        /// `confirm`: yes (exit 0) or no (exit 1), as ssh-agent's `ssh-add -c` keys ask before each use.
        case confirm
        /// `none`: information only (a security key to touch); ssh ends the program when it is done.
        case information

        /// The mode `SSH_ASKPASS_PROMPT`'s value names.
        init(environmentValue: String?) {
            switch environmentValue {
            case "confirm": self = .confirm
            case "none": self = .information
            default: self = .passphrase
            }
        }

        /// The mode the environment asks for now.
        static var current: Mode { Mode(environmentValue: getenv("SSH_ASKPASS_PROMPT").map { String(cString: $0) }) }
    }
}

extension FormRequest {
    /// The passphrase dialog: the prompt above one secure field, as `--password` shows it.
    static func askpass(_ request: AskpassRequest) -> FormRequest {
        var form = FormRequest()
        form.dialog = DialogOptions(title: localized("Passphrase"))
        form.dialog.okLabel = localized("_OK")
        form.dialog.cancelLabel = localized("_Cancel")
        form.heading.text = request.prompt ?? localized("Type your password")
        form.heading.usesMarkup = false
        form.heading.isBold = false
        form.fields = [FormField(label: "", kind: .password, submitsOnReturn: true)]
        form.buttons.usesMnemonics = true
        form.output = .zenityPassword
        return form
    }
}

extension SecretAlert {
    /// The passphrase alert over the screen: the prompt above one secure field.
    static func askpass(_ request: AskpassRequest) -> SecretAlert {
        SecretAlert(
            request: SecretAlert.request(
                title: localized("Passphrase"), message: request.prompt ?? localized("Type your password"),
                okLabel: localized("_OK"), cancelLabel: localized("_Cancel"), timeout: nil),
            fieldPrompts: [""])
    }
}

extension AlertRequest {
    /// The confirmation (No and Yes, Yes preferred) or the notice (one OK) ssh asks for.
    static func askpass(_ request: AskpassRequest, mode: AskpassRequest.Mode) -> AlertRequest {
        var alert = AlertRequest(title: localized("Passphrase"))
        alert.message = request.prompt
        if mode == .confirm {
            var no = ButtonSpec("no", role: .cancel)
            no.title = AlertRequest.withoutMnemonic(localized("_No"))
            var yes = ButtonSpec("yes")
            yes.title = AlertRequest.withoutMnemonic(localized("_Yes"))
            alert.buttons = [no, yes]
            alert.preferredIndex = 1
        } else {
            alert.buttons = [.standardOK]
        }
        return alert
    }
}
