import CurtainTestSupport
import Foundation
import Testing

/// `curtain-gallery` on weston: real clicks present seed 000's popup; the scripted tour presents
/// every design and writes its screenshots.
@Suite("curtain-gallery on weston", .serialized, .integrationTimeLimit, .blocking)
struct GalleryIntegrationTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput

    static let orange = RGBA(red: 255, green: 128, blue: 0)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let sectionOrange = RGBA(red: 0xE8, green: 0x74, blue: 0x0C)

    init() throws {
        weston = try WestonHarness(.init(width: 1000, height: 720))
        client = try TestClient.connecting(to: weston)
        input = try TestInput(client)
        try weston.waitForBackground()
    }

    @Test func clickingShowCustomPopUpPresentsTheOrangeCardAndReturnHidesIt() throws {
        let run = try CurtainProcess([], program: "curtain-gallery", on: weston)
        let window = try run.waitForWindow(input)
        #expect(window.title == "Curtain Gallery")
        input.parkPointer(on: weston)
        try input.sync()
        let before = try weston.screenshot { $0.boundingBox(of: Self.sectionOrange, tolerance: 2) != nil }
        // The section's tint colours its caption and fills its first button, the lowest of the two.
        let tinted = try #require(before.boundingBox(of: Self.sectionOrange, tolerance: 2, in: window.frame))
        #expect(before.count(of: Self.orange, tolerance: 3) == 0)

        input.click(at: (tinted.center.x, tinted.maxY - 10))
        input.parkPointer(on: weston)
        try input.sync()
        do {
            _ = try run.waitForPopup(input)
        } catch {
            run.stop()
            let output = try run.finish()
            Issue.record("no presentation after clicking in \(tinted): \(output.stderr)")
            return
        }
        // The bounce settles at 0.6 s; wait for the card at rest: 20 px from the window's sides.
        let shown = try weston.screenshot { shot in
            shot.boundingBox(of: Self.orange, tolerance: 3).map { $0.width == window.frame.width - 40 } ?? false
        }
        let card = try #require(shown.boundingBox(of: Self.orange, tolerance: 3))
        #expect(card.width == window.frame.width - 40, "\(card) in \(window.frame)")
        #expect(shown.count(of: Self.green, tolerance: 3, in: card) > 10_000, "the green OK button")

        input.tap(.enter)
        try input.sync()
        let hidden = try weston.screenshot { $0.count(of: Self.orange, tolerance: 3) == 0 }
        #expect(hidden.count(of: Self.orange, tolerance: 3) == 0, "okClicked hid the popup")
        run.stop()
        _ = try run.finish()
    }

    @Test func theTourPresentsEveryDesignAndWritesScreenshots() throws {
        let directory = NSTemporaryDirectory() + "curtain-tour-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CurtainProcess(["--tour", directory], program: "curtain-gallery", on: weston)
        let result = try run.finish(timeout: .seconds(60))
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count == 20, "\(files)")
        let popUp = try Screenshot(contentsOfPNG: "\(directory)/04-custompopup-bounce-2-presented.png")
        #expect(popUp.count(of: Self.orange, tolerance: 3) > 50_000, "seed 000's orange card")
        let slide = try Screenshot(contentsOfPNG: "\(directory)/06-cwpopup-slide-2-presented.png")
        #expect(slide.count(of: .white) > 40_000, "seed 002's white popup over the fade")
        let gallery = try Screenshot(contentsOfPNG: "\(directory)/01-gallery.png")
        let sheet = try Screenshot(contentsOfPNG: "\(directory)/19-actionsheet-slide-2-presented.png")
        let light = RGBA(red: 247, green: 247, blue: 247)
        #expect(
            sheet.count(of: light, tolerance: 2) > gallery.count(of: light, tolerance: 2) + 20_000,
            "the action sheet's light cards")
        #expect(files.contains("13-alert-zoom-2-presented.png"))
    }
}
