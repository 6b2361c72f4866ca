import Curtain

/// One conversation with gpg-agent: each command line in, the lines that answer it out.
///
/// No I/O of its own: ``PinentryCommand`` reads stdin and writes stdout, and the dialogs come from a
/// ``PinentryDialogs``, so the whole protocol is tested with a scripted one.
///
/// ```
/// → SETDESC Enter the passphrase for%0Akey 1234      ← OK
/// → GETPIN                                           ← D secret%25
///                                                    ← OK
/// → BYE                                              ← OK closing connection
/// ```
@MainActor struct PinentrySession {
    /// What a command answers: plain lines, or lines that carry a secret (written from locked memory, then wiped).
    enum Output {
        case text(String)
        case secret(SecretBuffer)
    }

    /// The greeting gpg-agent waits for before its first command.
    static let greeting = Assuan.okLine("Pleased to meet you")

    /// The program's version, for `GETINFO version`.
    var version: String
    /// The process id, for `GETINFO pid`.
    var processID: Int32
    /// The settings so far.
    private(set) var prompt = PinentryPrompt()
    /// Whether `BYE` came: the program answers it and exits.
    private(set) var isClosed = false
    /// Sends `INQUIRE`s to gpg-agent (the quality bar's ratings); without it, the quality bar stays empty.
    var inquirer: (any AssuanInquiring)?

    init(version: String, processID: Int32) {
        self.version = version
        self.processID = processID
    }

    /// Answers one line (without its newline); a blank line or a comment gets no answer.
    mutating func handle(_ line: String, dialogs: some PinentryDialogs) -> [Output] {
        guard let command = Assuan.Command(line: line) else { return [] }
        do {
            return try answer(command, dialogs: dialogs)
        } catch {
            return [.text(error.line)]
        }
    }

    private mutating func answer(_ command: Assuan.Command, dialogs: some PinentryDialogs) throws(Assuan.Error) -> [Output] {
        let ok = [Output.text(Assuan.okLine())]
        // gpg-agent's texts carry what a key's maker chose (its user ID): shown without invisible formatting.
        let text = PromptText.shown(command.argument)
        // An empty argument clears a setting, as in pinentry.
        let value: String? = text.isEmpty ? nil : text
        switch command.verb {
        case "SETTITLE": prompt.title = value
        case "SETDESC": prompt.description = value
        case "SETPROMPT": prompt.prompt = value
        case "SETERROR": prompt.error = value
        case "SETOK": prompt.okLabel = value
        case "SETCANCEL": prompt.cancelLabel = value
        case "SETNOTOK": prompt.notOKLabel = value
        case "SETREPEAT": prompt.repeatPrompt = value ?? "Repeat:"
        case "SETREPEATERROR": prompt.repeatError = value
        case "SETQUALITYBAR": prompt.qualityBarLabel = value ?? "Quality:"
        case "SETTIMEOUT": prompt.timeoutSeconds = max(0, Int(text.trimmingBlanks) ?? 0)
        // Accepted and not shown: the key's grip, tooltips and the passphrase generator.
        case "SETKEYINFO", "SETQUALITYBAR_TT", "SETGENPIN", "SETGENPIN_TT", "SETREPEATOK", "CLEARPASSPHRASE": break
        case "OPTION": try setOption(command.rawArgument)
        case "GETINFO": return try info(text.trimmingBlanks) + ok
        case "GETPIN": return try getPIN(dialogs)
        case "CONFIRM": return try confirm(dialogs, oneButton: text.contains("--one-button"))
        case "MESSAGE": return try confirm(dialogs, oneButton: true)
        case "RESET": prompt = PinentryPrompt()
        case "NOP", "CANCEL", "END": break
        case "BYE":
            isClosed = true
            return [.text(Assuan.okLine("closing connection"))]
        default: throw .unknownCommand
        }
        return ok
    }

    // MARK: - Commands

    /// `OPTION name=value` (or `name value`, or `--name`): the ones that change a dialog are kept, the rest of
    /// what pinentry knows is accepted, anything else is `GPG_ERR_UNKNOWN_OPTION` as in pinentry.
    private mutating func setOption(_ raw: String) throws(Assuan.Error) {
        let line = raw.drop { $0 == "-" }
        let nameEnd = line.firstIndex { $0 == "=" || $0 == " " || $0 == "\t" } ?? line.endIndex
        let name = line[..<nameEnd].lowercased()
        let value = PromptText.shown(
            Assuan.unescaped(String(line[nameEnd...].drop { $0 == "=" || $0 == " " || $0 == "\t" })))
        switch name {
        case "default-ok": prompt.defaultOKLabel = value
        case "default-cancel": prompt.defaultCancelLabel = value
        case "default-prompt": prompt.defaultPrompt = value
        case _ where Self.acceptedOptions.contains(name) || name.hasPrefix("default-") || name.hasPrefix("constraints-"):
            break
        default: throw .unknownOption
        }
    }

    /// The options pinentry accepts that change nothing here: the terminal and X11 ones (a Wayland dialog has no
    /// use for them), grabs (the compositor decides), gpg-agent's cache and formatting hints.
    static let acceptedOptions: Set<String> = [
        "ttyname", "ttytype", "lc-ctype", "lc-messages", "display", "xauthority", "owner", "parent-wid", "touch-file",
        "grab", "no-grab", "allow-external-password-cache", "allow-emacs-prompt", "invisible-char",
        "formatted-passphrase", "formatted-passphrase-hint", "debug-wait",
    ]

    /// `GETINFO version|pid|flavor|ttyinfo`.
    private func info(_ what: String) throws(Assuan.Error) -> [Output] {
        let answer: String
        switch what {
        case "version": answer = version
        case "pid": answer = String(processID)
        case "flavor": answer = "curtain"
        case "ttyinfo": answer = "- - - - 0/0 -"
        default: throw .badParameter
        }
        return [.text(Assuan.dataLines(Array(answer.utf8)))]
    }

    /// `GETPIN`: the passphrase in `D` lines, `S PIN_REPEATED` first when it was typed twice. The error, the repeat
    /// and the quality bar apply to this one dialog, as in pinentry.
    private mutating func getPIN(_ dialogs: some PinentryDialogs) throws(Assuan.Error) -> [Output] {
        defer {
            prompt.error = nil
            prompt.repeatPrompt = nil
            prompt.qualityBarLabel = nil
        }
        let quality = prompt.qualityBarLabel == nil ? nil : inquirer.map(PassphraseQuality.init)
        let answer = dialogs.askForPIN(prompt, quality: quality)
        // An inquiry still out is answered before this command is: Assuan has one conversation at a time.
        quality?.finish()
        switch answer {
        case .pin(let secret, let repeated):
            let lines = SecretBuffer(capacity: secret.count * 3 + 16)
            secret.withUnsafeBytes { bytes in Assuan.writeDataLines(bytes) { lines.append($0) } }
            secret.wipe()
            var output: [Output] = repeated ? [.text(Assuan.statusLine("PIN_REPEATED"))] : []
            // An empty passphrase sends no D line, as pinentry sends none.
            if lines.count > 0 { output.append(.secret(lines)) }
            return output + [.text(Assuan.okLine())]
        case .cancelled: throw .cancelled
        case .timedOut: throw .timedOut
        case .failed: throw .noDialog
        }
    }

    /// `CONFIRM`, `CONFIRM --one-button` and `MESSAGE`.
    private mutating func confirm(_ dialogs: some PinentryDialogs, oneButton: Bool) throws(Assuan.Error) -> [Output] {
        defer { prompt.error = nil }
        let answer = dialogs.confirm(prompt, oneButton: oneButton)
        // A message has nothing to refuse: however it is closed, it was seen.
        if oneButton, answer != .timedOut, !isFailure(answer) { return [.text(Assuan.okLine())] }
        switch answer {
        case .ok: return [.text(Assuan.okLine())]
        case .notOK: throw .notConfirmed
        case .cancelled: throw .cancelled
        case .timedOut: throw .timedOut
        case .failed: throw .noDialog
        }
    }

    private func isFailure(_ answer: PinentryConfirmAnswer) -> Bool {
        if case .failed = answer { true } else { false }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
