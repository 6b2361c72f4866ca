import Curtain

/// `curtain askpass [PROMPT...]`: the program ssh, sudo and git run to ask for a secret (`SSH_ASKPASS`, `SUDO_ASKPASS`,
/// `GIT_ASKPASS`).
///
/// ```sh
/// SSH_ASKPASS=/usr/bin/ssh-askpass-curtain SSH_ASKPASS_REQUIRE=force ssh-add ~/.ssh/id_ed25519
/// SUDO_ASKPASS=/usr/bin/ssh-askpass-curtain sudo -A true
/// ```
///
/// ssh says what it wants in `SSH_ASKPASS_PROMPT` (``AskpassRequest/Mode``).
enum AskpassCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "askpass"

    /// The program name that runs the askpass whatever the arguments: `ssh-askpass-curtain`, as the package installs it.
    static let programName = "ssh-askpass-curtain"

    /// Every argument is the prompt, joined by spaces as gnome-ssh-askpass joins them: none is an option. ssh,
    /// sudo and git pass their question as it is, and one that starts with `-` (or is `--help`) must be shown, not
    /// obeyed: whatever askpass prints, they take as the secret. `curtain help askpass` shows the help.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        // The question is ssh's, sudo's or git's, with parts (a host name, a key's comment) that others chose: shown
        // without invisible formatting.
        .askpass(AskpassRequest(prompt: arguments.isEmpty ? nil : PromptText.shown(arguments.joined(separator: " "))))
    }

    static let table = CommandTable<AskpassRequest>(
        name: name,
        usage: ["curtain askpass [PROMPT...]", "ssh-askpass-curtain [PROMPT...]"],
        summary: "ask for a passphrase for ssh, sudo or git (an askpass)",
        about: [
            .paragraph(
                "Shows PROMPT above a secure field; OK prints what was typed and a newline. Every argument is part of PROMPT, joined by spaces, even one that starts with '-': askpass has no options (this help is 'curtain help askpass'). A question whose answer is not secret gets a visible field: ssh's host-key question ('... (yes/no/[fingerprint])?', and its 'Please type 'yes' ...') and git's 'Username for ...'. With SSH_ASKPASS_PROMPT=confirm it asks yes or no instead (exit 0 or 1, nothing printed), with SSH_ASKPASS_PROMPT=none it only shows PROMPT, with one OK (exit 0). Where the compositor has layer-shell (sway, KWin) the prompt is an alert over the whole screen, every output dimmed and the keyboard held; elsewhere, or with CURTAIN_PROMPT=window, a dialog window."
            )
        ],
        sections: [],
        notes: [
            .paragraph("SSH_ASKPASS=/usr/bin/ssh-askpass-curtain SSH_ASKPASS_REQUIRE=force ssh-add KEY"),
            .paragraph("Exit status: 0 OK (or yes), 1 Cancel/Escape/closed (or no), 2 usage error, 3 no Wayland display."),
        ])

    /// Shows the dialog `SSH_ASKPASS_PROMPT` asks for and answers as askpass programs do.
    ///
    /// The secret is part of the result only in locked memory (``CommandResult/secretStdout``), written from there
    /// and wiped.
    @MainActor static func run(_ request: AskpassRequest, mode: AskpassRequest.Mode) -> CommandResult {
        do {
            switch mode {
            case .passphrase:
                let application = try DialogHost.connect()
                let outcome =
                    SecretAlert.isAvailable(on: application)
                    ? try SecretAlert.askpass(request).run(on: DialogHost(application: application))
                    : try WaylandFormPresenter(application: application).run(.askpass(request))
                guard case .ok(let values) = outcome, let value = values.first else {
                    return CommandResult(exitCode: .cancelled)
                }
                // A secure field's text goes out from locked memory; a visible one's (yes, a user name) as text.
                var output = OutputText()
                switch value {
                case .secret(let secret):
                    output.append(secret: secret)
                    secret.wipe()
                case .text(let text): output.append(text)
                default: break
                }
                output.append("\n")
                return CommandResult(output: output, exitCode: .success)
            case .confirm, .information:
                let application = try DialogHost.connect()
                var alert = AlertRequest.askpass(request, mode: mode)
                if SecretAlert.isAvailable(on: application) {
                    alert.appearance.isOverlay = true
                    alert.appearance.transition = alert.appearance.commandDefaultTransition
                }
                let outcome = try DialogHost(application: application).run(alert)
                if mode == .information { return CommandResult(exitCode: .success) }
                guard case .action(let index) = outcome.kind, alert.buttons[index].role != .cancel else {
                    return CommandResult(exitCode: .cancelled)
                }
                return CommandResult(exitCode: .success)
            }
        } catch let error as DisplayError {
            return CommandResult(stderr: UsageError(error.description).description + "\n", exitCode: .displayUnavailable)
        } catch {
            return CommandResult(stderr: UsageError(String(describing: error)).description + "\n", exitCode: .failure)
        }
    }
}
