import CurtainCPango
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Lays out a program's first frame with the fonts the full fontconfig configuration chose last time, and loads the
/// full configuration once that frame is up.
///
/// fontconfig's configuration takes about 6 ms to load and Pango's first requests another 4 ms on this project's
/// machines, more with many fonts installed: the largest part of a dialog's time to its first frame. The program
/// states the texts its first frame shows (``install(covering:path:)``, on the thread that will first use Pango,
/// before it does). When the cache file holds a current ``FontCacheEntry`` whose fonts have a glyph for every
/// character of those texts, a configuration of just those fonts becomes fontconfig's current one. After the first
/// frame, ``finish()`` loads the full configuration on a thread of its own, rewrites the cache if its answers
/// changed, and hands the full configuration to Pango on the main actor, so that later text (what the user types,
/// in any script) finds every fallback font.
///
/// Nothing here keeps text: the texts are only checked against the fonts' character sets, and the cache holds font
/// requests, files and settings. A request the cache does not know switches to the full configuration at once,
/// before Pango answers it (``noteRequest(_:)``), so a cached configuration never substitutes a wrong font.
package enum FontStartupCache {
    private struct State {
        /// Whether requests are being collected for the cache: from ``install(covering:path:)`` to ``finish()``.
        var isRecording = false
        var path: String?
        var requests = Set<FontCacheEntry.Request>()
        /// The entry whose configuration is fontconfig's current one, while it is.
        var installed: FontCacheEntry?
        /// The entry read from the file, valid or not, to compare the new answers with.
        var previous: FontCacheEntry?
        var isFinished = false
        /// Whether ``install(covering:path:)`` put the cached configuration in use.
        var wasInstalled = false
    }

    private static let state = Mutex(State())

    /// A configuration pointer handed from the loading thread to the main actor.
    private struct Configuration: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// The cache file: `$XDG_CACHE_HOME/curtain/fonts`, else `$HOME/.cache/curtain/fonts`; `nil` without either.
    package static func defaultPath() -> String? {
        if let cache = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), cache.hasPrefix("/") {
            return cache + "/curtain/fonts"
        }
        guard let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") else { return nil }
        return home + "/.cache/curtain/fonts"
    }

    /// Makes the cached fonts fontconfig's configuration when the cache is current and they cover `texts`; starts
    /// collecting the fonts this run asks for either way. Call it on the thread that first uses Pango, before it
    /// does, once per process.
    ///
    /// - Parameters:
    ///   - texts: everything the first frame shows. Never secret text: it is only checked against the fonts, but a
    ///     prompt's secret is typed later and is not part of the first frame anyway.
    ///   - path: the cache file; `nil` turns the cache off.
    /// - Returns: whether the cached configuration is in use.
    @discardableResult
    package static func install(covering texts: [String], path: String? = defaultPath()) -> Bool {
        let previous = path.flatMap(readFile).flatMap(FontCacheEntry.init(parsing:))
        state.withLock { state in
            state.isRecording = path != nil
            state.path = path
            state.previous = previous
        }
        guard let previous, previous.isCurrent(environment: FontCacheEntry.processEnvironment()),
            let config = previous.makeConfiguration()
        else { return false }
        defer { FcConfigDestroy(config) }
        guard FontCacheEntry.fonts(in: config, cover: texts), FcConfigSetCurrent(config) == FcTrue else { return false }
        state.withLock { state in
            state.installed = previous
            state.wasInstalled = true
        }
        return true
    }

    /// Whether this process laid out its first frame with the cached fonts (`CURTAIN_STATS` reports it).
    package static var wasUsedAtStart: Bool { state.withLock { $0.wasInstalled } }

    /// Notes a font request as Pango is about to be asked for it; when the cached configuration is in use and does
    /// not know the request, switches to the full configuration first, which is then what answers it.
    ///
    /// - Parameter fontMap: the map that will answer, on the caller's thread: the main actor's, or a warm-up's that
    ///   only its thread sees yet.
    static func noteRequest(_ request: FontCacheEntry.Request, fontMap: UnsafeMutablePointer<PangoFontMap>) {
        let isUnknown = state.withLock { state -> Bool in
            guard state.isRecording else { return false }
            state.requests.insert(request)
            return state.installed.map { entry in !entry.resolutions.contains { $0.request == request } } ?? false
        }
        if isUnknown, let full = FcInitLoadConfigAndFonts() {
            useFullConfiguration(Configuration(pointer: full), in: fontMap)
        }
    }

    /// After the first frame: on a thread of its own, loads the full configuration if the cached one is in use,
    /// writes the cache when the full configuration's answers differ from the file's, and gives Pango the full
    /// configuration on the main actor. Later calls do nothing.
    package static func finish() {
        let isDue = state.withLock { state -> Bool in
            guard state.isRecording, !state.isFinished, !state.requests.isEmpty else { return false }
            state.isFinished = true
            return true
        }
        guard isDue else { return }
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { _ in
                let comm = open("/proc/thread-self/comm", O_WRONLY)
                if comm >= 0 { _ = Glibc.write(comm, "curtain-fontcfg", 15); close(comm) }
                FontStartupCache.refresh()
                return nil
            }, nil)
        if status == 0 { pthread_detach(thread) }
    }

    /// The loading thread's work (``finish()``).
    private static func refresh() {
        let (requests, installed, previous, path) = state.withLock { state in
            state.isRecording = false
            return (state.requests, state.installed, state.previous, state.path)
        }
        // The full configuration: fontconfig's current one, unless the cached one is (then it is loaded now).
        guard let path, let full = installed == nil ? FcConfigReference(nil) : FcInitLoadConfigAndFonts() else {
            return
        }
        // With the requests of earlier runs, so that dialogs asking for other fonts do not keep replacing each
        // other's entry.
        let known = requests.union(previous?.resolutions.map(\.request) ?? [])
        let entry = FontCacheEntry.resolve(known, in: full, environment: FontCacheEntry.processEnvironment())
        if let entry, entry != previous { write(entry.serialized, to: path) }
        guard installed != nil else {
            FcConfigDestroy(full)
            return
        }
        let configuration = Configuration(pointer: full)
        Task { @MainActor in useFullConfiguration(configuration, in: TextSystem.fontMap) }
    }

    /// Makes `configuration` fontconfig's current configuration and `fontMap`'s, on the thread that uses that map;
    /// takes the caller's reference. Pango drops the fonts it chose from the cached configuration, and each layout
    /// measures again when next used: with the same fonts, to the same size.
    private static func useFullConfiguration(_ configuration: Configuration, in fontMap: UnsafeMutablePointer<PangoFontMap>) {
        let isInstalled = state.withLock { state -> Bool in
            defer { state.installed = nil }
            return state.installed != nil
        }
        defer { FcConfigDestroy(configuration.pointer) }
        guard isInstalled else { return }
        FcConfigSetCurrent(configuration.pointer)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration.pointer)
    }

    /// The whole file at `path`, or `nil` when it cannot be read.
    private static func readFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
            bytes += chunk[..<count]
        }
    }

    /// Replaces the file at `path` with `text` as one rename, so a reader never sees half a file; makes the
    /// folder (private to the user) if needed. Failures leave the cache as it was.
    private static func write(_ text: String, to path: String) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        if mkdir(folder, 0o700) != 0, errno == ENOENT, let parent = folder.lastIndex(of: "/") {
            mkdir(String(folder[..<parent]), 0o700)
            mkdir(folder, 0o700)
        }
        let temporary = "\(path).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != bytes.count || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
