import CurtainCPango

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Loads fontconfig and the fonts a first frame uses on a thread of its own, while the main thread connects to
/// the compositor, and hands them to the main actor.
///
/// Creating Pango's font map and laying out the first line (fontconfig parsing its configuration and scanning
/// font caches) is the largest single cost of a first frame, about as long as the Wayland handshake. ``start(fonts:covering:)``
/// begins it on a new thread, with a font map only that thread sees; ``finish()``, on the main actor, waits for the
/// thread and makes its map the one every ``TextLayout`` uses. Nothing is shared while the thread runs: a layout
/// made before ``finish()`` gets a map of its own, and the warmed-up one is dropped.
///
/// Name the fonts the first frame shows, from the theme that draws it (an alert's are its typography's,
/// `AlertTypography.fonts`), and, when the program knows them, the texts it shows:
///
/// ```swift
/// let warmup = FontWarmup.start(fonts: AlertTypography.standard.fonts, covering: [title, message])
/// let application = try Application()   // connect and roundtrip meanwhile
/// warmup.finish()
/// // … once the first frame is up (an alert's presentation completed):
/// FontWarmup.firstFrameDidAppear()
/// ```
public struct FontWarmup: ~Copyable {
    private let thread: pthread_t?
    private let work: Work

    /// What the thread is given, and the map it hands back; read by the main actor only after the join.
    private final class Work: @unchecked Sendable {
        let fonts: [Font]
        let texts: [String]?
        var fontMap: UnsafeMutablePointer<PangoFontMap>?

        init(fonts: [Font], texts: [String]?) {
            self.fonts = fonts
            self.texts = texts
        }

        /// The thread's work: the start-up font cache, then a line in each font.
        func run() {
            // Named, so a profile or the bench's per-thread CPU tells it apart (procfs: prctl is variadic).
            let comm = open("/proc/thread-self/comm", O_WRONLY)
            if comm >= 0 {
                _ = write(comm, "curtain-fonts", 13)
                close(comm)
            }
            if let texts { FontStartupCache.install(covering: texts) }
            guard let map = pango_cairo_font_map_new() else { return }
            let context = TextSystem.makeContext(in: map)
            for font in fonts {
                let layout = pango_layout_new(context)!
                let description = font.makePangoDescription(for: map)
                pango_layout_set_font_description(layout, description)
                pango_font_description_free(description)
                pango_layout_set_text(layout, "Curtain", -1)
                var width: Int32 = 0
                var height: Int32 = 0
                pango_layout_get_pixel_size(layout, &width, &height)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
            g_object_unref(UnsafeMutableRawPointer(context))
            fontMap = map
        }
    }

    /// Starts loading `fonts` on a new thread; if no thread can be made, nothing happens now and fonts load on
    /// first use instead.
    ///
    /// - Parameters:
    ///   - fonts: the fonts the first frame shows, such as an alert theme's typography's (`AlertTypography.fonts`).
    ///   - texts: everything the first frame shows, when the program knows it all and uses no markup (which can
    ///     name fonts of its own): then the fonts the full configuration chose last time, kept in a cache file
    ///     (`$XDG_CACHE_HOME/curtain/fonts`), are used at once when they cover it, and the program calls
    ///     ``firstFrameDidAppear()`` once its first frame is up. Never secret text.
    public static func start(fonts: [Font], covering texts: [String]? = nil) -> FontWarmup {
        let work = Work(fonts: fonts, texts: texts)
        // The thread's own reference: a warm-up dropped without `finish()` leaves it nothing dangling.
        let retained = Unmanaged.passRetained(work).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { context in
                if let context { Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run() }
                return nil
            }, retained)
        if status != 0 { Unmanaged<Work>.fromOpaque(retained).release() }
        return FontWarmup(thread: status == 0 ? thread : nil, work: work)
    }

    /// Waits until the fonts are loaded and makes them the main actor's: every ``TextLayout`` uses them from now on.
    @MainActor
    public consuming func finish() {
        guard let thread else { return }
        pthread_join(thread, nil)
        if let map = work.fontMap { TextSystem.adopt(map) }
    }

    /// Call once the first frame is up, after a warm-up that was given the texts it shows: loads the full font
    /// configuration on a thread of its own, for whatever comes later (text the user types, in any script), and
    /// updates the cache file when its answers changed. Without such a warm-up, and after the first call, it does
    /// nothing.
    public static func firstFrameDidAppear() {
        FontStartupCache.finish()
    }
}
