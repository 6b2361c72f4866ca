import CurtainTestSupport
import Testing
import Wayland
@testable import CurtainShell

/// A window title longer than one Wayland message can carry is shortened where the user sees it: after whole
/// characters, with an ellipsis.
@MainActor @Suite("Window titles on the wire", .blocking)
struct ToplevelTitleTests {
    @Test func aTitleThatFitsIsSentWhole() {
        #expect(ToplevelSurface.wireTitle("Unsaved changes") == "Unsaved changes")
        let longest = String(repeating: "x", count: WireLimits.longestLoneString)
        #expect(ToplevelSurface.wireTitle(longest) == longest)
    }

    @Test func aLongTitleEndsInAnEllipsisAndFitsOneMessage() {
        let title = ToplevelSurface.wireTitle(String(repeating: "x", count: 10_000))
        #expect(title.hasSuffix("…"))
        #expect(title.utf8.count == WireLimits.longestLoneString)
        #expect(WireLimits.messageSize(of: [.string(title)]) <= WireLimits.messageSize)
    }

    @Test func theCutFallsBetweenCharactersNotInsideOne() {
        // A flag is two 4-byte scalars, and "e" plus a combining acute accent is one character of 3 bytes:
        // the cut keeps whole characters only.
        for character in ["🇫🇷", "e\u{301}", "👩‍👩‍👧"] {
            let title = ToplevelSurface.wireTitle(String(repeating: character, count: 5_000))
            let kept = title.dropLast()
            #expect(title.last == "…")
            #expect(kept.allSatisfy { String($0) == character }, "\(character)")
            #expect(title.utf8.count <= WireLimits.longestLoneString)
            #expect(title.utf8.count > WireLimits.longestLoneString - character.utf8.count - 3)
        }
    }
}
