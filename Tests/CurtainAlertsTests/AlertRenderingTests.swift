import CurtainTestSupport
import Testing
import CurtainAlerts
import CurtainRendering
import CurtainViews

/// Renders each alert style over a grey parent into `/tmp/curtain-alerts-*.png` for eyeballing,
/// and checks the card has ink where its parts are.
@Suite("Alert rendering")
@MainActor
struct AlertRenderingTests {
    static func alert(
        _ title: String?, _ message: String?, style: AlertController.Style = .alert,
        theme: AlertTheme = .light, actions: [(String, AlertAction.Style)]
    ) -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: style, theme: theme)
        for (title, role) in actions { alert.addAction(AlertAction(title: title, style: role)) }
        return alert
    }

    /// Device-pixel rect (2x) of `view` in root coordinates.
    static func deviceRect(of view: View) -> Rect {
        let rect = view.convert(view.bounds, to: nil)
        return Rect(x: rect.minX * 2, y: rect.minY * 2, width: rect.width * 2, height: rect.height * 2)
    }

    @Test("light alert with two buttons side by side")
    func lightAlert() throws {
        let alert = Self.alert(
            "Delete “Report.pdf”?", "This item will be deleted immediately. You can’t undo this action.",
            actions: [("Cancel", .cancel), ("Delete", .destructive)])
        let host = AlertHost(alert)
        let surface = try host.writePNG("/tmp/curtain-alerts-light.png")
        let content = try #require(host.card as? AlertContentView)
        #expect(content.areButtonsSideBySide)
        let fill = AlertTheme.light.backgroundColor.premultipliedARGB32
        for button in host.buttons {
            #expect(inkPixelCount(in: surface, rect: Self.deviceRect(of: button), background: fill) > 100)
        }
    }

    @Test("dark alert with a text field")
    func darkAlertWithField() throws {
        let alert = Self.alert(
            "Rename File", "Enter a new name for “Report.pdf”.", theme: .dark,
            actions: [("Cancel", .cancel), ("Rename", .default)])
        alert.addTextField {
            $0.placeholder = "File name"; $0.text = "Quarterly Report"
        }
        let host = AlertHost(alert)
        alert.beginAppearanceTransition(true, animated: false)
        alert.endAppearanceTransition()
        #expect(alert.textFields[0].isFocused)
        try host.writePNG("/tmp/curtain-alerts-dark-field.png")
    }

    @Test("action sheet with cancel set apart")
    func actionSheet() throws {
        let alert = Self.alert(
            "Share “Holiday.jpg”", "Choose how to share this photo.", style: .actionSheet,
            actions: [
                ("Copy Link", .default), ("Send by Email", .default),
                ("Cancel", .cancel), ("Delete Photo", .destructive),
            ])
        let host = AlertHost(alert)
        try host.writePNG("/tmp/curtain-alerts-action-sheet.png")
        let sheet = try #require(host.card as? ActionSheetContentView)
        #expect(sheet.cancelCard != nil)
    }

    @Test("seed 000 theme: orange card, plain black text, green OK")
    func bouncePopup() throws {
        let alert = Self.alert(nil, "This is a custom Alert", theme: .bouncePopup, actions: [("OK", .default)])
        let host = AlertHost(alert)
        try host.writePNG("/tmp/curtain-alerts-bounce-popup.png")
        #expect(host.card.frame.width == 560)
    }

    @Test("stacked buttons with a long scrolling message")
    func stackedLongMessage() throws {
        let paragraph = "Curtain keeps long messages inside the card: the text scrolls while the buttons stay put. "
        let alert = Self.alert(
            "Terms of Service", String(repeating: paragraph, count: 14),
            actions: [
                ("Decline", .cancel), ("Accept and Continue", .default),
                ("Remind Me Later", .default),
            ])
        let host = AlertHost(alert)
        try host.writePNG("/tmp/curtain-alerts-stacked-long.png")
        let content = try #require(host.card as? AlertContentView)
        #expect(!content.areButtonsSideBySide)
        #expect(content.textScrollView.isScrollable)
    }
}
