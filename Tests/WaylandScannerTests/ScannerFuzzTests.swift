import Foundation
import Testing
@testable import WaylandScanner

/// Random damage to valid protocol files: the scanner must never crash, and whenever it refuses a file it
/// names the file and a line inside it (`test.xml:12: error: …`).
@Suite("Scanner fuzzing on malformed XML (seeded)")
struct ScannerFuzzTests {
    /// SplitMix64, so every run damages the files the same way (this target cannot see CurtainTestSupport's).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Snapshots/example.xml")

    /// Byte strings spliced into the text: markup fragments, invalid UTF-8, NUL, and attribute values the
    /// model must reject (or accept) without trapping.
    static let splices: [[UInt8]] =
        [
            "<", ">", "</", "/>", "\"", "'", "&", "&bogus;", "<!--", "-->", "<![CDATA[", "]]>", "<?xml version=\"1.0\"?>",
            "\n", "<interface name=\"\" version=\"0\">", "<arg name=\"x\" type=\"float\"/>", "<arg type=\"int\"/>",
            "<arg name=\"n\" type=\"new_id\"/>", "<arg name=\"e\" type=\"uint\" enum=\"missing\"/>",
            "<arg name=\"e\" type=\"uint\" enum=\"other_iface.thing\"/>", "<entry name=\"\" value=\"\"/>",
            "<entry name=\"big\" value=\"99999999999999999999\"/>", "<entry name=\"h\" value=\"0xZZ\"/>",
            " since=\"0\"", " since=\"4294967296\"", " version=\"-1\"", " allow-null=\"maybe\"", " type=\"destructor\"",
            " name=\"123\"", " name=\"class\"", " name=\"a b\"", " bitfield=\"true\"",
            "<request name=\"r\"><arg name=\"a\" type=\"object\" interface=\"nowhere\"/></request>",
            "<event name=\"e\"><arg name=\"s\" type=\"string\"/></event>", "<enum name=\"state\"/>",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x00], [0xEF, 0xBB, 0xBF]]

    /// One random change: truncate, delete, duplicate, splice in, or swap two bytes.
    static func mutate(_ bytes: [UInt8], using generator: inout Generator) -> [UInt8] {
        guard !bytes.isEmpty else { return splices.randomElement(using: &generator)! }
        var bytes = bytes
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes.removeSubrange(at...)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &generator)))
        case 2:
            let end = min(bytes.count, at + Int.random(in: 1...200, using: &generator))
            bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &generator))
        case 3: bytes.insert(contentsOf: splices.randomElement(using: &generator)!, at: at)
        default: bytes.swapAt(at, Int.random(in: 0..<bytes.count, using: &generator))
        }
        return bytes
    }

    /// Scans `bytes`; a refusal must name `test.xml` and a line of the (damaged) file.
    static func check(_ bytes: [UInt8]) -> Bool {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        do {
            _ = try ScannerCommand.generate(Data(bytes), file: "test.xml")
            return true
        } catch {
            #expect(error.file == "test.xml")
            #expect((1...max(lines, 1)).contains(error.line), "line \(error.line) of \(lines): \(error)")
            #expect(error.description.hasPrefix("test.xml:\(error.line): error: "), "\(error)")
            #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(error)")
            return false
        }
    }

    @Test("1,500 damaged copies of the snapshot protocol: never a crash, every refusal names file:line")
    func damagedExample() throws {
        let original = try [UInt8](Data(contentsOf: Self.example))
        var generator = Generator(state: 2026_11_29)
        var accepted = 0
        var refused = 0
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) { bytes = Self.mutate(bytes, using: &generator) }
            if Self.check(bytes) { accepted += 1 } else { refused += 1 }
        }
        // Both outcomes must occur, or the mutations are too gentle or too brutal to prove anything.
        #expect(accepted >= 20 && refused >= 1000, "accepted \(accepted), refused \(refused)")
    }

    @Test("truncating xdg-shell.xml at 60 random points: every prefix is refused with file:line")
    func truncatedXdgShell() throws {
        let path = "/usr/share/wayland-protocols/stable/xdg-shell/xdg-shell.xml"
        let original = try #require(
            FileManager.default.contents(atPath: path).map { [UInt8]($0) },
            "\(path) is missing: install the Debian package wayland-protocols")
        var generator = Generator(state: 0x5EED)
        for _ in 0..<60 {
            let cut = Int.random(in: 0..<(original.count - 20), using: &generator)
            #expect(!Self.check(Array(original[..<cut])), "a prefix of \(cut) bytes was accepted")
        }
    }
}
