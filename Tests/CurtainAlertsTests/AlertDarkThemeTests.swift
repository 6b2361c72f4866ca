@testable import CurtainAlerts
import CurtainDesktop
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews
import Testing

/// The dark theme reaches the views an alert is made of: text fields get the theme's dark well
/// and text, flat buttons its brighter tints. Written to `/tmp/curtain-alerts-dark-themed-field.png`.
@Suite("Alert dark theme")
@MainActor
struct AlertDarkThemeTests {
    static func darkAlertWithField() -> AlertController {
        let alert = AlertController(title: "Rename File", message: "Enter a new name for “Report.pdf”.", theme: .dark)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.addAction(AlertAction(title: "Rename", style: .default))
        alert.addTextField { $0.placeholder = "File name" }
        alert.addTextField { $0.text = "Quarterly Report" }
        return alert
    }

    /// How many pixels of `rect` (device px) are exactly `color`.
    static func count(_ color: Color, in surface: ImageSurface, rect: Rect) -> Int {
        let value = color.premultipliedARGB32
        var count = 0
        surface.forEachPixel { x, y, pixel in
            if pixel == value, rect.contains(Point(x: Double(x), y: Double(y))) { count += 1 }
        }
        return count
    }

    @Test("text fields and buttons take the dark theme's colours")
    func darkThemeColoursFieldsAndButtons() throws {
        let alert = Self.darkAlertWithField()
        let host = AlertHost(alert)
        let surface = try host.writePNG("/tmp/curtain-alerts-dark-themed-field.png")
        let theme = AlertTheme.dark
        for field in alert.textFields {
            #expect(field.colors == theme.fieldColors)
            let rect = AlertRenderingTests.deviceRect(of: field)
            let well = Self.count(theme.fieldColors.background, in: surface, rect: rect)
            #expect(
                well > Int(rect.width * rect.height) / 2, "a dark well, not white: \(well) of \(Int(rect.width * rect.height))")
            #expect(Self.count(.white, in: surface, rect: rect) < well / 4, "white is only text")
        }
        let buttons = host.buttons
        let rename = try #require(buttons.first { $0.title == "Rename" })
        let delete = try #require(buttons.first { $0.title == "Delete" })
        #expect(rename.tintColor == theme.tintColor && delete.destructiveColor == theme.destructiveColor)
        #expect(Self.count(theme.tintColor, in: surface, rect: AlertRenderingTests.deviceRect(of: rename)) > 20)
        #expect(Self.count(Color.systemBlue, in: surface, rect: AlertRenderingTests.deviceRect(of: rename)) == 0)
        #expect(Self.count(theme.destructiveColor, in: surface, rect: AlertRenderingTests.deviceRect(of: delete)) > 20)
    }

    @Test("the light theme keeps the views' defaults")
    func lightThemeKeepsDefaults() throws {
        let alert = AlertController(title: "Name", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        alert.addTextField()
        _ = AlertHost(alert)
        #expect(alert.textFields[0].colors == .light)
        #expect(alert.actions[0].button?.tintColor == .systemBlue)
    }

    @Test("a rounded theme fills a preferred destructive action with the theme's destructive colour")
    func roundedPreferredDestructiveUsesTheThemesColour() throws {
        var theme = AlertTheme.dark
        theme.buttonLook = .rounded
        let alert = AlertController(title: "Erase disk?", message: nil, theme: theme)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let erase = AlertAction(title: "Erase", style: .destructive)
        alert.addAction(erase)
        alert.preferredAction = erase
        let host = AlertHost(alert)
        let button = try #require(host.buttons.first { $0.title == "Erase" })
        #expect(button.style == .filled(theme.destructiveColor))
        #expect(theme.destructiveColor != .systemRed)
    }

    @Test("the alert theme follows dark mode and takes the accent colour; nothing known means light")
    func themeFollowing() {
        #expect(AlertTheme.following(nil).backgroundColor == AlertTheme.light.backgroundColor)
        #expect(AlertTheme.following(DesktopSettings(colorScheme: .light)).backgroundColor == AlertTheme.light.backgroundColor)
        let dark = AlertTheme.following(
            DesktopSettings(
                colorScheme: .dark,
                accentColor: .init(red: 1, green: 0, blue: 0.5)))
        #expect(dark.backgroundColor == AlertTheme.dark.backgroundColor)
        #expect(dark.tintColor == Color(red: 1, green: 0, blue: 0.5) && dark.accentColor == dark.tintColor)
    }
}
