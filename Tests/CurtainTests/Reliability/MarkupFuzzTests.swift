import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews

/// Random text through ``Markup/escape(_:)``: the escaped form must always parse as Pango markup and
/// show exactly the characters the plain-text path shows, whatever the input looks like.
@Suite("Markup escaping fuzz (seeded)")
@MainActor
struct MarkupFuzzTests {
    /// Pieces that tend to break escaping: XML specials, entities valid and not, tags, CDATA, combining marks
    /// that fuse with a special character into one grapheme, controls, bidi, emoji sequences, noncharacters.
    static let pieces: [String] = [
        "<", ">", "&", "'", "\"", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#60;", "&#x3C;", "&#0;", "&#;",
        "&#xZZ;", "&bogus;", "&", "&&", "&;", "<b>", "</b>", "<i>x</i>", "<span foreground='red'>", "</span>",
        "<!--", "-->", "<![CDATA[", "]]>", "<?xml?>", "<\u{338}", "&\u{301}", ">\u{20DD}", "'\u{300}",
        "\"\u{0327}", "\u{338}", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9F}",
        "\u{2028}", "\u{2029}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}",
        "\u{10FFFF}", "🙂", "👩‍👩‍👧", "🇩🇪", "é", "e\u{301}", "日本語", "مرحبا", "שלום", " ", "  ", "word",
    ]

    /// A random scalar from the planes text really uses, never a surrogate.
    static func randomScalar(using generator: inout SeededGenerator) -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF,
            0x1_0000...0x1_FFFF, 0x2_0000...0x10_FFFF,
        ]
        let range = ranges.randomElement(using: &generator)!
        return Unicode.Scalar(UInt32.random(in: range, using: &generator))!
    }

    static func randomText(using generator: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            if Bool.random(using: &generator) {
                text += pieces.randomElement(using: &generator)!
            } else {
                text.unicodeScalars.append(randomScalar(using: &generator))
            }
        }
        return text
    }

    @Test("3,000 random strings: escaped markup parses and shows the original text")
    func escapedTextRoundTrips() {
        var generator = SeededGenerator(seed: 0xC0FF_EE00_2026)
        let markup = TextLayout()
        let plain = TextLayout()
        for _ in 0..<3000 {
            let text = Self.randomText(using: &generator)
            let escaped = Markup.escape(text)
            #expect(
                !escaped.unicodeScalars.contains { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" },
                "\(text.debugDescription) → \(escaped.debugDescription)")
            guard markup.setMarkup(escaped) else {
                Issue.record("Pango rejected the escaped form of \(text.debugDescription): \(escaped.debugDescription)")
                continue
            }
            plain.setText(text)
            let expected = String(String.UnicodeScalarView(text.unicodeScalars.filter { !TextSystem.isStripped($0) }))
            #expect(markup.displayedText == expected, "\(text.debugDescription)")
            #expect(plain.displayedText == expected, "\(text.debugDescription)")
        }
    }

    @Test("a special character fused with a combining mark is still escaped")
    func combiningMarksDoNotHideSpecials() {
        #expect(Markup.escape("<\u{338}b>") == "&lt;\u{338}b&gt;")
        #expect(Markup.escape("&\u{301}amp;") == "&amp;\u{301}amp;")
        let layout = TextLayout()
        #expect(layout.setMarkup("<b>" + Markup.escape("a <\u{338}i> b") + "</b>"))
        #expect(layout.displayedText == "a <\u{338}i> b")
    }

    @Test("plain text is never interpreted: tags and entities show as typed")
    func plainTextIsLiteral() {
        let text = "<b>bold</b> &amp; <span foreground=\"red\">red</span> &#60;"
        let label = Label(text: text)
        #expect(label.text == text)
        #expect(TextLayout(text: text).displayedText == text)
    }
}
