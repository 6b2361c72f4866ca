import Curtain
import CurtainTestSupport
import Testing
@testable import curtain

@Suite("curtain alert: options", .blocking)
struct AlertCommandTests {
    @Test("no options: a single OK button, preferred, plain output, alert style")
    func defaults() throws {
        let request = try #require(alertRequest())
        #expect(request.buttons == [ButtonSpec("OK")])
        #expect(request.preferredIndex == 0)
        #expect(request.title == nil && request.message == nil)
        #expect(request.appearance.style == .alert && request.appearance.transition == .bounce)
        #expect(request.entry == nil && request.timeout == nil && request.appearance.width == nil)
        #expect(!request.usesMarkup && !request.appearance.prefersReducedMotion && !request.appearance.isOverlay)
        #expect(request.outputFormat == .plain && request.appearance.theme == .light && request.icon == nil)
    }

    @Test("--theme seed000, the bounce popup's old name, still works but is listed nowhere")
    func oldThemeNameIsAcceptedQuietly() throws {
        let request = try #require(alertRequest("--theme", "seed000"))
        #expect(request.appearance.theme == .bouncePopup)
        #expect(!AlertTheme.choices.map(\.name).contains("seed000"))
        #expect(AlertTheme.choices.map(\.name).contains("bounce-popup"))
    }

    @Test("--overlay without --transition zooms, so the screen darkens by seed 004's 0.5; a chosen transition stays")
    func overlayDefaultsToTheDimmingZoom() throws {
        #expect(try #require(alertRequest("--overlay")).appearance.transition == .zoom)
        #expect(try #require(alertRequest("--overlay", "--transition", "bounce")).appearance.transition == .bounce)
        #expect(try #require(alertRequest("--overlay", "--style", "sheet")).appearance.transition == .slide)
        #expect(try #require(alertRequest()).appearance.transition == .bounce)
    }

    @Test("every option, space syntax")
    func everyOptionWithSpaces() throws {
        let request = try #require(
            alertRequest(
                "--title", "T", "--message", "M", "--button", "Cancel:cancel", "--button", "Delete:destructive",
                "--button", "Keep:default", "--preferred", "Keep", "--style", "sheet", "--transition", "zoom",
                "--icon", "warning", "--entry", "--entry-text", "abc", "--placeholder", "name", "--secure",
                "--timeout", "2.5", "--markup", "--json", "--theme", "bounce-popup", "--reduced-motion", "--width", "420",
                "--overlay"))
        #expect(request.title == "T" && request.message == "M")
        #expect(
            request.buttons == [
                ButtonSpec("Cancel", role: .cancel), ButtonSpec("Delete", role: .destructive), ButtonSpec("Keep"),
            ])
        #expect(request.preferredIndex == 2)
        #expect(request.appearance.style == .actionSheet && request.appearance.transition == .zoom && request.icon == .warning)
        #expect(request.entry == EntryConfiguration(text: "abc", placeholder: "name", isSecure: true))
        #expect(request.timeout == .milliseconds(2500))
        #expect(request.usesMarkup && request.outputFormat == .json && request.appearance.theme == .bouncePopup)
        #expect(request.appearance.prefersReducedMotion && request.appearance.width == 420 && request.appearance.isOverlay)
    }

    @Test("every option, --option=value syntax")
    func everyOptionWithEquals() throws {
        let spaced = alertRequest(
            "--title", "a=b", "--message", "", "--button", "Go", "--preferred", "Go", "--style", "sheet",
            "--transition", "fade", "--icon", "info", "--entry-text", "x", "--placeholder", "p", "--timeout", "3",
            "--theme", "dark", "--width", "300")
        let equals = alertRequest(
            "--title=a=b", "--message=", "--button=Go", "--preferred=Go", "--style=sheet", "--transition=fade",
            "--icon=info", "--entry-text=x", "--placeholder=p", "--timeout=3", "--theme=dark", "--width=300")
        #expect(spaced != nil)
        #expect(spaced == equals)
        #expect(equals?.title == "a=b" && equals?.message == "")
    }

    @Test("values may start with a dash", arguments: ["-5", "--", "--title", "-"])
    func dashValues(_ value: String) throws {
        #expect(try #require(alertRequest("--message", value)).message == value)
    }

    @Test("arguments after -- are positional, so they are rejected")
    func doubleDash() {
        #expect(usageError(["alert", "--", "--title"]) == "curtain: unexpected argument '--title'; options start with --")
    }

    @Test("the preferred action defaults to the first non-cancel button")
    func preferredDefault() throws {
        let request = try #require(alertRequest("--button", "No:cancel", "--button", "Maybe", "--button", "Yes"))
        #expect(request.preferredIndex == 1)
        #expect(request.cancelIndex == 0)
    }

    @Test("a lone cancel button is still the preferred action")
    func preferredWhenAllCancel() throws {
        #expect(try #require(alertRequest("--button", "Close:cancel")).preferredIndex == 0)
    }

    @Test("--preferred may name the cancel button")
    func preferredCancel() throws {
        let request = try #require(alertRequest("--button", "Stop:cancel", "--button", "Go", "--preferred", "Stop"))
        #expect(request.preferredIndex == 0)
    }

    @Test("--preferred OK works against the default button")
    func preferredDefaultButton() throws {
        #expect(try #require(alertRequest("--preferred", "OK")).preferredIndex == 0)
    }

    @Test(
        "only a known role after the last colon is a role",
        arguments: [
            ("Save", ButtonSpec("Save")),
            ("Save:cancel", ButtonSpec("Save", role: .cancel)),
            ("Erase:destructive", ButtonSpec("Erase", role: .destructive)),
            ("Plain:default", ButtonSpec("Plain")),
            ("a:b", ButtonSpec("a:b")),
            ("Time: 10:30", ButtonSpec("Time: 10:30")),
            ("OK:", ButtonSpec("OK:")),
            ("x:Cancel", ButtonSpec("x:Cancel")),
            ("Label:cancel:default", ButtonSpec("Label:cancel")),
            ("a:b:destructive", ButtonSpec("a:b", role: .destructive)),
            (":)", ButtonSpec(":)")),
        ])
    func buttonRoles(_ value: String, _ expected: ButtonSpec) throws {
        #expect(try AlertCommand.parseButton(value) == expected)
    }

    @Test("single-valued options: the last one wins")
    func lastWins() throws {
        let request = try #require(alertRequest("--title", "a", "--title", "b", "--style", "sheet", "--style", "alert"))
        #expect(request.title == "b" && request.appearance.style == .alert)
    }

    @Test("the transition defaults to the style's own")
    func transitionDefaults() throws {
        #expect(try #require(alertRequest("--style", "sheet")).appearance.transition == .slide)
        #expect(
            try #require(alertRequest("--style", "sheet", "--transition", "none")).appearance.transition == TransitionStyle.none)
    }

    @Test("entry options each imply a text field")
    func entryImplied() throws {
        #expect(try #require(alertRequest("--entry")).entry == EntryConfiguration())
        #expect(try #require(alertRequest("--secure")).entry == EntryConfiguration(isSecure: true))
        #expect(try #require(alertRequest("--placeholder", "p")).entry == EntryConfiguration(placeholder: "p"))
        #expect(try #require(alertRequest("--entry-text", "t", "--entry")).entry == EntryConfiguration(text: "t"))
    }

    @Test("timeouts accept fractions, exponents and the one-year maximum", arguments: ["0.001", "1", "1e2", "31536000"])
    func timeouts(_ value: String) throws {
        #expect(try #require(alertRequest("--timeout", value)).timeout == .seconds(Double(value)!))
    }

    @Test("-h and --help print the alert help")
    func help() {
        #expect(parse(["alert", "-h"]) == .success(.help(AlertCommand.help)))
        #expect(parse(["alert", "--title", "x", "--help"]) == .success(.help(AlertCommand.help)))
    }
}
