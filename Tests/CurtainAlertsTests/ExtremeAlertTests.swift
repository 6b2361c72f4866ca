import Foundation
import CurtainTestSupport
import Testing
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews
import Wayland

/// Extreme but valid alerts: a megabyte of message, hundreds of buttons, control characters everywhere.
/// Each must lay out inside its parent and render in bounded time.
@Suite("Extreme alert content")
@MainActor
struct ExtremeAlertTests {
    static let parent = Size(width: 600, height: 400)

    /// About `bytes` of prose with paragraph breaks and the odd very long word.
    static func longMessage(bytes: Int) -> String {
        let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 20) + "\n"
        var text = ""
        text.reserveCapacity(bytes + paragraph.utf8.count)
        while text.utf8.count < bytes {
            text += paragraph
            if text.utf8.count % 7 == 0 { text += String(repeating: "x", count: 500) + "\n" }
        }
        return text
    }

    func expectInside(_ view: View, _ parent: Rect, _ note: String) {
        let frame = view.convert(view.bounds, to: nil)
        #expect(
            frame.minX >= parent.minX && frame.minY >= parent.minY && frame.maxX <= parent.maxX
                && frame.maxY <= parent.maxY, "\(note): \(frame) outside \(parent)")
    }

    @Test("a 1 MB message lays out and renders, cut to the display limit, inside the parent, scrolling")
    func megabyteMessage() throws {
        let message = Self.longMessage(bytes: 1 << 20)
        let alert = AlertController(title: "A very long message", message: message)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "OK"))
        let laidOut = AlertHost(alert, size: Self.parent)
        try laidOut.render(scale: 2)
        let view = try #require(alert.view as? AlertContentView)
        expectInside(view, Rect(origin: .zero, size: Self.parent), "card")
        #expect(view.textScrollView.isScrollable)
        #expect(view.buttons.allSatisfy { $0.frame.height == alert.theme.buttonHeight })
        // The label keeps the whole message but shows at most its display limit, ending in "…".
        let label = try #require(view.messageLabel)
        #expect(label.text == message)
        #expect(label.displayedText.utf8.count <= Label.maximumDisplayedLength)
        #expect(label.displayedText.hasSuffix("…") && message.hasPrefix(label.displayedText.dropLast()))
        // The display limit above is what keeps a megabyte cheap: unlimited, Pango needs about 2 s per layout
        // pass of a megabyte. How long one such alert takes is scripts/bench's "one 128k-character word".
        view.textScrollView.contentOffset = .infinity
        #expect(view.textScrollView.contentOffset == view.textScrollView.maximumContentOffset)
        try laidOut.render()
    }

    @Test("markup past the display limit is cut after parsing, keeping its formatting", arguments: [true, false])
    func longMarkupIsCutAfterParsing(_ usesMarkup: Bool) throws {
        let body = String(repeating: "<b>bold</b> & <i>more</i> ", count: 4000)
        let alert = AlertController(title: nil, message: usesMarkup ? body.replacingOccurrences(of: "& ", with: "&amp; ") : body)
        alert.usesMarkup = usesMarkup
        alert.addAction(AlertAction(title: "OK"))
        _ = AlertHost(alert, size: Self.parent)
        let label = try #require((alert.view as? AlertContentView)?.messageLabel)
        #expect(label.displayedText.hasPrefix(usesMarkup ? "bold & more " : "<b>bold</b> & <i>more</i> "))
        #expect(label.displayedText.hasSuffix("…"))
    }

    @Test(
        "hundreds of buttons: the card stays in the parent and the buttons scroll",
        arguments: [
            AlertController.Style.alert, .actionSheet,
        ])
    func hundredsOfButtons(_ style: AlertController.Style) throws {
        let alert = AlertController(title: "Choose", message: "One of many.", preferredStyle: style)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        for index in 1...300 { alert.addAction(AlertAction(title: "Option \(index)")) }
        let laidOut = AlertHost(alert, size: Self.parent)
        try laidOut.render()
        let bounds = Rect(origin: .zero, size: Self.parent)
        expectInside(laidOut.card, bounds, "card")
        let scroll: ScrollView
        let text: ScrollView
        switch laidOut.card {
        case let card as AlertContentView: (scroll, text) = (card.buttonScrollView, card.textScrollView)
        case let sheet as ActionSheetContentView:
            (scroll, text) = (sheet.buttonScrollView, sheet.textScrollView)
            expectInside(try #require(sheet.cancelButton), bounds, "the sheet's cancel button")
        default: throw CancellationError()
        }
        expectInside(scroll, bounds, "button scroll view")
        #expect(scroll.isScrollable)
        #expect(
            text.frame.height == text.sizeThatFits(Size(width: text.frame.width, height: .infinity)).height,
            "the short message keeps its full height")
        // Focus follows the keyboard into the scrolled part.
        let last = try #require(laidOut.buttons.last { $0.title == "Option 300" })
        #expect(last.becomeFocused())
        expectInside(last, scroll.convert(scroll.bounds, to: nil), "the focused last option")
        let first = try #require(laidOut.buttons.first { $0.title == "Option 1" })
        #expect(first.becomeFocused())
        #expect(scroll.contentOffset <= 1, "back at the top (the area's 1 px hairline may stay hidden)")
        expectInside(first, scroll.convert(scroll.bounds, to: nil), "the focused first option")
    }

    @Test("a long message and many buttons share the card, each at least half")
    func textAndButtonsShare() {
        #expect(AlertContentView.share(300, text: 100, buttons: 150) == (100, 150))
        #expect(AlertContentView.share(300, text: 1000, buttons: 88) == (212, 88))
        #expect(AlertContentView.share(300, text: 60, buttons: 5000) == (60, 240))
        #expect(AlertContentView.share(300, text: 1000, buttons: 5000) == (150, 150))
        #expect(AlertContentView.share(0, text: 10, buttons: 10) == (0, 0))
    }

    @Test("control characters and markup-like text in titles, messages and buttons render literally")
    func controlCharactersRenderSafely() throws {
        let nasty = "\u{1B}[31mred\u{1B}[0m <b>bold</b> &amp; \u{0}nul\u{7}\u{8}\r\u{85}\u{202E}evil\u{FEFF} %s %n"
        let alert = AlertController(title: nasty, message: nasty + "\n" + nasty)
        alert.addAction(AlertAction(title: nasty, style: .cancel))
        alert.addAction(AlertAction(title: "OK " + nasty))
        let host = AlertHost(alert, size: Self.parent)
        try host.render(scale: 2)
        let view = try #require(alert.view as? AlertContentView)
        let shown = "[31mred[0m <b>bold</b> &amp; nul\u{202E}evil\u{FEFF} %s %n"
        #expect(view.titleLabel?.displayedText == shown)
        #expect(view.messageLabel?.displayedText == shown + "\n" + shown)
        #expect(view.titleLabel?.text == nasty, "the label keeps what it was given")
        #expect(host.buttons.map(\.title).contains(nasty))
        expectInside(view, Rect(origin: .zero, size: Self.parent), "card")
    }
}
