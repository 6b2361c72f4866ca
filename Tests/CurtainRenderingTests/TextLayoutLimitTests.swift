import CurtainRendering
import Testing

@MainActor @Suite("Text layout display limit")
struct TextLayoutLimitTests {
    @Test("a limit set after the text cuts what is shown at once, and lifting it shows everything again")
    func limitAfterText() {
        let layout = TextLayout(font: Font(size: 14))
        let text = String(repeating: "word ", count: 400)
        layout.setText(text)
        let whole = layout.size.width
        layout.displayLimit = 20
        #expect(layout.size.width < whole / 10, "the cut text is short: \(layout.size.width) of \(whole)")
        #expect(layout.text == text, "text keeps everything")
        layout.displayLimit = nil
        #expect(layout.size.width == whole)
    }
}
