import CurtainCPango
import Foundation
import Testing

@testable import CurtainRendering

/// The start-up font cache's entry against this machine's own fontconfig configuration: a configuration built from
/// the entry must answer every request as the full one did, and the entry must stop being current when anything it
/// depends on changes. Each test makes its own configurations; none touches fontconfig's current one, which the
/// other tests' text uses.
@Suite("The start-up font cache's entry")
struct FontCacheEntryTests {
    static let requests: Set<FontCacheEntry.Request> = [
        .init(family: Font.defaultFamily, weight: 400), .init(family: Font.defaultFamily, weight: 600),
        .init(family: "Monospace", weight: 400),
    ]

    /// A full configuration, as fontconfig loads it at start.
    static func fullConfiguration() throws -> OpaquePointer {
        try #require(FcInitLoadConfigAndFonts(), "fontconfig could not load its configuration")
    }

    static func entry(_ requests: Set<FontCacheEntry.Request> = requests, environment: [String: String]? = nil) throws
        -> FontCacheEntry
    {
        let full = try fullConfiguration()
        defer { FcConfigDestroy(full) }
        return try #require(
            FontCacheEntry.resolve(
                requests, in: full, environment: environment ?? FontCacheEntry.processEnvironment()))
    }

    @Test("the built configuration answers each request with the full one's file, face, family and settings")
    func builtConfigurationAnswersAsTheFullOne() throws {
        let entry = try Self.entry()
        #expect(entry.resolutions.count == Self.requests.count)
        #expect(Set(entry.resolutions.map(\.file)).count >= 2, "regular, bold and monospace share one file")
        let built = try #require(entry.makeConfiguration())
        defer { FcConfigDestroy(built) }
        for resolution in entry.resolutions {
            let answer = try #require(FontCacheEntry.resolve(resolution.request, in: built))
            #expect(answer == resolution, "\(resolution.request)")
        }
        // Only the cached files are in it, though their folders' caches list more: a start does not sort every font.
        #expect(Set(FontCacheEntry.files(in: built)) == Set(entry.resolutions.map(\.file)))
        #expect(!entry.cacheDirectories.isEmpty, "the full configuration names fontconfig's cache folders")
    }

    @Test("without fontconfig's folder caches the configuration reads the font files and answers the same")
    func builtWithoutFolderCaches() throws {
        var entry = try Self.entry()
        entry.cacheDirectories = [NSTemporaryDirectory() + "curtain-no-font-cache-\(UUID().uuidString)"]
        let built = try #require(entry.makeConfiguration())
        defer { FcConfigDestroy(built) }
        for resolution in entry.resolutions {
            #expect(FontCacheEntry.resolve(resolution.request, in: built) == resolution, "\(resolution.request)")
        }
        #expect(Set(FontCacheEntry.files(in: built)) == Set(entry.resolutions.map(\.file)))
    }

    @Test("the cache file's text reads back as the same entry; another version's or a broken one is refused")
    func fileRoundTrip() throws {
        let entry = try Self.entry()
        #expect(FontCacheEntry(parsing: entry.serialized) == entry)
        #expect(FontCacheEntry(parsing: entry.serialized.replacingOccurrences(of: "curtain-fonts 2", with: "x")) == nil)
        #expect(FontCacheEntry(parsing: entry.serialized + "font\tSans\tbold\n") == nil)
        #expect(FontCacheEntry(parsing: "") == nil)
    }

    @Test("an entry is current until a file it depends on changes, a missing one appears or the environment moves")
    func invalidation() throws {
        let home = NSTemporaryDirectory() + "curtain-font-home-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = FontCacheEntry.processEnvironment()
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = ""
        environment["XDG_DATA_HOME"] = ""
        let entry = try Self.entry(environment: environment)
        #expect(entry.isCurrent(environment: environment))
        #expect(!entry.isCurrent(environment: environment.merging(["LANG": "ja_JP.UTF-8"]) { $1 }))

        // A user's fonts folder that did not exist: creating it may change the answers.
        #expect(entry.dependencies.contains { $0.path == home + "/.local/share/fonts" && $0.stamp == nil })
        try FileManager.default.createDirectory(atPath: home + "/.fonts", withIntermediateDirectories: true)
        #expect(!entry.isCurrent(environment: environment))
        try FileManager.default.removeItem(atPath: home + "/.fonts")
        #expect(entry.isCurrent(environment: environment))

        // A changed file: the entry records its modification time and size.
        var touched = entry
        let file = home + "/fonts.conf"
        try "<fontconfig/>".write(toFile: file, atomically: true, encoding: .utf8)
        touched.dependencies.append(.init(path: file, stamp: FontCacheEntry.stamp(of: file)))
        #expect(touched.isCurrent(environment: environment))
        try "<fontconfig></fontconfig>".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(!touched.isCurrent(environment: environment))
    }

    @Test("the cached fonts cover Latin text; a script they lack sends the start to the full configuration")
    func coverage() throws {
        let entry = try Self.entry([.init(family: Font.defaultFamily, weight: 400)])
        let built = try #require(entry.makeConfiguration())
        defer { FcConfigDestroy(built) }
        #expect(FontCacheEntry.fonts(in: built, cover: ["Delete “draft.txt”?", "OK", "Cancel", "•", "\u{200B}\t\n"]))
        // DejaVu Sans, the font of these machines and of Debian's default, has no Han characters.
        #expect(!FontCacheEntry.fonts(in: built, cover: ["OK", "確認しますか？"]))
    }
}
