import Curtain

/// One `BeginAuthentication`, from the first prompt to polkitd's answer: runs `polkit-agent-helper-1` for the
/// chosen user and answers its PAM conversation through ``PolkitPrompt``s.
///
/// A wrong password (the helper's `FAILURE` after an answer) starts a new helper and asks again, the failure
/// shown above the message, as polkit-gnome does; Cancel, Escape or polkitd's `CancelAuthentication` end it. A
/// user chosen in the prompt other than the one the helper runs for starts a helper for that user, which gets the
/// answer already typed.
@MainActor final class PolkitAuthentication {
    /// How the authentication ended, which the `BeginAuthentication` reply says.
    enum Result: Equatable {
        /// The helper reported SUCCESS: polkitd has authorized the request.
        case authorized
        /// The user cancelled, or polkitd withdrew the request.
        case cancelled
        /// The helper could not run, or failed before it asked anything (it would fail again).
        case failed(String)
    }

    /// What polkitd asked.
    let request: AuthenticationRequest
    /// Set by polkitd's `CancelAuthentication`.
    let withdrawal = AuthenticationWithdrawal()
    private let application: Application
    private let secret: SecretBuffer
    private let helperPath: String

    /// Prepares the conversation; ``run()`` runs it.
    ///
    /// - Parameters:
    ///   - secret: The locked memory the answers pass through on their way to the helper.
    ///   - helperPath: `polkit-agent-helper-1`.
    init(
        request: AuthenticationRequest, application: Application, secret: SecretBuffer,
        helperPath: String = AgentHelper.defaultPath
    ) {
        self.request = request
        self.application = application
        self.secret = secret
        self.helperPath = helperPath
    }

    /// Runs the conversation until the helper succeeds, the user cancels or polkitd withdraws the request.
    ///
    /// - Throws: ``DisplayError`` when the compositor connection breaks.
    func run() throws -> Result {
        var prompt = PolkitPrompt(request: request, question: "", identityIndex: request.preferredIdentityIndex())
        // An answer typed for a user the helper did not run for: the next helper's first prompt gets it.
        var hasAnswerWaiting = false
        defer { secret.wipe() }
        attempt: while true {
            if withdrawal.isWithdrawn { return .cancelled }
            let helper: AgentHelper
            do {
                helper = try AgentHelper(
                    path: helperPath, user: request.identities[prompt.identityIndex].name, cookie: request.cookie,
                    on: application)
            } catch {
                return .failed(error.description)
            }
            defer { helper.stop() }
            var hasAsked = false
            conversation: while true {
                try DialogHost.run(application, until: { [withdrawal] in helper.hasNews || withdrawal.isWithdrawn })
                if withdrawal.isWithdrawn { return .cancelled }
                // The helper's output ended without SUCCESS: as FAILURE.
                guard let line = helper.nextLine() else { break conversation }
                switch PAMMessage(line: line) {
                case .prompt(let question, let echoes):
                    hasAsked = true
                    if hasAnswerWaiting {
                        hasAnswerWaiting = false
                        helper.writeSecretLine(secret)
                        continue conversation
                    }
                    prompt.question = question
                    prompt.isSecret = !echoes
                    while true {
                        switch try prompt.run(on: application, withdrawal: withdrawal, into: secret) {
                        case .cancelled:
                            return .cancelled
                        case .toggleDetails(let chosen):
                            prompt.showsDetails.toggle()
                            prompt.identityIndex = chosen
                        case .answered(let chosen):
                            (prompt.error, prompt.notes) = (nil, [])
                            if chosen != prompt.identityIndex {
                                prompt.identityIndex = chosen
                                hasAnswerWaiting = true
                                continue attempt
                            }
                            helper.writeSecretLine(secret)
                            continue conversation
                        }
                    }
                case .error(let text): prompt.error = [prompt.error, text].compactMap { $0 }.joined(separator: "\n")
                case .info(let text):
                    prompt.notes.append(text)
                    // PAM said something and asks nothing yet (a fingerprint reader, a security key to touch): the
                    // user sees it until PAM says more, and may cancel meanwhile.
                    if !helper.hasNews, !(try prompt.showNotes(on: application, withdrawal: withdrawal, until: helper)) {
                        return .cancelled
                    }
                case .success: return .authorized
                case .failure: break conversation
                case nil: continue conversation
                }
            }
            // FAILURE before any question: the helper cannot run for this user (not setuid, an unknown user), and
            // another run would fail the same way.
            guard hasAsked else {
                return .failed(prompt.error ?? "\(helperPath) failed for \(request.identities[prompt.identityIndex].name)")
            }
            prompt.error = ([localized("Authentication failed. Try again.")] + [prompt.error].compactMap { $0 })
                .joined(separator: "\n")
        }
    }
}
