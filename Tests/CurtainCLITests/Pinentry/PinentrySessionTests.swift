import Curtain
import Testing

@testable import curtain

/// Answers pinentry's dialogs from a script and records what each was asked.
@MainActor final class ScriptedPinentryDialogs: PinentryDialogs {
    var pins: [PinentryPINAnswerScript]
    var confirmations: [PinentryConfirmAnswer]
    private(set) var asked: [PinentryPrompt] = []
    private(set) var oneButton: [Bool] = []
    /// What the quality rating said of the text each GETPIN was given, `nil` where there was no rating.
    private(set) var ratings: [Int??] = []

    enum PinentryPINAnswerScript {
        case pin(String, repeated: Bool)
        case cancelled, timedOut, failed
    }

    init(pins: [PinentryPINAnswerScript] = [], confirmations: [PinentryConfirmAnswer] = []) {
        self.pins = pins
        self.confirmations = confirmations
    }

    func askForPIN(_ prompt: PinentryPrompt, quality: PassphraseQuality?) -> PinentryPINAnswer {
        asked.append(prompt)
        let script = pins.removeFirst()
        if case .pin(let text, _) = script {
            ratings.append(
                quality.map { quality in
                    var rating: Int?
                    // No event loop: the answer is read at once.
                    quality.rate(SecretBuffer(text: text), whenReadable: nil) { rating = $0 }
                    return rating
                })
        } else {
            ratings.append(nil)
        }
        switch script {
        case .pin(let text, let repeated):
            let secret = SecretBuffer()
            secret.append(contentsOf: text.utf8)
            return .pin(secret, repeated: repeated)
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .failed: return .failed("no display")
        }
    }

    func confirm(_ prompt: PinentryPrompt, oneButton: Bool) -> PinentryConfirmAnswer {
        asked.append(prompt)
        self.oneButton.append(oneButton)
        return confirmations.removeFirst()
    }
}

/// gpg-agent's side of an inquiry, from a closure that answers each at once.
@MainActor final class ScriptedInquirer: AssuanInquiring {
    let answer: (String) -> String?

    init(answer: @escaping (String) -> String?) {
        self.answer = answer
    }

    func inquire(_ line: SecretBuffer, whenReadable: ReadinessWatch?, answered: @escaping @MainActor (String?) -> Void) {
        answered(answer(line.text))
    }

    func finishInquiry() {}
}

@MainActor @Suite("curtain pinentry: the conversation with gpg-agent, without a display")
struct PinentrySessionTests {
    /// Feeds `lines` and returns everything written back, secrets included.
    func converse(
        _ lines: [String], _ dialogs: ScriptedPinentryDialogs, inquire: ((String) -> String?)? = nil
    ) -> (String, PinentrySession) {
        var session = PinentrySession(version: "9.9", processID: 42)
        session.inquirer = inquire.map(ScriptedInquirer.init)
        var written = ""
        for line in lines {
            for output in session.handle(line, dialogs: dialogs) {
                switch output {
                case .text(let text): written += text
                case .secret(let secret): written += secret.text
                }
            }
        }
        return (written, session)
    }

    @Test func settingsAreUnescapedAndGetpinSendsTheEscapedPassphrase() {
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("pa%ss\nword", repeated: false)])
        let (written, _) = converse(
            ["SETTITLE Unlock", "SETDESC Enter%0Athe passphrase", "SETPROMPT Passphrase:", "SETOK _Unlock", "GETPIN"],
            dialogs)
        #expect(written == "OK\nOK\nOK\nOK\nD pa%25ss%0Aword\nOK\n")
        let asked = dialogs.asked[0]
        #expect(asked.title == "Unlock" && asked.description == "Enter\nthe passphrase")
        #expect(asked.shownPrompt == "Passphrase:" && asked.okLabel == "_Unlock")
    }

    @Test func cancelAndTimeoutAnswerGnuPGsErrors() {
        let dialogs = ScriptedPinentryDialogs(pins: [.cancelled, .timedOut, .failed])
        let (written, _) = converse(["GETPIN", "SETTIMEOUT 5", "GETPIN", "GETPIN"], dialogs)
        #expect(
            written
                == "ERR 83886179 Operation cancelled <Pinentry>\nOK\nERR 83886142 Timeout <Pinentry>\nERR 83886166 pinentry error <Pinentry>\n"
        )
        #expect(dialogs.asked[1].timeout == .seconds(5))
    }

    @Test func aRepeatedPassphraseIsAnnouncedAndTheRepeatLastsOneGetpin() {
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("abc", repeated: true), .pin("abc", repeated: false)])
        let (written, _) = converse(
            ["SETREPEAT Repeat:", "SETREPEATERROR does not match", "SETERROR Bad passphrase", "GETPIN", "GETPIN"], dialogs)
        #expect(written == "OK\nOK\nOK\nS PIN_REPEATED\nD abc\nOK\nD abc\nOK\n")
        #expect(dialogs.asked[0].repeatPrompt == "Repeat:" && dialogs.asked[0].repeatError == "does not match")
        #expect(dialogs.asked[0].error == "Bad passphrase")
        #expect(dialogs.asked[1].repeatPrompt == nil && dialogs.asked[1].error == nil, "both last one GETPIN")
    }

    @Test func theQualityBarAsksGpgAgentToRateTheTextWithAnInquiry() {
        var inquiries: [String] = []
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("ab%c", repeated: false), .pin("ab%c", repeated: false)])
        let (written, _) = converse(["SETQUALITYBAR Quality:", "GETPIN", "GETPIN"], dialogs) { line in
            inquiries.append(line)
            return "-42"
        }
        #expect(written == "OK\nD ab%25c\nOK\nD ab%25c\nOK\n")
        #expect(inquiries == ["QUALITY ab%25c"])
        #expect(dialogs.asked[0].qualityBarLabel == "Quality:" && dialogs.ratings[0] == .some(-42))
        #expect(dialogs.asked[1].qualityBarLabel == nil && dialogs.ratings[1] == Int??.none, "no rating after: one GETPIN only")
    }

    @Test func theInquiryPlusEscapesTheTextSoGpgAgentRatesAllOfIt() {
        var inquiries: [String] = []
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("two words+1", repeated: false)])
        _ = converse(["SETQUALITYBAR", "GETPIN"], dialogs) { line in
            inquiries.append(line)
            return "100"
        }
        #expect(inquiries == ["QUALITY two+words%2B1"])
    }

    /// Swift's `==` holds NFC and NFD equal; gpg-agent gets bytes, and so the key would be made with whichever
    /// form the first field held.
    @Test func theRepeatMatchesOnlyTheSameBytesNotCanonicallyEquivalentText() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed, "Swift's own equality, which the check must not use")
        #expect(!PinentryPrompt.isSamePassphrase(composed, decomposed))
        #expect(!PinentryPrompt.isSamePassphrase("\u{212B}", "\u{C5}"), "the Ångström sign and Å")
        #expect(PinentryPrompt.isSamePassphrase(composed, "caf\u{E9}"))
        #expect(PinentryPrompt.isSamePassphrase("", ""))
    }

    @Test func anEmptyPassphraseSendsNoDLine() {
        let (written, _) = converse(["GETPIN"], ScriptedPinentryDialogs(pins: [.pin("", repeated: false)]))
        #expect(written == "OK\n")
    }

    @Test func confirmAnswersOKNotConfirmedOrCancelled() {
        let dialogs = ScriptedPinentryDialogs(confirmations: [.ok, .notOK, .cancelled, .timedOut])
        let (written, _) = converse(["CONFIRM", "SETNOTOK _No", "CONFIRM", "CONFIRM", "CONFIRM"], dialogs)
        #expect(
            written
                == "OK\nOK\nERR 83886194 Not confirmed <Pinentry>\nERR 83886179 Operation cancelled <Pinentry>\nERR 83886142 Timeout <Pinentry>\n"
        )
        #expect(dialogs.oneButton == [false, false, false, false])
    }

    @Test func aMessageHasOneButtonAndIsOKHoweverItCloses() {
        let dialogs = ScriptedPinentryDialogs(confirmations: [.cancelled, .ok])
        let (written, _) = converse(["MESSAGE", "CONFIRM --one-button"], dialogs)
        #expect(written == "OK\nOK\n")
        #expect(dialogs.oneButton == [true, true])
    }

    @Test func getinfoAnswersInDLines() {
        let (written, _) = converse(
            ["GETINFO version", "GETINFO pid", "GETINFO flavor", "GETINFO colour"], ScriptedPinentryDialogs())
        #expect(written == "D 9.9\nOK\nD 42\nOK\nD curtain\nOK\nERR 83886360 IPC parameter error <Pinentry>\n")
    }

    @Test func optionsPinentryKnowsAreAcceptedAndOthersRefused() {
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("x", repeated: false)])
        let (written, _) = converse(
            [
                "OPTION ttyname=/dev/pts/1", "OPTION lc-ctype=C.UTF-8", "OPTION lc-messages=C",
                "OPTION allow-external-password-cache", "OPTION default-ok=_Okay", "OPTION default-cancel=_Abort",
                "OPTION --no-grab", "OPTION frobnicate=1", "GETPIN",
            ], dialogs)
        #expect(written == String(repeating: "OK\n", count: 7) + "ERR 83886254 Unknown option <Pinentry>\nD x\nOK\n")
        #expect(dialogs.asked[0].defaultOKLabel == "_Okay" && dialogs.asked[0].defaultCancelLabel == "_Abort")
    }

    @Test func resetForgetsTheSettingsAndByeCloses() {
        let dialogs = ScriptedPinentryDialogs(pins: [.pin("x", repeated: false)])
        let (written, session) = converse(["SETDESC old", "RESET", "GETPIN", "NOP", "BYE"], dialogs)
        #expect(written == "OK\nOK\nD x\nOK\nOK\nOK closing connection\n")
        #expect(dialogs.asked[0].description == nil)
        #expect(session.isClosed)
    }

    @Test func anUnknownCommandIsLibassuansError() {
        let (written, _) = converse(["FROBNICATE now"], ScriptedPinentryDialogs())
        #expect(written == "ERR 536871187 Unknown IPC command <User defined source 1>\n")
    }

    @Test func theProgramNamesImplyTheirSubcommands() {
        #expect(CurtainCommand.impliedSubcommand(programPath: "/usr/bin/pinentry-curtain") == "pinentry")
        #expect(CurtainCommand.impliedSubcommand(programPath: "ssh-askpass-curtain") == "askpass")
        #expect(CurtainCommand.impliedSubcommand(programPath: "/usr/bin/curtain") == nil)
    }

    @Test func pinentrysOwnOptionsAreAcceptedAndAskpassTakesItsArgumentsAsThePrompt() throws {
        #expect(try CurtainCommand.parse(["pinentry", "--display", ":0", "--ttyname", "/dev/pts/0"]) == .pinentry)
        #expect(
            try CurtainCommand.parse(["askpass", "Password for 'https://ann@example.org':"])
                == .askpass(AskpassRequest(prompt: "Password for 'https://ann@example.org':")))
        // Every argument is the prompt, joined by spaces (AskpassRequestTests).
        #expect(try CurtainCommand.parse(["askpass", "one", "two"]) == .askpass(AskpassRequest(prompt: "one two")))
        #expect(AskpassRequest.Mode(environmentValue: "confirm") == .confirm)
        #expect(AskpassRequest.Mode(environmentValue: "none") == .information)
        #expect(AskpassRequest.Mode(environmentValue: nil) == .passphrase)
    }

    @Test func theHeadingPutsTheErrorFirstWithoutTrailingLineBreaks() {
        var prompt = PinentryPrompt()
        prompt.description = "Enter passphrase\n"
        #expect(prompt.heading(error: nil) == "Enter passphrase")
        #expect(prompt.heading(error: "Bad passphrase\n") == "Bad passphrase\n\nEnter passphrase")
        prompt.description = nil
        #expect(prompt.heading(error: nil) == "")
    }

    @Test func gtkMnemonicsLeaveTheAlertsButtonTitles() {
        #expect(AlertRequest.withoutMnemonic("_OK") == "OK")
        #expect(AlertRequest.withoutMnemonic("snake__case") == "snake_case")
    }
}
