import CurtainTestSupport
import Testing
@testable import CurtainAlerts
import CurtainInput
import CurtainRendering
import CurtainViews

@Suite("Alert layout")
@MainActor
struct AlertLayoutTests {
    let parent = Size(width: 600, height: 400)

    func alert(_ titles: [String], message: String? = "Message", style: AlertController.Style = .alert)
        -> AlertController
    {
        let alert = AlertController(title: "Title", message: message, preferredStyle: style)
        for (index, title) in titles.enumerated() {
            alert.addAction(AlertAction(title: title, style: index == 0 && titles.count > 1 ? .cancel : .default))
        }
        return alert
    }

    func content(_ alert: AlertController) throws -> AlertContentView {
        _ = AlertHost(alert, size: parent)
        return try #require(alert.view as? AlertContentView)
    }

    /// A hidden accessory view takes no room, as in a stack view: shown later (a system prompt's warning), the card
    /// measures taller by the view and its spacing, and the buttons move down under it.
    @Test("a hidden accessory view takes no room until it is shown")
    func hiddenAccessoryTakesNoRoom() throws {
        let plain = alert(["Cancel", "OK"])
        plain.addTextField { _ in }
        let warned = alert(["Cancel", "OK"])
        warned.addTextField { _ in }
        let warning = Label(text: "This prompt does not have the keyboard.")
        warning.isHidden = true
        warned.addAccessoryView(warning)
        #expect(warned.layout(in: parent) == plain.layout(in: parent), "hidden, the card is the plain one")
        warning.isHidden = false
        let shown = warned.layout(in: parent)
        #expect(shown.height > plain.layout(in: parent).height + warning.sizeThatFits(.unbounded).height)
        let view = try content(warned)
        let button = view.buttons[0].convert(view.buttons[0].bounds, to: nil)
        #expect(warning.frame.height > 0 && button.minY >= warning.convert(warning.bounds, to: nil).maxY)
    }

    @Test("two short titles sit side by side with cancel leading")
    func twoShortButtons() throws {
        let view = try content(alert(["Cancel", "OK"]))
        #expect(view.areButtonsSideBySide)
        let buttons = view.buttons
        #expect(buttons.map(\.title) == ["Cancel", "OK"])
        #expect(buttons[0].frame.minY == buttons[1].frame.minY)
        #expect(buttons[0].frame.maxX <= buttons[1].frame.minX)
    }

    @Test("right to left the row reads from the right: cancel on the right, and Left moves on to the next button")
    func rightToLeftButtons() throws {
        let alert = alert(["Cancel", "OK"])
        let host = AlertHost(alert, size: parent)
        host.root.layoutDirection = .rightToLeft
        host.root.layoutIfNeeded()
        let view = try #require(alert.view as? AlertContentView)
        let buttons = view.buttons
        #expect(buttons.map(\.title) == ["Cancel", "OK"], "Tab still reads cancel first")
        #expect(buttons[1].frame.maxX <= buttons[0].frame.minX, "OK \(buttons[1].frame), Cancel \(buttons[0].frame)")
        buttons[0].becomeFocused()
        #expect(alert.handleKey(KeyEvent(keysym: .left)))
        #expect(buttons[1].isFocused, "Left moved to OK, on the left")
    }

    @Test("three buttons, or two long titles, stack vertically with cancel last")
    func stackedButtons() throws {
        let three = try content(alert(["Cancel", "Save", "Discard"]))
        #expect(!three.areButtonsSideBySide)
        #expect(three.buttons.map(\.title) == ["Save", "Discard", "Cancel"])
        let frames = three.buttons.map(\.frame)
        #expect(frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY)
        #expect(frames.allSatisfy { $0.width == frames[0].width })

        let long = try content(alert(["Keep Editing the Document", "Discard All Changes"]))
        #expect(!long.areButtonsSideBySide)
        #expect(long.buttons.map(\.title) == ["Discard All Changes", "Keep Editing the Document"])
    }

    @Test("width is clamped to 270–560 px and to the parent minus margins")
    func widthClamps() {
        let alert = alert(["OK"])
        #expect(alert.layout(in: parent).width == 270)
        alert.theme.preferredWidth = 120
        #expect(alert.cardWidth(in: parent) == 270)
        alert.theme.preferredWidth = 2000
        #expect(alert.cardWidth(in: Size(width: 1600, height: 900)) == 560)
        #expect(alert.cardWidth(in: parent) == 560)
        let narrow = Size(width: 250, height: 400)
        #expect(alert.cardWidth(in: narrow) == 210)
        let frame = alert.layout(in: narrow)
        #expect(frame.minX == 20 && frame.maxX == 230)
        let sheet = self.alert(["Cancel", "OK"], style: .actionSheet)
        #expect(sheet.cardWidth(in: Size(width: 1200, height: 800)) == 560)
        #expect(sheet.cardWidth(in: Size(width: 320, height: 600)) == 304)
    }

    @Test("a long message scrolls inside a card that fits the parent")
    func longMessageScrolls() throws {
        let message = String(repeating: "A very long message that keeps going. ", count: 80)
        let alert = alert(["Cancel", "OK"], message: message)
        let host = AlertHost(alert, size: parent)
        let frame = host.card.frame
        #expect(frame.minY >= 20 && frame.maxY <= parent.height - 20)
        let view = try #require(host.card as? AlertContentView)
        _ = try host.writePNG("/tmp/curtain-alerts-layout-long.png")
        let scroll = view.textScrollView
        #expect(scroll.isScrollable)
        #expect(scroll.frame.maxY <= view.buttons[0].convert(Point.zero, to: view).y)
        let inside = scroll.convert(Point(x: scroll.bounds.midX, y: scroll.bounds.midY), to: nil)
        host.root.handlePointerEvent(PointerEvent(kind: .scroll(dx: 0, dy: 60), x: inside.x, y: inside.y))
        #expect(scroll.contentOffset == 60)
        #expect(alert.layout(in: Size(width: 600, height: 200)).height == 160)
    }

    @Test("a short alert is centred and as tall as its content")
    func shortAlertCentred() {
        let frame = alert(["OK"]).layout(in: parent)
        #expect(frame.midX == 300 && abs(frame.midY - 200) <= 1)
        #expect(frame.height > 100 && frame.height < 160)
    }

    @Test("an action sheet rests on the bottom edge with cancel in its own card below")
    func actionSheetLayout() throws {
        let sheet = alert(["Cancel", "Copy", "Move"], style: .actionSheet)
        let host = AlertHost(sheet, size: parent)
        let frame = host.card.frame
        #expect(frame.maxY == parent.height - 8)
        let view = try #require(host.card as? ActionSheetContentView)
        let cancelCard = try #require(view.cancelCard)
        #expect(cancelCard.frame.minY - view.actionsCard.frame.maxY == ActionSheetContentView.cancelGap)
        #expect(cancelCard.frame.maxY == frame.height)
        #expect(view.buttons.map(\.title) == ["Copy", "Move", "Cancel"])
        #expect(view.cancelButton?.isDescendant(of: cancelCard) == true)
    }

    @Test("an accessory view sits under the text fields, as wide as they are, and the card grows by its height")
    func accessoryViewUnderTheFields() throws {
        func alert(withMeter: Bool) -> AlertController {
            let alert = AlertController(title: "Passphrase", message: "Enter a new passphrase")
            alert.addTextField { $0.isSecureTextEntry = true }
            if withMeter { alert.addAccessoryView(ProgressBar()) }
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "OK"))
            return alert
        }
        let plain = AlertHost(alert(withMeter: false), size: parent)
        let metered = alert(withMeter: true)
        let host = AlertHost(metered, size: parent)
        let meter = try #require(metered.accessoryViews.first)
        let field = try #require(metered.textFields.first)
        #expect(meter.superview === host.card)
        #expect(meter.frame.minY - field.frame.maxY == AlertContentView.fieldSpacing)
        #expect(meter.frame.minX == field.frame.minX && meter.frame.width == field.frame.width)
        #expect(meter.frame.height > 0)
        #expect(
            host.card.frame.height - plain.card.frame.height == meter.frame.height + AlertContentView.fieldSpacing,
            "\(plain.card.frame) then \(host.card.frame)")
    }

    @Test("markup is off by default and on only when asked")
    func markup() throws {
        let plain = AlertController(title: "<b>Bold</b>", message: "a & b")
        plain.addAction(AlertAction(title: "OK"))
        let plainView = try content(plain)
        #expect(plainView.titleLabel?.text == "<b>Bold</b>")
        #expect(plainView.titleLabel?.markup == nil)

        let rich = AlertController(title: "<b>Bold</b>", message: "<i>x</i>")
        rich.usesMarkup = true
        rich.addAction(AlertAction(title: "OK"))
        let richView = try content(rich)
        #expect(richView.titleLabel?.markup == "<b>Bold</b>")
        let plainWidth = plainView.titleLabel!.intrinsicContentSize.width
        #expect(richView.titleLabel!.intrinsicContentSize.width < plainWidth)
    }

    @Test("a Chinese message renders real glyphs")
    func chineseMessage() throws {
        let alert = AlertController(title: "删除文件？", message: "此操作无法撤销。文件将被永久删除。")
        alert.addAction(AlertAction(title: "取消", style: .cancel))
        alert.addAction(AlertAction(title: "删除", style: .destructive))
        let host = AlertHost(alert, size: parent)
        let view = try #require(host.card as? AlertContentView)
        let surface = try host.writePNG("/tmp/curtain-alerts-chinese.png")
        let message = try #require(view.messageLabel)
        #expect(message.unknownGlyphCount == 0 && view.titleLabel?.unknownGlyphCount == 0)
        let rect = AlertRenderingTests.deviceRect(of: message)
        #expect(inkPixelCount(in: surface, rect: rect, background: AlertTheme.light.backgroundColor.premultipliedARGB32) > 200)
    }
}
