import CurtainRendering
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `Color(cssString:)` and `cssString` against what GTK 3's `gdk_rgba_parse` and `gdk_rgba_to_string` do, called in
/// GTK's own library (``GDKColors``), so that `--color` takes what zenity takes and the dialog prints what zenity
/// prints.
@Suite("Color as GTK 3 reads and writes it")
struct ColorCSSTests {
    /// What GTK 3 takes: #rgb, #rrggbb and the longer hex forms, names, rgb() and rgba().
    static let accepted = [
        "#f00", "#3465a4", "#ffff00000000", "#fff000000", "navy", "Light Sky Blue", "rgb(255,0,0)",
        "rgb( 0 , 128 , 255 )", "rgb(100%,50%,0%)", "rgba(10,20,30,0.5)", "rgb(300,-5,1e2)",
    ]
    /// What GTK 3 refuses: #rrggbbaa, a missing #, trailing text, a missing component, rgba without alpha.
    static let refused = [
        "", "#ff000080", "ff0000", "#ff00", "rgb(1,2)", "rgb(1,2,3", "rgb(1,2,3)x", "rgba(1,2,3)", "rgb(1,2,3,4)",
        "RGB(1,2,3)", "no such colour", "rgb(a,2,3)",
    ]

    @Test("each text parses as gdk_rgba_parse parses it, or is refused where it refuses it", arguments: accepted + refused)
    func parsesAsGTK(_ text: String) throws {
        let gtk = try GDKColors.shared.get().parse(text)
        let parsed = Color(cssString: text)
        #expect((parsed == nil) == (gtk == nil), "GTK gives \(String(describing: gtk)), curtain \(String(describing: parsed))")
        guard let parsed, let gtk else { return }
        let components = [parsed.red, parsed.green, parsed.blue, parsed.alpha]
        #expect(zip(components, gtk).allSatisfy { abs($0 - $1) < 1e-9 }, "GTK gives \(gtk), curtain \(components)")
        #expect(parsed.cssString == (try GDKColors.shared.get().string(gtk)), "written back as GTK writes it")
    }

    @Test("the texts GTK takes are the ones listed as accepted, and it refuses the others")
    func theListsAreGTKs() throws {
        let gdk = try GDKColors.shared.get()
        #expect(Self.accepted.allSatisfy { gdk.parse($0) != nil } && Self.refused.allSatisfy { gdk.parse($0) == nil })
    }

    static let written = [
        Color(hex: 0xff0000), Color(red: 0.75, green: 0.25, blue: 0.25), Color(hex: 0x102030, alpha: 0.5),
        Color(hex: 0, alpha: 1.0 / 3), Color(hex: 0, alpha: 0), Color(hex: 0, alpha: 0.9995), Color(hex: 0, alpha: 0.00001),
        Color(red: 0.5, green: 0.5 / 255, blue: 254.5 / 255, alpha: 0.999),
    ]

    @Test("written as gdk_rgba_to_string writes it: rgb() when opaque, rgba() with %g's alpha when not", arguments: written)
    func writesAsGTK(_ color: Color) throws {
        let gdk = try GDKColors.shared.get()
        #expect(color.cssString == gdk.string([color.red, color.green, color.blue, color.alpha]))
    }

    @Test func hexString() {
        #expect(Color(hex: 0x3465a4).hexString == "#3465a4")
    }
}

/// GTK 3's `gdk_rgba_parse` and `gdk_rgba_to_string`, from `libgdk-3.so.0` loaded at run time (the library zenity
/// uses; Debian ships no GTK headers without `libgtk-3-dev`, and a `GdkRGBA` is four doubles: red, green, blue,
/// alpha).
struct GDKColors: Sendable {
    private typealias Parse = @convention(c) (UnsafeMutablePointer<Double>, UnsafePointer<CChar>) -> Int32
    private typealias ToString = @convention(c) (UnsafePointer<Double>) -> UnsafeMutablePointer<CChar>?
    private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private let parseRGBA: Parse
    private let rgbaToString: ToString
    private let free: Free

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Loaded once per test process, and never unloaded (GTK's libraries register types as they load).
    static let shared: Result<GDKColors, Missing> = load()

    private static func load() -> Result<GDKColors, Missing> {
        guard let gdk = dlopen("libgdk-3.so.0", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(Missing(description: "libgdk-3.so.0 is missing: apt-get install libgtk-3-0 (scripts/setup-test)"))
        }
        guard let parse = dlsym(gdk, "gdk_rgba_parse"), let toString = dlsym(gdk, "gdk_rgba_to_string"),
            let free = dlsym(gdk, "g_free")
        else { return .failure(Missing(description: "libgdk-3.so.0 lacks gdk_rgba_parse or gdk_rgba_to_string")) }
        return .success(
            GDKColors(
                parseRGBA: unsafeBitCast(parse, to: Parse.self), rgbaToString: unsafeBitCast(toString, to: ToString.self),
                free: unsafeBitCast(free, to: Free.self)))
    }

    /// The components `gdk_rgba_parse` reads from `text`, or nil where it refuses it.
    func parse(_ text: String) -> [Double]? {
        var rgba = [Double](repeating: 0, count: 4)
        return parseRGBA(&rgba, text) != 0 ? rgba : nil
    }

    /// What `gdk_rgba_to_string` writes for `rgba`.
    func string(_ rgba: [Double]) -> String {
        guard let text = rgbaToString(rgba) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }
}
