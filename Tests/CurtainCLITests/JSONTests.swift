import CurtainTestSupport
import Foundation
import Testing
@testable import curtain

@Suite("JSON string escaping", .blocking)
struct JSONTests {
    @Test(
        "special characters are escaped",
        arguments: [
            ("plain", #""plain""#), ("\"", #""\"""#), ("\\", #""\\""#), ("/", #""/""#),
            ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#), ("\u{0}\u{1F}\u{7F}", #""\u0000\u001f\u007f""#),
            ("\u{2028}\u{2029}\u{FEFF}", #""\u2028\u2029\ufeff""#), ("é漢🙂", "\"é漢🙂\""), ("", #""""#),
        ])
    func escapes(_ text: String, _ expected: String) {
        #expect(JSON.string(text) == expected)
    }

    @Test("invalid UTF-8 reaches JSON as U+FFFD, never as raw bytes")
    func invalidSequences() {
        let repaired = String(decoding: [0x61, 0xFF, 0xC3, 0x62] as [UInt8], as: UTF8.self)
        #expect(JSON.string(repaired) == "\"a\u{FFFD}\u{FFFD}b\"")
    }

    @Test("seeded random strings round-trip through a real JSON parser")
    func roundTrip() throws {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        let alphabet: [Unicode.Scalar] =
            (0...0x7F).compactMap(Unicode.Scalar.init) + ["é", "\u{2028}", "\u{2029}", "\u{FEFF}", "🙂", "\u{10FFFF}"]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                text.unicodeScalars.append(alphabet.randomElement(using: &generator)!)
            }
            let object = JSON.object([("text", JSON.string(text))])
            let decoded = try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: String]
            #expect(decoded?["text"] == text, "\(Array(text.unicodeScalars))")
            #expect(!object.contains("\n"))
        }
    }
}
