import CurtainRendering
import Testing

/// `Color(cssString:)` and `cssString` against what GTK 3's `gdk_rgba_parse` and `gdk_rgba_to_string` do, so that
/// `--color` takes what zenity takes and the dialog prints what zenity prints.
@Suite("Color as GTK 3 reads and writes it")
struct ColorCSSTests {
    @Test("#rgb, #rrggbb and the longer hex forms, names, rgb() and rgba() parse")
    func parses() throws {
        #expect(Color(cssString: "#f00") == Color(hex: 0xff0000))
        #expect(Color(cssString: "#3465a4") == Color(hex: 0x3465a4))
        #expect(Color(cssString: "#ffff00000000") == Color(hex: 0xff0000), "#rrrrggggbbbb")
        #expect(Color(cssString: "#fff000000") == Color(hex: 0xff0000), "#rrrgggbbb")
        #expect(Color(cssString: "navy") == Color(hex: 0x000080))
        #expect(Color(cssString: "Light Sky Blue") == Color(hex: 0x87cefa))
        #expect(Color(cssString: "rgb(255,0,0)") == Color(hex: 0xff0000))
        #expect(Color(cssString: "rgb( 0 , 128 , 255 )")?.cssString == "rgb(0,128,255)")
        #expect(Color(cssString: "rgb(100%,50%,0%)")?.cssString == "rgb(255,128,0)")
        #expect(Color(cssString: "rgba(10,20,30,0.5)") == Color(red: 10 / 255, green: 20 / 255, blue: 30 / 255, alpha: 0.5))
        #expect(Color(cssString: "rgb(300,-5,1e2)")?.cssString == "rgb(255,0,100)", "components are clamped")
    }

    @Test("what GTK 3 refuses is nil: #rrggbbaa, a missing #, trailing text, a missing component, rgba without alpha")
    func refuses() {
        for text in [
            "", "#ff000080", "ff0000", "#ff00", "rgb(1,2)", "rgb(1,2,3", "rgb(1,2,3)x", "rgba(1,2,3)", "rgb(1,2,3,4)",
            "RGB(1,2,3)", "no such colour", "rgb(a,2,3)",
        ] {
            #expect(Color(cssString: text) == nil, "\(text)")
        }
    }

    @Test("written as gdk_rgba_to_string: rgb() when opaque, rgba() with %g's alpha when not")
    func writes() {
        #expect(Color(hex: 0xff0000).cssString == "rgb(255,0,0)")
        #expect(Color(red: 0.75, green: 0.25, blue: 0.25).cssString == "rgb(191,64,64)", "rounded half up")
        #expect(Color(hex: 0x102030, alpha: 0.5).cssString == "rgba(16,32,48,0.5)")
        #expect(Color(hex: 0, alpha: 1.0 / 3).cssString == "rgba(0,0,0,0.333333)")
        #expect(Color(hex: 0, alpha: 0).cssString == "rgba(0,0,0,0)")
        #expect(Color(hex: 0, alpha: 0.9995).cssString == "rgb(0,0,0)", "above 0.999 is opaque")
        #expect(Color(hex: 0, alpha: 0.00001).cssString == "rgba(0,0,0,1e-05)")
        #expect(Color(hex: 0x3465a4).hexString == "#3465a4")
    }
}
