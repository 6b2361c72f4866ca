import CurtainTestSupport
import Foundation
import Testing

/// `curtain alert`'s start-up font cache (`FontStartupCache`) on weston: the first run lays out with fontconfig's
/// full configuration and writes the cache once the alert is up; the next run lays out with the cached fonts and
/// must draw the same pixels. A message in a script the cached fonts lack starts on the full configuration.
@Suite("curtain alert's start-up font cache", .serialized, .integrationTimeLimit, .blocking)
struct StartupFontCacheCommandTests {
    let weston: WestonHarness
    let client: TestClient
    let input: TestInput
    let cacheHome = NSTemporaryDirectory() + "curtain-font-cache-\(UUID().uuidString)"
    var cacheFile: String { cacheHome + "/curtain/fonts" }

    init() throws {
        weston = try WestonHarness()
        client = try TestClient.connecting(to: weston)
        input = try TestInput(client)
        try weston.waitForBackground()
    }

    /// Shows an alert, waits until weston shows it settled, answers it, and returns its window's pixels and
    /// whether it used the cache (from `CURTAIN_STATS`).
    ///
    /// With `waitingForCache`, the alert stays up until the cache file exists: it is written on a thread of its own
    /// once the alert is up, and a process that ends first leaves the writing to its next run.
    private func show(_ message: String, waitingForCache: Bool = false) throws -> (pixels: [RGBA], usedCache: Bool) {
        let stats = NSTemporaryDirectory() + "curtain-font-stats-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: stats) }
        let run = try CurtainProcess(
            [
                "alert", "--transition", "none", "--title", "Delete “draft.txt”?", "--message", message,
                "--button", "Cancel:cancel", "--button", "Delete:destructive",
            ],
            on: weston, environment: ["XDG_CACHE_HOME": cacheHome, "CURTAIN_STATS": stats])
        let frame = try run.waitUntilPresented(input).frame
        input.parkPointer(on: weston)
        try input.sync()
        // Two screenshots in a row alike: weston has repainted the window as it is.
        var pixels: [RGBA] = []
        _ = try weston.screenshot { shot in
            let now = frame.pixels(in: shot)
            defer { pixels = now }
            return now == pixels
        }
        if waitingForCache {
            #expect(waitUntil(timeout: .seconds(10)) { FileManager.default.fileExists(atPath: cacheFile) })
        }
        input.tap(.escape)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 1, "\(result.stderr)")
        let log = try String(contentsOfFile: stats, encoding: .utf8)
        return (pixels, log.contains("\"startupFontCache\": true"))
    }

    @Test("the first run writes the cache; the second lays out with it and draws the same pixels")
    func secondRunUsesTheCacheAndLooksTheSame() throws {
        defer { try? FileManager.default.removeItem(atPath: cacheHome) }
        let message = "It will be gone for good, with its 12 revisions."
        let first = try show(message, waitingForCache: true)
        #expect(!first.usedCache)
        #expect(FileManager.default.fileExists(atPath: cacheFile), "no cache after the first alert")
        let cache = try String(contentsOfFile: cacheFile, encoding: .utf8)
        #expect(cache.hasPrefix("curtain-fonts 2\n") && !cache.contains(message) && !cache.contains("draft"))

        let second = try show(message)
        #expect(second.usedCache)
        #expect(second.pixels == first.pixels, "the cached fonts drew another picture")
    }

    @Test("a message the cached fonts cannot show starts on the full configuration")
    func anUncoveredScriptStartsOnTheFullConfiguration() throws {
        defer { try? FileManager.default.removeItem(atPath: cacheHome) }
        _ = try show("Latin only.", waitingForCache: true)
        #expect(FileManager.default.fileExists(atPath: cacheFile))
        #expect(try !show("確認しますか？").usedCache)
    }
}

extension PixelRect {
    /// The pixels of this rectangle of `shot`, row by row; empty where it leaves the screenshot.
    fileprivate func pixels(in shot: Screenshot) -> [RGBA] {
        guard x >= 0, y >= 0, x + width <= shot.width, y + height <= shot.height else { return [] }
        return (y..<(y + height)).flatMap { row in (x..<(x + width)).map { shot.pixel(x: $0, y: row) } }
    }
}
