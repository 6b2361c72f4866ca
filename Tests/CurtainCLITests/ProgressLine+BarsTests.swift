import Curtain
import Testing
@testable import curtain

/// yad 0.40's `--multi-progress` lines, `N:VALUE` for the bar `N`, as `src/multi-progress.c` reads them; what yad
/// does with them on screen is compared live in `YadProgressIntegrationTests`.
@Suite("progress: yad's N:VALUE lines for several bars", .blocking)
struct ProgressLineBarsTests {
    /// A NORM, an RTL, a PULSE and a PERM bar.
    static let kinds: [ProgressRequest.Bar.Kind] = [.normal, .rightToLeft, .pulse, .permanent]

    func parse(_ line: String) -> ProgressLine { ProgressLine.parse(line, bars: Self.kinds) }

    @Test("N:PERCENT sets bar N (from 1) of a NORM or RTL bar to its leading digits, capped at 100")
    func percentages() {
        #expect(parse("1:45") == .percentage(45, bar: 0))
        #expect(parse("2:45%") == .percentage(45, bar: 1))
        #expect(parse("1:99.9") == .percentage(99, bar: 0))
        #expect(parse("1:150") == .percentage(100, bar: 0))
        #expect(parse("1:" + String(repeating: "9", count: 400)) == .percentage(100, bar: 0))
        #expect(parse("1:0") == .percentage(0, bar: 0))
    }

    @Test("N is read as atoi reads it: white space and a sign first, anything after the digits")
    func barNumbers() {
        #expect(parse(" 1:50") == .percentage(50, bar: 0))
        #expect(parse("+2:50") == .percentage(50, bar: 1))
        #expect(parse("1 :50") == .percentage(50, bar: 0))
        #expect(parse("01:50") == .percentage(50, bar: 0))
        #expect(parse("1x:50") == .percentage(50, bar: 0))
    }

    @Test("bars outside 1...N, lines without a colon and values not starting with a digit are ignored")
    func ignored() {
        for line in ["0:50", "5:50", "-1:50", "x:50", ":50", "1", "50", "", "1:", "1: 50", "1:-5", "1:+5", "1:abc"] {
            #expect(parse(line) == .ignored, "\(line.debugDescription)")
        }
    }

    @Test("N:#TEXT sets bar N's text, any kind, escapes expanded and white space kept")
    func text() {
        #expect(parse("1:#Copying") == .text("Copying", bar: 0))
        #expect(parse("3:# two  ") == .text(" two  ", bar: 2))
        #expect(parse("4:#a\\nb") == .text("a\nb", bar: 3))
        #expect(parse("2:#a:b") == .text("a:b", bar: 1), "only the first colon splits")
        #expect(parse("1:#") == .text("", bar: 0))
    }

    @Test("a PULSE bar pulses at any other value; a PERM bar starts and stops, and ignores percentages")
    func pulsing() {
        #expect(parse("3:50") == .pulse(bar: 2))
        #expect(parse("3:") == .pulse(bar: 2))
        #expect(parse("3:anything") == .pulse(bar: 2))
        #expect(parse("3") == .ignored)
        #expect(parse("4:start") == .pulsating(true, bar: 3))
        #expect(parse("4:started") == .pulsating(true, bar: 3))
        #expect(parse("4:stop") == .pulsating(false, bar: 3))
        #expect(parse("4:50") == .ignored)
        #expect(parse("1:start") == .ignored)
    }
}

/// The views of a dialog with several bars: a bar for each, where its argument started it, named for a screen reader.
@Suite("progress: the views of several bars", .blocking)
@MainActor struct ProgressContentViewBarsTests {
    @Test("each bar is a progress bar named by its name's text, filled from its end for RTL, upright with --vertical")
    func bars() throws {
        var request = ProgressRequest()
        request.bars = [
            ProgressRequest.Bar(name: "<b>Files</b>", usesMarkup: true, percentage: 30),
            ProgressRequest.Bar(name: "a <b>", kind: .rightToLeft, percentage: 100),
        ]
        request.barAxis = .vertical
        let content = ProgressContentView(request: request)
        #expect(content.bars.map(\.accessibilityElement.name) == ["Files", "a <b>"])
        #expect(content.bars.map(\.accessibilityElement.role) == [.progressBar, .progressBar])
        #expect(content.bars.map(\.progress) == [0.3, 1] && content.bars.map(\.isInverted) == [false, true])
        #expect(content.bars.allSatisfy { $0.axis == .vertical })
        #expect(ProgressContentView(request: ProgressRequest()).bars.count == 1)
    }
}
