@testable import CurtainRendering
import Testing

@MainActor @Suite("Long words in read-only text")
struct LongWordLayoutTests {
    @Test("a long word gets a break opportunity every 8 characters, never inside a character; short words none")
    func breakOpportunities() {
        let word = String(repeating: "é", count: 70)  // e + U+0301: one character of two scalars
        let broken = TextLayout.breakingLongWords("short " + word)
        #expect(broken.hasPrefix("short é"))
        #expect(broken.unicodeScalars.filter { $0 == "\u{200B}" }.count == 8)
        #expect(!broken.contains("e\u{200B}\u{0301}"), "no break inside a character")
        #expect(TextLayout.breakingLongWords(String(repeating: "a", count: 64)).count == 64, "64 characters stay whole")
    }

    @Test("a 32,000-character word wraps at the width, the shown text has no added breaks, and laying it out is linear")
    func wrapsAtTheWidth() {
        let layout = TextLayout(font: Font(size: 14))
        layout.breaksLongWords = true
        let word = String(repeating: "a", count: 32_000)
        layout.setText(word)
        layout.width = 240
        let size = layout.size
        #expect(size.width <= 240 && size.width > 200, "lines fill the width, a few characters short at most: \(size)")
        #expect(layout.displayedText == word)
        #expect(layout.text == word)
    }
}
