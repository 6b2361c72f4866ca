import Testing

@testable import curtain

@MainActor @Suite("curtain askpass: the prompt is every argument, and the question decides what shows")
struct AskpassRequestTests {
    /// gnome-ssh-askpass joins its arguments with spaces; none is an option, since whatever askpass prints, ssh
    /// takes as the secret.
    @Test(arguments: [
        (["--help"], "--help"), (["-h"], "-h"), (["--version"], "--version"), (["-x", "y"], "-x y"),
        (["Password", "for", "ann:"], "Password for ann:"), (["a", "", "b"], "a  b"),
    ])
    func everyArgumentIsThePromptEvenOneThatLooksLikeAnOption(arguments: [String], prompt: String) throws {
        #expect(try CurtainCommand.parse(["askpass"] + arguments) == .askpass(AskpassRequest(prompt: prompt)))
    }

    @Test func noArgumentsAskWithThePlainPrompt() throws {
        #expect(try CurtainCommand.parse(["askpass"]) == .askpass(AskpassRequest(prompt: nil)))
        #expect(FormRequest.askpass(AskpassRequest(prompt: nil)).heading.text == "Type your password")
        #expect(try CurtainCommand.parse(["help", "askpass"]) == .help(AskpassCommand.help), "the help, elsewhere")
    }

    /// ssh 9.2's host-key question, as `sshconnect.c` asks it, and its second try.
    nonisolated static let hostKeyQuestion = """
        The authenticity of host '[127.0.0.1]:2222 ([127.0.0.1]:2222)' can't be established.
        ED25519 key fingerprint is SHA256:abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.
        This key is not known by any other names.
        Are you sure you want to continue connecting (yes/no/[fingerprint])?\u{20}
        """

    @Test(arguments: [
        hostKeyQuestion, "Are you sure you want to continue connecting (yes/no)? ",
        "Please type 'yes', 'no' or the fingerprint: ", "Please type 'yes' or 'no': ",
        "Username for 'https://example.org': ",
    ])
    func questionsWhoseAnswerIsNotSecretGetAVisibleField(prompt: String) {
        let request = AskpassRequest(prompt: prompt)
        #expect(request.answerIsVisible)
        #expect(FormRequest.askpass(request).fields.first?.kind == .entry(text: ""))
        #expect(FormRequest.askpass(request).dialog.title == "Question")
        #expect(!SecretAlert.askpass(request).isSecure)
        #expect(SecretAlert.askpass(request).request.title == "Question")
    }

    @Test(arguments: [
        "Enter passphrase for key '/home/ann/.ssh/id_ed25519': ", "Password for 'https://ann@example.org': ",
        "[sudo] password for ann: ", "(yes/no) is the answer\nEnter passphrase: ", "",
    ])
    func passphrasesStaySecret(prompt: String) {
        let request = AskpassRequest(prompt: prompt)
        #expect(!request.answerIsVisible)
        #expect(FormRequest.askpass(request).fields.first?.kind == .password)
        #expect(FormRequest.askpass(request).dialog.title == "Passphrase")
        #expect(SecretAlert.askpass(request).isSecure)
    }

    /// ssh's `SSH_ASKPASS_PROMPT`: `confirm` asks No or Yes (Yes preferred, No on Escape), `none` only tells, with
    /// one OK; neither has a field.
    @Test func confirmAsksYesOrNoAndNoneShowsOneOK() {
        let request = AskpassRequest(prompt: "Confirm user presence for key ED25519 SHA256:x")
        let confirm = AlertRequest.askpass(request, mode: .confirm)
        #expect(confirm.buttons.map(\.label) == ["no", "yes"] && confirm.preferredIndex == 1)
        #expect(confirm.buttons.first?.role == .cancel && confirm.entry == nil)
        let notice = AlertRequest.askpass(request, mode: .information)
        #expect(notice.buttons.count == 1 && notice.buttons.first?.role != .cancel && notice.entry == nil)
        #expect(notice.message == request.prompt)
        #expect(AskpassRequest.Mode(environmentValue: "none") == .information)
    }
}
