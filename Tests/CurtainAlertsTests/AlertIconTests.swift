import CurtainTestSupport
@testable import CurtainAlerts
@testable import CurtainInput
@testable import CurtainPresentation
@testable import CurtainRendering
@testable import CurtainShell
@testable import CurtainViews
import Testing

/// ``AlertController/icon``: a symbolic shape above the title that pushes the text down and is
/// drawn in the icon's colour with a white glyph. Each icon is written to
/// `/tmp/curtain-alerts-icon-<name>.png` for eyeballing.
@Suite("Alert icons")
@MainActor
struct AlertIconTests {
    static func alert(icon: AlertIcon?, theme: AlertTheme = .light) -> AlertController {
        let alert = AlertController(title: "Disk Almost Full", message: "Free up space to keep working.", theme: theme)
        alert.icon = icon
        alert.addAction(AlertAction(title: "Later", style: .cancel))
        alert.addAction(AlertAction(title: "Manage", style: .default))
        return alert
    }

    @Test("an icon shifts the title down and makes the card taller by its height")
    func iconShiftsTheTitleDown() throws {
        let plain = AlertHost(Self.alert(icon: nil))
        let withIcon = AlertHost(Self.alert(icon: .warning))
        let plainContent = try #require(plain.card as? AlertContentView)
        let iconContent = try #require(withIcon.card as? AlertContentView)
        // The icon view plus the text stack's 4 px spacing before the title.
        let iconHeight = AlertIconView.glyphSize + AlertIconView.bottomSpacing + 4
        let plainLabel = try #require(plainContent.titleLabel)
        let iconLabel = try #require(iconContent.titleLabel)
        let plainTitle = plainLabel.convert(plainLabel.bounds, to: plainContent).minY
        let iconTitle = iconLabel.convert(iconLabel.bounds, to: iconContent).minY
        #expect(iconTitle == plainTitle + iconHeight, "\(iconTitle) vs \(plainTitle)")
        #expect(withIcon.card.frame.height == plain.card.frame.height + iconHeight)
        let icon = try #require(iconContent.iconView)
        #expect(icon.convert(icon.bounds, to: iconContent).maxY <= iconTitle)
    }

    @Test("each icon paints its colour and a white glyph at the top of the card", arguments: AlertIcon.allCases)
    func iconPaintsItsColour(_ kind: AlertIcon) throws {
        let host = AlertHost(Self.alert(icon: kind))
        let surface = try host.writePNG("/tmp/curtain-alerts-icon-\(kind.rawValue).png")
        let content = try #require(host.card as? AlertContentView)
        let icon = try #require(content.iconView)
        let rect = AlertRenderingTests.deviceRect(of: icon)
        let colour = kind.color.premultipliedARGB32
        let white = Color.white.premultipliedARGB32
        var coloured = 0, glyph = 0
        surface.forEachPixel { x, y, pixel in
            guard rect.contains(Point(x: Double(x), y: Double(y))) else { return }
            if pixel == colour { coloured += 1 }
            if pixel == white { glyph += 1 }
        }
        // At 2x the 40 pt shape covers ~5000 device pixels (the triangle about half); the glyph a few hundred.
        #expect(coloured > 1500, "\(kind): \(coloured) pixels of the icon colour")
        #expect(glyph > 100, "\(kind): \(glyph) white glyph pixels")
        // Nothing of the icon colour elsewhere on the card.
        #expect(inkPixelCount(in: surface, rect: rect, background: colour) < Int(rect.width * rect.height))
    }

    @Test("sheets ignore the icon")
    func sheetsIgnoreTheIcon() throws {
        let alert = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        alert.icon = .info
        alert.addAction(AlertAction(title: "Copy", style: .default))
        let host = AlertHost(alert)
        var found = 0
        let colour = AlertIcon.info.color.premultipliedARGB32
        try host.writePNG("/tmp/curtain-alerts-icon-sheet.png").forEachPixel { _, _, pixel in
            if pixel == colour { found += 1 }
        }
        #expect(found == 0)
    }
}
