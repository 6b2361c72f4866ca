import Foundation
import Testing

/// The README's Swift blocks are the compiled examples: every ```` ```swift ```` block of README.md
/// must equal, byte for byte, one region between `// README begin` and `// README end` in
/// `Sources/CurtainReadmeExamples`, and every such region must be a README block.
@Suite("README text")
struct ReadmeTextTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The contents of every fenced block opened by exactly "```swift", in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        blocks(in: markdown, opening: { $0 == "```swift" }, closing: { $0 == "```" })
    }

    /// The regions between marker lines of a Swift file (the markers may be indented).
    static func regions(in source: String) -> [String] {
        blocks(
            in: source, opening: { $0.trimmingCharacters(in: .whitespaces) == "// README begin" },
            closing: { $0.trimmingCharacters(in: .whitespaces) == "// README end" })
    }

    /// The lines between an opening and a closing line, each block joined with its newlines.
    private static func blocks(in text: String, opening: (Substring) -> Bool, closing: (Substring) -> Bool) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = current {
                if closing(line) {
                    blocks.append(lines.map { $0 + "\n" }.joined())
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if opening(line) {
                current = []
            }
        }
        return blocks
    }

    @Test("every Swift block of README.md is a compiled example, byte for byte, and every example is in the README")
    func readmeBlocksAreTheCompiledExamples() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: readme)
        let directory = Self.root.appendingPathComponent("Sources/CurtainReadmeExamples")
        var regions: [(file: String, text: String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where file.hasSuffix(".swift") {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            regions += Self.regions(in: source).map { (file, $0) }
        }
        #expect(!blocks.isEmpty && !regions.isEmpty)
        for (index, block) in blocks.enumerated() {
            #expect(regions.contains { $0.text == block }, "README Swift block \(index + 1) has no identical copy:\n\(block)")
        }
        for region in regions {
            #expect(blocks.contains(region.text), "\(region.file): this example is not in README.md as written:\n\(region.text)")
        }
    }

    @Test("the extraction sees a difference of one character, and blocks of other languages are not Swift")
    func extractionIsExact() {
        let markdown = "text\n```swift\nlet a = 1\n```\n```sh\nls\n```\n```swift\nlet b = 2\n\n```\n"
        #expect(Self.swiftBlocks(in: markdown) == ["let a = 1\n", "let b = 2\n\n"])
        let source = "func f() {\n    // README begin\nlet a = 1\n    // README end\n}\n"
        #expect(Self.regions(in: source) == ["let a = 1\n"])
        #expect(Self.regions(in: source.replacingOccurrences(of: "a = 1", with: "a = 1 ")) != ["let a = 1\n"])
    }
}
