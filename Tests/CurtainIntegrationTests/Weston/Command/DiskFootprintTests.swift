import CurtainTestSupport
import Foundation
import Testing

/// `curtain alert` writes nothing of the user's anywhere: with fresh, empty home, XDG and temporary directories
/// and working directory, an answered alert (with typed text) leaves every one of them empty, but for the start-up
/// font cache (`$XDG_CACHE_HOME/curtain/fonts`, docs/architecture.md), which its font thread may write once the
/// alert is up: fonts, files and settings, and not a character of the message, the title or what was typed.
@Suite("curtain leaves no files behind", .integrationTimeLimit, .blocking)
struct DiskFootprintTests {
    /// Every file and directory below `path`, relative to it.
    static func contents(of path: String) -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
    }

    @Test("an answered alert with an entry leaves HOME, XDG_*_HOME, TMPDIR and the working directory empty")
    func alertWritesNothing() throws {
        let root = NSTemporaryDirectory() + "curtain-footprint-\(UUID().uuidString)"
        let names = ["home", "config", "cache", "data", "state", "tmp", "work"]
        for name in names {
            try FileManager.default.createDirectory(atPath: "\(root)/\(name)", withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let weston = try WestonHarness()
        let client = try TestClient.connecting(to: weston)
        let input = try TestInput(client)
        let run = try CurtainProcess(
            [
                "alert", "--title", "Secret", "--message", "Type the password", "--entry", "--button", "Cancel:cancel",
                "--button", "OK", "--transition", "zoom",
            ],
            on: weston,
            environment: [
                "HOME": "\(root)/home", "XDG_CONFIG_HOME": "\(root)/config", "XDG_CACHE_HOME": "\(root)/cache",
                "XDG_DATA_HOME": "\(root)/data", "XDG_STATE_HOME": "\(root)/state", "TMPDIR": "\(root)/tmp",
            ],
            directory: "\(root)/work")
        _ = try run.waitForPresentation(input)
        try input.sync()
        for key in [EvdevKey.q, .a, .z, .x, .c, .v] { input.tap(key) }
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("qazxcv"), "\(result.stdout)")
        for name in names {
            let fontCache = ["curtain", "curtain/fonts"]
            let left = Self.contents(of: "\(root)/\(name)").filter { name != "cache" || !fontCache.contains($0) }
            #expect(left.isEmpty, "curtain wrote into \(name): \(left)")
        }
        if let cache = FileManager.default.contents(atPath: "\(root)/cache/curtain/fonts") {
            let text = String(decoding: cache, as: UTF8.self)
            for words in ["qazxcv", "Secret", "Type the password"] {
                #expect(!text.contains(words), "the font cache holds \(words)")
            }
        }
    }
}
