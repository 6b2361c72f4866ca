import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews
@testable import curtain

/// User text reaches the screen literally unless `--markup` asks for Pango markup: the whole path from the
/// command line through ``AlertRequest`` and ``AlertController`` to the labels and buttons.
@Suite("Markup only with --markup")
@MainActor
struct MarkupSecurityTests {
    static let hostile = "<span foreground=\"red\" size=\"100000\">big</span> <b>&amp;</b> &#60;i&#62; <"

    /// The alert card the CLI would show for `curtain alert <arguments>`.
    func card(_ arguments: [String]) throws -> AlertContentView {
        guard case .success(.alert(let request)) = parse(["alert"] + arguments) else {
            throw UsageError("did not parse: \(arguments)")
        }
        let alert = request.makeAlertController { _ in }
        let card = alert.makeCardView(in: Size(width: 600, height: 400))
        return try #require(card as? AlertContentView)
    }

    @Test("without --markup, title, message and buttons show tags and entities as typed")
    func plainByDefault() throws {
        let view = try card(["--title", Self.hostile, "--message", Self.hostile, "--button", Self.hostile])
        #expect(view.titleLabel?.displayedText == Self.hostile)
        #expect(view.messageLabel?.displayedText == Self.hostile)
        #expect(view.buttons.map(\.title) == [Self.hostile])
    }

    @Test("with --markup, title and message are parsed; button labels stay plain")
    func markupWhenAsked() throws {
        let view = try card(["--markup", "--title", "<b>Bold</b> &amp; co", "--message", Self.hostile, "--button", "<b>OK</b>"])
        #expect(view.titleLabel?.displayedText == "Bold & co")
        #expect(view.messageLabel?.displayedText == Self.hostile, "invalid markup (a stray <) shows its source")
        #expect(view.buttons.map(\.title) == ["<b>OK</b>"])
    }

    /// zenity's message dialogs parse `--text` as markup (scripts written for zenity escape it); `--no-markup`
    /// makes it plain, and the curtain-native `alert` command never parses without `--markup`.
    @Test("zenity compatibility: --text is markup as in zenity, plain with --no-markup")
    func zenityText() throws {
        func shown(_ arguments: [String]) throws -> [String] {
            guard case .success(.zenity(let request)) = parse(arguments) else { throw UsageError("did not parse") }
            let alert = request.alert.makeAlertController { _ in }
            let view = try #require(alert.makeCardView(in: Size(width: 600, height: 400)) as? AlertContentView)
            return [view.titleLabel?.displayedText, view.messageLabel?.displayedText].compactMap { $0 }
        }
        #expect(try shown(["--info", "--no-markup", "--text", Self.hostile]).contains(Self.hostile))
        #expect(try shown(["--info", "--text", "<b>Bold</b> &amp; co"]).contains("Bold & co"))
    }
}
