import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews
import Wayland

/// Issue 3, text: typing through weston under other keymaps, dead keys, key repeat at the compositor's
/// rate, grapheme-wise Backspace, secure entry that never renders its text, and CJK glyphs.
///
/// Serialized and on the main actor: Pango is not thread-safe.
@Suite(.serialized, .integrationTimeLimit, .mainActorTurns) @MainActor struct TextInputIntegrationTests {
    /// A window with one focused text field, shown.
    private func showField(_ fixture: WindowFixture, secure: Bool = false) async throws -> (Window, PixelRect, TextField) {
        let window = Window(
            application: fixture.app, title: "field", appID: "org.curtain.tests", size: Size(width: 300, height: 100))
        let field = TextField(placeholder: "")
        field.isSecureTextEntry = secure
        field.frame = Rect(x: 20, y: 30, width: 260, height: 40)
        window.contentView.addSubview(field)
        let frame = try await fixture.show(window)
        try await fixture.waitForKeyboardFocus(window)
        field.becomeFocused()
        return (window, frame, field)
    }

    @Test func germanKeymapTypesZForTheYKey() async throws {
        let fixture = try WindowFixture()
        let (_, _, field) = try await showField(fixture)
        try await fixture.tap(.y)
        try await fixture.setKeymap(layout: "de")
        try await fixture.tap(.y)
        try await fixture.tap(.a, holding: [.leftShift])
        #expect(field.text == "yzA")
    }

    @Test func deadAcuteThenEComposesEAcute() async throws {
        let fixture = try WindowFixture()
        let (_, _, field) = try await showField(fixture)
        // US international: the apostrophe key is dead_acute.
        try await fixture.setKeymap(layout: "us", variant: "intl")
        let apostrophe = EvdevKey(rawValue: 40)
        let e = EvdevKey(rawValue: 18)
        try await fixture.tap(apostrophe)
        #expect(field.text.isEmpty, "a dead key types nothing by itself")
        try await fixture.tap(e)
        #expect(field.text == "é")
        // German: the key left of Backspace is dead_acute too.
        try await fixture.setKeymap(layout: "de")
        try await fixture.tap(EvdevKey(rawValue: 13))
        try await fixture.tap(e)
        #expect(field.text == "éé")
    }

    /// The repeat timer fires in every slot of the compositor's schedule that the loop is free for.
    ///
    /// Counting characters against the time held would measure the machine's load as much as the keyboard: a loop
    /// held up for a few intervals delivers one repeat, not a burst (``Keyboard`` merges the slots it missed). So a
    /// probe timer on the same loop, ticking every 2 ms, shows when the loop was free, and every slot it was free
    /// for must hold exactly one repeat.
    @Test(.holdsTheMainActor) func heldKeyRepeatsAtTheCompositorsRate() async throws {
        let fixture = try WindowFixture()
        let (_, _, field) = try await showField(fixture)
        let keyboard = try #require(fixture.app.seats.first?.keyboard)
        // weston.ini(5)'s defaults, from wl_keyboard.repeat_info; before it arrives Curtain assumes 25 per second after 600 ms.
        #expect(keyboard.keyRepeat.rate == 40)
        #expect(keyboard.keyRepeat.delay == .milliseconds(400))
        let interval = try #require(keyboard.keyRepeat.interval)
        var repeats: [Duration] = []
        let tap = KeyboardTap(keyboard)
        defer { withExtendedLifetime(tap) {} }
        tap.key = { event in
            if event.isRepeat { repeats.append(EventLoop.now()) }
        }
        var probe: [Duration] = []
        let probeTimer = fixture.app.eventLoop.addTimer(after: .milliseconds(2), repeating: .milliseconds(2)) {
            probe.append(EventLoop.now())
        }
        defer { probeTimer.cancel() }

        let pressedBefore = EventLoop.now()
        fixture.input.key(EvdevKey.a.rawValue, state: .pressed)
        try await fixture.sync()
        let firstDue = try #require(keyboard.keyRepeat.nextFire, "a held letter schedules a repeat")
        #expect(firstDue >= pressedBefore + .milliseconds(400), "the first repeat waits for the delay")
        // Blocking: another suite's window holding the main actor would hold the timers back.
        try fixture.runBlocking(timeout: .milliseconds(400) + interval * 20) { false }
        fixture.input.key(EvdevKey.a.rawValue, state: .released)
        try await fixture.sync()
        let released = EventLoop.now()
        let count = field.text.count
        try await fixture.run(for: interval * 3)
        #expect(field.text.count == count, "repeat stops on release")
        #expect(field.text.allSatisfy { $0 == "a" })
        #expect(count == repeats.count + 1, "each repeat types one character")

        func slot(_ time: Duration) -> Int { Int(((time - firstDue) / interval).rounded(.down)) }
        let slots = repeats.map(slot)
        #expect(slots.allSatisfy { $0 >= 0 }, "nothing repeats before the delay: \(slots)")
        #expect(zip(slots, slots.dropFirst()).allSatisfy { $0 < $1 }, "at most one repeat per interval: \(slots)")
        // A slot the loop was free for: two probe ticks in its first half, after the repeat's timer was due. The
        // second tick's wait began with that timer ready, so the repeat is handled in the same turn of the loop.
        let lastSlot = slot(released) - 1
        let freeSlots = (0..<max(0, lastSlot)).filter { k in
            let start = firstDue + interval * k + .milliseconds(1)
            return probe.filter { $0 >= start && $0 < start + interval / 2 }.count >= 2
        }
        let missed = freeSlots.filter { !slots.contains($0) }
        #expect(missed.isEmpty, "slots \(missed) had no repeat while the loop was free; repeats in \(slots)")
        #expect(freeSlots.count >= 5, "the probe saw the loop free for only \(freeSlots.count) of \(lastSlot) slots")
    }

    @Test func backspaceRemovesAWholeGrapheme() async throws {
        let fixture = try WindowFixture()
        let (_, _, field) = try await showField(fixture)
        field.text = "ae\u{301}"
        try await fixture.tap(.backspace)
        #expect(field.text == "a")
        try await fixture.tap(.backspace)
        #expect(field.text.isEmpty)
    }

    @Test func secureFieldNeverRendersItsText() async throws {
        let fixture = try WindowFixture()
        let (window, frame, field) = try await showField(fixture, secure: true)
        try fixture.weston.waitForBackground()
        let region = screenRect(of: field, in: frame)
        field.text = "hunter42"
        let first = try await fixture.screenshot(of: window)
        #expect(!field.textLayout.text.contains("hunter"))
        field.text = "passw0rd"
        let second = try await fixture.screenshot(of: window)
        #expect(!field.textLayout.text.contains("passw0rd"))
        #expect(crop(first, region) == crop(second, region), "two secrets of one length look the same")
        #expect(first.count(of: .black, tolerance: 60, in: region) > 20, "the bullets show")
    }

    @Test func chineseTextRendersAsGlyphsNotTofu() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "cjk", appID: "org.curtain.tests", size: Size(width: 300, height: 120))
        let chinese = Label(text: "你好世界", font: Font(size: 24))
        let missing = Label(text: "\u{E000}\u{E001}\u{E002}\u{E003}", font: Font(size: 24))
        chinese.frame = Rect(x: 10, y: 10, width: 200, height: 40)
        missing.frame = Rect(x: 10, y: 60, width: 200, height: 40)
        window.contentView.addSubview(chinese)
        window.contentView.addSubview(missing)
        let frame = try await fixture.show(window)
        try fixture.weston.waitForBackground()
        let shot = try await fixture.screenshot(of: window)
        let chineseInk = try #require(
            shot.boundingBox(notMatching: .white, tolerance: 60, in: screenRect(of: chinese, in: frame)))
        let tofuInk = try #require(shot.boundingBox(notMatching: .white, tolerance: 60, in: screenRect(of: missing, in: frame)))
        #expect(chineseInk.width > 70 && chineseInk.height > 15, "\(chineseInk)")
        // The same crop size at both ink origins: glyphs and missing-glyph boxes must not look alike.
        let size = (width: min(chineseInk.width, tofuInk.width), height: min(chineseInk.height, tofuInk.height))
        let glyphs = crop(shot, PixelRect(x: chineseInk.x, y: chineseInk.y, width: size.width, height: size.height))
        let tofu = crop(shot, PixelRect(x: tofuInk.x, y: tofuInk.y, width: size.width, height: size.height))
        let differing = zip(glyphs, tofu).filter { !$0.matches($1, tolerance: 60) }.count
        #expect(differing > glyphs.count / 10, "\(differing) of \(glyphs.count) pixels differ from tofu")
    }
}
