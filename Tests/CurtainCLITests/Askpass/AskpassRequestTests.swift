import Testing

@testable import curtain

@MainActor @Suite("curtain askpass: the prompt is every argument")
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
}
