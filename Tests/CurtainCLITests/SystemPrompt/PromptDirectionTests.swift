import Curtain
import Testing

@testable import curtain

/// A system prompt's direction is the user's locale's, never its text's: right-to-left text that gpg-agent, ssh or
/// git pass on (a key's user ID, a host name) must not mirror the prompt or swap its buttons. Other dialogs keep
/// following their text, as GTK's do.
@MainActor @Suite("A system prompt reads in the direction of the user's locale")
struct PromptDirectionTests {
    static let hebrew = "מפתח של דנה"
    static let arabic = "مفتاح سارة"

    @Test func rightToLeftTextInAnEnglishSessionKeepsAPromptLeftToRight() {
        for text in [Self.hebrew, Self.arabic] {
            let prompt = DialogHost.layoutDirection(showing: [text], locale: .leftToRight, followsLocaleOnly: true)
            #expect(prompt == .leftToRight, "\(text)")
            // A dialog a script shows still follows its text.
            #expect(DialogHost.layoutDirection(showing: [text], locale: .leftToRight) == .rightToLeft)
        }
    }

    @Test func anArabicSessionMirrorsAPromptWhateverItsText() {
        for text in ["Unlock the key of Ann", Self.arabic] {
            #expect(DialogHost.layoutDirection(showing: [text], locale: .rightToLeft, followsLocaleOnly: true) == .rightToLeft)
        }
    }

    /// Every prompt pinentry and askpass show asks for it: the passphrase form and alert, the confirmation, and
    /// askpass's form, alert and yes/no.
    @Test func everySystemPromptFollowsTheLocaleOnly() {
        var prompt = PinentryPrompt()
        prompt.description = Self.hebrew
        #expect(FormRequest.pinentry(prompt, error: nil).dialog.isSystemPrompt)
        #expect(SecretAlert.pinentry(prompt, error: nil).request.isSystemPrompt)
        #expect(AlertRequest.pinentry(prompt, oneButton: false).isSystemPrompt)
        let askpass = AskpassRequest(prompt: Self.arabic)
        #expect(FormRequest.askpass(askpass).dialog.isSystemPrompt)
        #expect(SecretAlert.askpass(askpass).request.isSystemPrompt)
        #expect(AlertRequest.askpass(askpass, mode: .confirm).isSystemPrompt)
        // zenity's own dialogs are not prompts: a Hebrew --question still mirrors.
        #expect(!AlertRequest(title: Self.hebrew).isSystemPrompt)
    }
}
