import CurtainTestSupport
import Testing
@testable import Wayland

/// libwayland sends no message over 4096 bytes: it prints `Data too big for buffer` and the connection dies.
/// The runtime cuts string arguments so that never happens.
@MainActor @Suite("Fitting requests into libwayland's message limit", .mainActorTurns, .hangGuard(minutes: 2))
struct WireLimitsTests {
    @Test func messageSizesCountTheHeaderPaddedStringsAndNoFileDescriptors() {
        #expect(WireLimits.messageSize(of: []) == 8)
        // "héllo" is 6 bytes, 7 with its NUL, padded to 8, after a 4-byte length.
        #expect(WireLimits.messageSize(of: [.string("héllo")]) == 8 + 4 + 8)
        #expect(WireLimits.messageSize(of: [.uint(1), .string(nil), .fd(3), .array([1, 2, 3, 4, 5])]) == 8 + 4 + 4 + 0 + 12)
        #expect(WireLimits.messageSize(of: [.string(String(repeating: "x", count: WireLimits.longestLoneString))]) == 4096)
    }

    @Test func argumentsThatFitAreUntouched() {
        let arguments: [Argument] = [.uint(7), .string("org.curtain.Curtain"), .string(nil)]
        let fitted = WireLimits.fitting(arguments)
        #expect(fitted.map(strings) == strings(arguments))
    }

    @Test func aLongStringIsCutToFillTheMessageExactly() throws {
        let fitted = try #require(WireLimits.fitting([.string(String(repeating: "x", count: 10_000))]))
        #expect(WireLimits.messageSize(of: fitted) == 4096)
        #expect(strings(fitted) == [String(repeating: "x", count: 4083)])
    }

    @Test func cutsNeverSplitAUTF8Sequence() throws {
        // 2-, 3- and 4-byte scalars: the cut backs up to the start of the one that would not fit whole.
        for (scalar, width) in [("é", 2), ("€", 3), ("😀", 4)] {
            let fitted = try #require(WireLimits.fitting([.string(String(repeating: scalar, count: 5_000))]))
            let text = try #require(strings(fitted).first ?? nil)
            #expect(text.unicodeScalars.allSatisfy { String($0) == scalar }, "\(scalar)")
            #expect(text.utf8.count == (WireLimits.longestLoneString / width) * width, "\(scalar)")
            #expect(WireLimits.messageSize(of: fitted) <= 4096)
        }
    }

    @Test func theLongestStringPaysFirst() throws {
        let mime = "text/plain;charset=utf-8"
        let fitted = try #require(WireLimits.fitting([.string(mime), .uint(1), .string(String(repeating: "t", count: 9_000))]))
        #expect(strings(fitted).first == mime)
        #expect(WireLimits.messageSize(of: fitted) == 4096)
    }

    @Test func onlyTheBytesBeforeANULCount() {
        // Marshalling sends C strings, which end at the first NUL: what follows never reaches the wire.
        let text = "short\0" + String(repeating: "x", count: 10_000)
        #expect(WireLimits.messageSize(of: [.string(text)]) == 8 + 4 + 8)
        #expect(WireLimits.prefix(of: text, maximumBytes: 100) == "short")
    }

    @Test(.holdsTheMainActor) func aMessageNoCutCanSaveIsRefused() {
        #expect(WireLimits.fitting([.string("a"), .array([UInt8](repeating: 0, count: 5_000))]) == nil)
    }

    /// Sent for real: a weston client whose window has a 10,000-byte title and app id keeps its connection.
    @Test(.holdsTheMainActor) func overLongStringsReachTheCompositorCutAndTheConnectionLives() throws {
        let weston = try WestonHarness()
        let client = try TestClient(weston)
        let window = try ShmWindow(client, width: 80, height: 60, color: RGBA(red: 9, green: 9, blue: 9), title: "t")
        window.toplevel.setTitle(String(repeating: "€", count: 10_000))
        window.toplevel.setAppId(String(repeating: "a", count: 10_000))
        try client.wait(for: "the window to map") { window.isMapped }
        try client.roundtrip()
        #expect(weston.isRunning)
    }

    private func strings(_ arguments: [Argument]) -> [String?] {
        arguments.compactMap { argument in
            if case .string(let value) = argument { return .some(value) }
            return nil
        }
    }
}
