import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// What `curtain askpass` was asked: the prompt ssh, sudo or git passes as its argument.
struct AskpassRequest: Equatable, Sendable {
    /// The text to show (`Enter passphrase for key '/home/ann/.ssh/id_ed25519':`): every argument, joined by spaces;
    /// `nil` shows a plain prompt.
    var prompt: String?

    /// Whether the answer is not a secret, so it is typed into a visible field. Neither ssh nor git can tell an
    /// askpass that it would echo the answer on a terminal (ssh's `RP_ECHO`, git's `PROMPT_ECHO`), so the question
    /// tells: ssh's host-key question (`Are you sure you want to continue connecting (yes/no/[fingerprint])?`, and
    /// `Please type 'yes', 'no' or the fingerprint:` after another answer) and git's `Username for 'https://…':`.
    var answerIsVisible: Bool {
        // The question is the prompt's last line: ssh puts the host key's fingerprint above it.
        guard let prompt, let question = prompt.split(separator: "\n").last else { return false }
        return question.contains("(yes/no") || question.hasPrefix("Please type 'yes'")
            || question.hasPrefix("Username for ")
    }

    /// The window's and the alert's title: a passphrase, or a question whose answer shows.
    var title: String { answerIsVisible ? localized("Question") : localized("Passphrase") }

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
    /// The passphrase dialog: the prompt above one secure field, as `--password` shows it; a visible field for an
    /// answer that is not secret (``AskpassRequest/answerIsVisible``).
    static func askpass(_ request: AskpassRequest) -> FormRequest {
        var form = FormRequest()
        // The question is ssh's, git's or sudo's: the user's locale chooses the direction, not its text.
        form.dialog = .systemPrompt(title: request.title)
        form.heading.text = request.prompt ?? localized("Type your password")
        form.heading.usesMarkup = false
        form.heading.isBold = false
        form.fields = [
            FormField(label: "", kind: request.answerIsVisible ? .entry(text: "") : .password, submitsOnReturn: true)
        ]
        form.buttons.usesMnemonics = true
        form.output = .zenityPassword
        return form
    }
}

extension SecretAlert {
    /// The passphrase alert over the screen: the prompt above one secure field, or a visible one for an answer that
    /// is not secret.
    static func askpass(_ request: AskpassRequest) -> SecretAlert {
        var alert = SecretAlert(
            request: SecretAlert.request(
                title: request.title, message: request.prompt ?? localized("Type your password"),
                okLabel: localized("_OK"), cancelLabel: localized("_Cancel"), timeout: nil),
            fieldPrompts: [""])
        alert.isSecure = !request.answerIsVisible
        return alert
    }
}

extension AlertRequest {
    /// The confirmation (No and Yes, Yes preferred) or the notice (one OK) ssh asks for.
    static func askpass(_ request: AskpassRequest, mode: AskpassRequest.Mode) -> AlertRequest {
        var alert = AlertRequest(title: localized("Passphrase"))
        alert.isSystemPrompt = true
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

extension AskpassRequest: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult { AskpassCommand.run(self, mode: .current) }
}
