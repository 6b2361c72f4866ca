import Curtain

/// Sends an Assuan `INQUIRE` to gpg-agent and hands back its answer: the other side of a pinentry's inquiry.
@MainActor protocol AssuanInquiring: AnyObject {
    /// Sends `INQUIRE line` and calls `answered` with the data gpg-agent answers, or `nil` when it cancels or is gone.
    ///
    /// The line is in locked memory (it carries the passphrase typed so far) and goes out from there.
    ///
    /// - Parameters:
    ///   - whenReadable: Watches the input for the answer, so that the caller (a dialog's event loop) goes on while
    ///     it comes; `nil` reads the answer at once, blocking.
    ///   - answered: Called once, on the main actor: from `whenReadable`'s callback, or before this returns.
    func inquire(_ line: SecretBuffer, whenReadable: ReadinessWatch?, answered: @escaping @MainActor (String?) -> Void)
    /// Reads the answer to the inquiry still out, if any, blocking: afterwards the next line is a command again.
    func finishInquiry()
}

/// Calls `ready` whenever a file descriptor is readable, until the returned closure is called: a dialog's event loop
/// watching gpg-agent's input (``Application/addReadSource(fd:_:)``).
typealias ReadinessWatch = @MainActor (_ fileDescriptor: Int32, _ ready: @escaping @MainActor () -> Void) -> @MainActor () -> Void

/// The quality bar's ratings: gpg-agent's percentage for a passphrase as it is typed, asked with `INQUIRE QUALITY`,
/// one inquiry at a time.
///
/// pinentry asks at every change and waits for the answer before it takes the next key. Here the dialog never
/// waits: the answer is read when gpg-agent's input is readable, and while an inquiry is out only the newest text
/// waits for it (the ones before are forgotten), so however fast keys come at most one inquiry is outstanding and
/// the last text typed is the last one rated. The text, and the line that carries it, are in locked memory
/// (``SecretBuffer``), wiped once sent or forgotten.
///
/// ```swift
/// let quality = PassphraseQuality(inquirer: inquirer)
/// quality.rate(passphraseSoFar, whenReadable: watch) { percent in meter.progress = ... }
/// quality.finish()   // once the dialog has ended, before the passphrase goes out
/// ```
@MainActor final class PassphraseQuality {
    private let inquirer: any AssuanInquiring
    /// Whether an inquiry is out.
    private var isAsking = false
    /// The newest text typed while an inquiry was out, to ask about once it is answered.
    private var waiting: (text: SecretBuffer, whenReadable: ReadinessWatch?, rated: @MainActor (Int?) -> Void)?

    init(inquirer: any AssuanInquiring) {
        self.inquirer = inquirer
    }

    /// Asks gpg-agent to rate `text`, or keeps it until the inquiry out now is answered.
    ///
    /// - Parameter rated: Called with gpg-agent's percentage (negative for a passphrase it would refuse), or `nil`
    ///   when it did not answer one.
    func rate(_ text: SecretBuffer, whenReadable: ReadinessWatch?, rated: @escaping @MainActor (Int?) -> Void) {
        guard !isAsking else {
            waiting?.text.wipe()
            waiting = (text, whenReadable, rated)
            return
        }
        isAsking = true
        let line = SecretBuffer(capacity: 16 + 3 * Assuan.maximumQualityTextLength)
        line.append(contentsOf: "QUALITY ".utf8)
        text.withUnsafeBytes { bytes in Assuan.writePlusEscaped(bytes) { line.append($0) } }
        text.wipe()
        inquirer.inquire(line, whenReadable: whenReadable) { [weak self] data in
            rated(data.flatMap(Self.percentage))
            guard let self else { return }
            isAsking = false
            if let next = waiting {
                waiting = nil
                rate(next.text, whenReadable: next.whenReadable, rated: next.rated)
            }
        }
    }

    /// Forgets a text still waiting and reads the answer to the inquiry out, so that gpg-agent's next line is a
    /// command: called once the dialog has ended, before its answer is sent.
    func finish() {
        waiting?.text.wipe()
        waiting = nil
        inquirer.finishInquiry()
    }

    /// The percentage in gpg-agent's answer, as pinentry reads it: a number, kept within -100...100.
    static func percentage(_ data: String) -> Int? {
        Int(String(data.drop { $0 == " " || $0 == "\t" }.prefix { $0 == "-" || $0.isASCII && $0.isNumber }))
            .map { min(max($0, -100), 100) }
    }
}
