import Curtain

/// A pinentry's `INQUIRE`s on its own input and output: the line goes out, and gpg-agent's answer is read from the
/// same ``AssuanLineReader`` the commands come from, when the dialog's event loop sees it readable or, at the end,
/// blocking.
///
/// One inquiry at a time (``PassphraseQuality`` keeps it so). The answer is read as pinentry reads it
/// (``Assuan/InquiryReply``): comment and blank lines are skipped, and a line too long is skipped too, so
/// that no line of the answer is ever taken for a command.
@MainActor final class AssuanInquirer: AssuanInquiring {
    private let reader: AssuanLineReader
    private let output: StandardStream
    private var reply = Assuan.InquiryReply()
    /// The inquiry out: what to call with its answer.
    private var answered: (@MainActor (String?) -> Void)?
    /// Stops the event loop's watch of the input.
    private var stopWatching: (@MainActor () -> Void)?

    init(reader: AssuanLineReader, output: StandardStream) {
        self.reader = reader
        self.output = output
    }

    func inquire(_ line: SecretBuffer, whenReadable: ReadinessWatch?, answered: @escaping @MainActor (String?) -> Void) {
        precondition(self.answered == nil, "one inquiry at a time")
        // One write of the whole line, from locked memory.
        let whole = SecretBuffer(capacity: line.count + 16)
        whole.append(contentsOf: "INQUIRE ".utf8)
        whole.append(contentsOf: line)
        whole.append(UInt8(ascii: "\n"))
        line.wipe()
        output.write(whole)
        whole.wipe()
        reply = Assuan.InquiryReply()
        self.answered = answered
        guard let whenReadable else { return finishInquiry() }
        stopWatching = whenReadable(reader.fileDescriptor) { [weak self] in self?.readAvailable() }
    }

    func finishInquiry() {
        while answered != nil {
            takeBufferedLines()
            guard answered != nil else { return }
            reader.readAvailable()
        }
    }

    /// The input is readable: one read, which does not block, and whatever lines it completes.
    private func readAvailable() {
        guard answered != nil else { return }
        reader.readAvailable()
        takeBufferedLines()
    }

    private func takeBufferedLines() {
        while answered != nil, let line = reader.bufferedLine() {
            guard case .text(let text) = line else { continue }
            reply.take(text)
            if reply.isComplete { complete(reply.answer) }
        }
        if answered != nil, reader.isAtEnd { complete(nil) }
    }

    private func complete(_ data: String?) {
        stopWatching?()
        stopWatching = nil
        let answered = self.answered
        self.answered = nil
        answered?(data)
    }
}
