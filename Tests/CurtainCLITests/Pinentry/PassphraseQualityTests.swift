import Curtain
import Foundation
import Testing

@testable import curtain

/// gpg-agent's side of inquiries that answers only when the test says so, as a real one answers later.
@MainActor final class DeferredInquirer: AssuanInquiring {
    private(set) var sent: [String] = []
    private var pending: [@MainActor (String?) -> Void] = []
    private(set) var finishedCount = 0

    var outstanding: Int { pending.count }

    func inquire(_ line: SecretBuffer, whenReadable: ReadinessWatch?, answered: @escaping @MainActor (String?) -> Void) {
        sent.append(line.text)
        pending.append(answered)
    }

    func answer(_ data: String?) {
        pending.removeFirst()(data)
    }

    func finishInquiry() {
        finishedCount += 1
        while !pending.isEmpty { answer(nil) }
    }
}

@MainActor @Suite("curtain pinentry: the quality inquiry, one at a time and never blocking the dialog")
struct PassphraseQualityTests {
    @Test func keysTypedWhileAnInquiryIsOutWaitAndOnlyTheNewestIsAsked() {
        let inquirer = DeferredInquirer()
        let quality = PassphraseQuality(inquirer: inquirer)
        var ratings: [Int?] = []
        for text in ["a", "ab", "abc", "abc d"] {
            quality.rate(SecretBuffer(text: text), whenReadable: nil) { ratings.append($0) }
        }
        #expect(inquirer.sent == ["QUALITY a"] && inquirer.outstanding == 1, "one inquiry out")
        inquirer.answer("10")
        #expect(inquirer.sent == ["QUALITY a", "QUALITY abc+d"] && inquirer.outstanding == 1, "the newest text next")
        inquirer.answer("40")
        #expect(ratings == [10, 40])
        #expect(inquirer.outstanding == 0)
    }

    @Test func finishingReadsTheAnswerStillOutAndForgetsTheTextWaiting() {
        let inquirer = DeferredInquirer()
        let quality = PassphraseQuality(inquirer: inquirer)
        quality.rate(SecretBuffer(text: "a"), whenReadable: nil) { _ in }
        quality.rate(SecretBuffer(text: "ab"), whenReadable: nil) { _ in }
        quality.finish()
        #expect(inquirer.finishedCount == 1 && inquirer.outstanding == 0)
        #expect(inquirer.sent == ["QUALITY a"], "nothing asked once the dialog ended")
    }

    @Test func thePercentageIsReadAsPinentryReadsIt() {
        #expect(PassphraseQuality.percentage("42") == 42)
        #expect(PassphraseQuality.percentage(" -30") == -30)
        #expect(PassphraseQuality.percentage("250") == 100)
        #expect(PassphraseQuality.percentage("-250") == -100)
        #expect(PassphraseQuality.percentage("x") == nil)
    }

    /// The inquiry goes out and the call returns with nothing to read yet: the answer is read only when the
    /// descriptor is readable, through the watch a dialog's event loop gives; comment lines in it are skipped.
    @Test func theAnswerIsReadWhenTheInputIsReadableNotWhenTheInquiryIsSent() throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        defer { [input[0], input[1], output[0], output[1]].forEach { close($0) } }
        let inquirer = AssuanInquirer(
            reader: AssuanLineReader(fileDescriptor: input[0]), output: StandardStream(fileDescriptor: output[1]))
        var ready: (() -> Void)?
        var watching = false
        let watch: ReadinessWatch = { fileDescriptor, callback in
            #expect(fileDescriptor == input[0])
            ready = callback
            watching = true
            return { watching = false }
        }
        var answers: [String?] = []
        // Nothing is in the pipe: a blocking read here would never return.
        inquirer.inquire(SecretBuffer(text: "QUALITY a+b"), whenReadable: watch) { answers.append($0) }
        #expect(answers.isEmpty && watching)
        var line = [UInt8](repeating: 0, count: 64)
        let count = read(output[0], &line, line.count)
        #expect(String(decoding: line.prefix(max(count, 0)), as: UTF8.self) == "INQUIRE QUALITY a+b\n")
        for chunk in ["# gpg-agent may comment\nD 6", "0\n", "\n# again\nEND\n"] {
            _ = chunk.withCString { write(input[1], $0, strlen($0)) }
            ready?()
        }
        #expect(answers == ["60"], "D 60 read across three reads, the comments skipped")
        #expect(!watching, "the watch ends with the answer")
    }
}
