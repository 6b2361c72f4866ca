import Curtain

/// What gpg-agent has set for the next dialog: the `SET…` commands and `OPTION`s, kept until `RESET`.
///
/// Texts arrive unescaped. Button labels may carry an underscore before their mnemonic (`_OK`), as GTK's do.
struct PinentryPrompt: Equatable, Sendable {
    /// `SETTITLE`: the window title.
    var title: String?
    /// `SETDESC`: what is asked, and for which key.
    var description: String?
    /// `SETPROMPT`: the label beside the field (pinentry's default is `PIN:`).
    var prompt: String?
    /// `SETERROR`: why the dialog asks again (a wrong passphrase); shown once, by the next `GETPIN`.
    var error: String?
    /// `SETOK`, `SETCANCEL`, `SETNOTOK`: the button labels; `SETNOTOK` adds a third button to `CONFIRM`.
    var okLabel: String?
    var cancelLabel: String?
    var notOKLabel: String?
    /// `SETREPEAT`: ask twice; the label of the second field. Cleared after each `GETPIN`.
    var repeatPrompt: String?
    /// `SETREPEATERROR`: shown when the two fields differ.
    var repeatError: String?
    /// `SETQUALITYBAR`: the label of a meter under the field, which gpg-agent fills as the passphrase is typed
    /// (`INQUIRE QUALITY`). Cleared after each `GETPIN`.
    var qualityBarLabel: String?
    /// `SETTIMEOUT`: seconds before the dialog gives up with `GPG_ERR_TIMEOUT`; 0 waits forever.
    var timeoutSeconds = 0
    /// `OPTION default-ok=`, `default-cancel=`: labels gpg-agent offers in the user's language, used when no
    /// `SETOK`/`SETCANCEL` came.
    var defaultOKLabel: String?
    var defaultCancelLabel: String?
    /// `OPTION default-prompt=`: the label when no `SETPROMPT` came.
    var defaultPrompt: String?

    /// The timeout, or `nil` for none.
    var timeout: Duration? { timeoutSeconds > 0 ? .seconds(timeoutSeconds) : nil }

    /// The field's label: `SETPROMPT`, then gpg-agent's default, then pinentry's own.
    var shownPrompt: String { prompt ?? defaultPrompt ?? "PIN:" }

    /// Whether the repeat (`SETREPEAT`) is the same passphrase: the same bytes, as pinentry compares them.
    ///
    /// Not Swift's `==`, which holds canonically equivalent texts equal: `é` typed as one code point (NFC) and as
    /// `e` with a combining accent (NFD) are different bytes, so different passphrases to gpg-agent and to the key.
    static func isSamePassphrase(_ first: String, _ second: String) -> Bool {
        first.utf8.elementsEqual(second.utf8)
    }

    /// ``isSamePassphrase(_:_:)`` for passphrases in locked memory, compared where they are.
    @MainActor static func isSamePassphrase(_ first: SecretBuffer, _ second: SecretBuffer) -> Bool {
        first.withUnsafeBytes { first in second.withUnsafeBytes { second in first.elementsEqual(second) } }
    }

    /// The text above the field: `error` (why it asks again), a blank line, the description; without the line
    /// breaks gpg-agent leaves at their ends (`Enter passphrase%0A`), which would show as empty lines.
    func heading(error: String?) -> String {
        [error, description].compactMap { text in
            text.map { String($0.reversed().drop { $0.isNewline }.reversed()) }
        }.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
}

/// How a `GETPIN` dialog ended.
enum PinentryPINAnswer {
    /// OK with the passphrase (in locked memory), and whether it was typed twice (`SETREPEAT`), which gpg-agent hears
    /// as `S PIN_REPEATED`.
    case pin(SecretBuffer, repeated: Bool)
    case cancelled
    case timedOut
    /// No dialog could be shown (no display): one line for the log.
    case failed(String)
}

/// How a `CONFIRM` or `MESSAGE` dialog ended.
enum PinentryConfirmAnswer: Equatable {
    case ok
    /// The `SETNOTOK` button.
    case notOK
    case cancelled
    case timedOut
    case failed(String)
}

/// Shows pinentry's dialogs; `curtain pinentry` shows them on Wayland, tests answer with a script.
@MainActor protocol PinentryDialogs {
    /// Asks for a passphrase (twice, with `prompt.repeatPrompt`, until both fields match).
    ///
    /// - Parameter quality: With `SETQUALITYBAR`, asks gpg-agent how good the passphrase typed so far is, without
    ///   waiting for the answer: a percentage, negative for one gpg-agent would refuse.
    func askForPIN(_ prompt: PinentryPrompt, quality: PassphraseQuality?) -> PinentryPINAnswer
    /// Asks for a yes or no (`CONFIRM`), or shows a message with one button (`oneButton`: `MESSAGE`,
    /// `CONFIRM --one-button`).
    func confirm(_ prompt: PinentryPrompt, oneButton: Bool) -> PinentryConfirmAnswer
}
