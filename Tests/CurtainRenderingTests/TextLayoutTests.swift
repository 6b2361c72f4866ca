import Testing
import CurtainRendering

@Suite("Text layout")
@MainActor
struct TextLayoutTests {
    @Test("longer text measures wider")
    func longerIsWider() {
        let short = TextLayout(text: "OK").size
        let long = TextLayout(text: "OK, delete everything").size
        #expect(long.width > short.width)
        #expect(short.width > 0 && short.height > 0)
    }

    @Test("wrapping at a width increases the height")
    func wrappingAddsLines() {
        let layout = TextLayout(text: String(repeating: "word ", count: 40))
        let oneLine = layout.size
        layout.width = 150
        #expect(layout.size.height > oneLine.height * 3)
        #expect(layout.size.width <= 150)
        #expect(layout.lineCount > 3)
    }

    @Test("CJK, Arabic and Hebrew measure non-zero with no missing glyphs")
    func otherScriptsMeasureWithoutTofu() {
        for text in ["确定删除这个文件吗？", "ファイルを削除しますか", "هل تريد الحذف؟", "למחוק את הקובץ?"] {
            let layout = TextLayout(text: text)
            #expect(layout.size.width > 20, "\(text)")
            #expect(layout.unknownGlyphCount == 0, "\(text) has tofu")
        }
    }

    @Test("a noncharacter with no font is counted as unknown, so the tofu check can fail")
    func unknownGlyphsAreDetected() {
        #expect(TextLayout(text: "\u{10FFFD}").unknownGlyphCount == 1)
    }

    @Test("plain text keeps markup literal: <b> is as wide as its characters")
    func plainTextIsNotMarkup() {
        let plain = TextLayout(text: "<b>bold</b>")
        let word = TextLayout(text: "bold")
        #expect(plain.size.width > word.size.width * 2)
        #expect(!plain.isMarkup)
    }

    @Test("markup parses only when asked; invalid markup falls back to literal text")
    func markupOnRequest() {
        let layout = TextLayout()
        #expect(layout.setMarkup("<b>bold</b>"))
        let bold = layout.size.width
        #expect(bold < TextLayout(text: "<b>bold</b>").size.width)
        #expect(!layout.setMarkup("<b>unclosed"))
        #expect(!layout.isMarkup)
        #expect(layout.text == "<b>unclosed")
    }

    @Test("escaping makes user text safe inside markup")
    func markupEscaping() {
        #expect(Markup.escape(#"<b>Tom & "Jerry's"</b>"#) == "&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;")
        let layout = TextLayout()
        #expect(layout.setMarkup("<i>\(Markup.escape("a < b & c"))</i>"))
    }

    @Test("control characters other than newline and tab are removed before Pango")
    func controlCharactersStripped() {
        let dirty = TextLayout(text: "A\u{0}B\u{7}C\u{1B}[0m")
        let clean = TextLayout(text: "ABC[0m")
        #expect(dirty.size == clean.size)
        #expect(dirty.unknownGlyphCount == 0)
        #expect(TextLayout(text: "a\nb").lineCount == 2)
    }

    @Test("a line limit truncates with an ellipsis")
    func maximumLines() {
        let layout = TextLayout(text: String(repeating: "long message ", count: 50))
        layout.width = 200
        layout.maximumNumberOfLines = 2
        #expect(layout.lineCount == 2)
        #expect(layout.isEllipsized)
    }

    @Test("the caret moves right through left-to-right text and hit-testing inverts it")
    func caretPositions() {
        let layout = TextLayout(text: "abcd")
        let x1 = layout.caretRect(forUTF8Offset: 1).minX
        let x3 = layout.caretRect(forUTF8Offset: 3).minX
        #expect(x3 > x1)
        #expect(layout.utf8Offset(at: Point(x: x3 + 0.5, y: 5)) == 3)
        #expect(layout.utf8Offset(at: Point(x: 1000, y: 5)) == 4)
    }
}
