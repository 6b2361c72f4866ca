#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// Loads fontconfig and Pango on a second thread while the main thread talks to the compositor.
///
/// Creating Pango's font map and laying out the first line (fontconfig parsing its configuration
/// and scanning font caches) is the largest single cost of a first frame, about as long as the
/// Wayland handshake. ``start()`` begins it on a new thread; ``finish()`` waits for it. Pango is
/// not thread-safe: between the two calls the main thread must not touch Pango, Cairo text or any
/// view that measures text, and after ``finish()`` only the main thread does.
///
/// ```swift
/// let warmup = FontWarmup.start()
/// let app = try Application()      // connect and roundtrip meanwhile
/// warmup.finish()
/// let alert = request.makeAlertController { … }   // Pango from here on
/// ```
struct FontWarmup: ~Copyable {
    private var thread: pthread_t?

    /// The texts the first frame shows, handed to the thread.
    private final class FirstFrame {
        let texts: [String]?
        init(texts: [String]?) { self.texts = texts }
    }

    /// Starts measuring a line of text on a new thread; if no thread can be made, nothing happens
    /// now and fonts load on first use instead.
    ///
    /// - Parameter texts: everything the first frame shows, when the dialog knows it all and uses no markup (which
    ///   can name fonts of its own): then the fonts the full configuration chose last time are used at once when
    ///   they cover it (``FontStartupCache``), and the dialog calls ``FontStartupCache/finish()`` once it is up.
    static func start(covering texts: [String]? = nil) -> FontWarmup {
        var thread = pthread_t()
        let firstFrame = Unmanaged.passRetained(FirstFrame(texts: texts)).toOpaque()
        let status = pthread_create(
            &thread, nil,
            { context in
                // Named, so a profile or the bench's per-thread CPU tells it apart (procfs: prctl is variadic).
                let comm = open("/proc/thread-self/comm", O_WRONLY)
                if comm >= 0 { _ = write(comm, "curtain-fonts", 13); close(comm) }
                if let context, let texts = Unmanaged<FirstFrame>.fromOpaque(context).takeRetainedValue().texts {
                    FontStartupCache.install(covering: texts)
                }
                // The same fonts an alert uses first: the title's and the message's.
                _ = TextLayout(text: "Curtain", font: Font(size: 17, weight: .semibold)).size
                _ = TextLayout(text: "Curtain", font: Font(size: 13)).size
                return nil
            }, firstFrame)
        if status != 0 { Unmanaged<FirstFrame>.fromOpaque(firstFrame).release() }
        return FontWarmup(thread: status == 0 ? thread : nil)
    }

    /// Waits until the fonts are loaded; Pango is the main thread's again afterwards.
    consuming func finish() {
        if let thread { pthread_join(thread, nil) }
    }
}
