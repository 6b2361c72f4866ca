import CurtainTestSupport
import Foundation
import Testing

/// The documentation's Swift blocks are the compiled examples: every ```` ```swift ```` block of README.md, of the
/// pages in `docs/` and of the DocC articles in `docs/*.docc` must equal, byte for byte, one region of
/// `Sources/CurtainReadmeExamples` between `// Example begin: PAGE[, PAGE…]` and `// Example end` that names the
/// page, and every region must be a block of each page it names. Package manifests are the one exception: a block
/// that starts with `// swift-tools-version` cannot be compiled into a module, so ``manifestBlocksAreManifests()``
/// has SwiftPM read it instead.
@Suite("Documentation examples", .blocking)
struct ReadmeTextTests {
    static let root = PackageRoot.of()

    /// A compiled example: the pages it appears in and its text.
    struct Region: Equatable {
        var file: String
        var pages: [String]
        var text: String
    }

    /// The contents of every fenced block opened by exactly "```swift", in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        blocks(in: markdown, opening: { $0 == "```swift" ? "" : nil }, closing: { $0 == "```" }).map(\.text)
    }

    /// The regions between marker lines of a Swift file (the markers may be indented), with the pages each names.
    static func regions(in source: String, file: String = "") -> [Region] {
        let marker = "// Example begin:"
        return blocks(
            in: source,
            opening: { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.hasPrefix(marker) ? String(trimmed.dropFirst(marker.count)) : nil
            },
            closing: { $0.trimmingCharacters(in: .whitespaces) == "// Example end" }
        ).map { block in
            let pages = block.opener.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return Region(file: file, pages: pages, text: block.text)
        }
    }

    /// The lines between an opening and a closing line, each block joined with its newlines, with what the
    /// opening line carried.
    private static func blocks(
        in text: String, opening: (Substring) -> String?, closing: (Substring) -> Bool
    ) -> [(opener: String, text: String)] {
        var blocks: [(opener: String, text: String)] = []
        var current: (opener: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = current {
                if closing(line) {
                    blocks.append((open.opener, open.lines.map { $0 + "\n" }.joined()))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if let opener = opening(line) {
                current = (opener, [])
            }
        }
        return blocks
    }

    /// README.md and every Markdown page under `docs/`, as paths relative to the package.
    static func pages() throws -> [String] {
        var pages = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(atPath: docs.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        return pages.sorted()
    }

    /// Every region of every Swift file under `Sources/CurtainReadmeExamples`.
    static func allRegions() throws -> [Region] {
        let directory = root.appendingPathComponent("Sources/CurtainReadmeExamples")
        var regions: [Region] = []
        let walker = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        for file in files.sorted() {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            regions += Self.regions(in: source, file: file)
        }
        return regions
    }

    static func isManifest(_ block: String) -> Bool { block.hasPrefix("// swift-tools-version") }

    @Test("every Swift block of the README and docs/ is a compiled example, byte for byte, and every example is in its pages")
    func documentationBlocksAreTheCompiledExamples() throws {
        let pages = try Self.pages()
        let regions = try Self.allRegions()
        #expect(pages.contains("README.md") && pages.count > 5 && regions.count > 20)
        for page in pages {
            let markdown = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            let blocks = Self.swiftBlocks(in: markdown).filter { !Self.isManifest($0) }
            let mine = regions.filter { $0.pages.contains(page) }
            for (index, block) in blocks.enumerated() {
                #expect(
                    mine.contains { $0.text == block },
                    "\(page): Swift block \(index + 1) has no identical compiled copy:\n\(block)")
            }
            for region in mine {
                #expect(
                    blocks.contains(region.text), "\(region.file): this example is not in \(page) as written:\n\(region.text)")
            }
        }
        for region in regions {
            #expect(!region.pages.isEmpty, "\(region.file): an example that names no page")
            for page in region.pages where !pages.contains(page) {
                Issue.record("\(region.file): names \(page), which is not a page of the README or docs/")
            }
        }
    }

    @Test("the README's and the articles' package manifests are manifests SwiftPM reads, naming the Curtain product")
    func manifestBlocksAreManifests() throws {
        var manifests: [(page: String, text: String)] = []
        for page in try Self.pages() {
            let markdown = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            manifests += Self.swiftBlocks(in: markdown).filter(Self.isManifest).map { (page, $0) }
        }
        #expect(!manifests.isEmpty)
        for manifest in manifests {
            let package = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-manifest-\(UUID())")
            defer { try? FileManager.default.removeItem(at: package) }
            try FileManager.default.createDirectory(
                at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
            try manifest.text.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try "".write(to: package.appendingPathComponent("Sources/App/main.swift"), atomically: true, encoding: .utf8)
            let dump = Process()
            dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            dump.arguments = ["swift", "package", "--package-path", package.path, "dump-package"]
            let output = Pipe()
            dump.standardOutput = output
            dump.standardError = output
            try dump.runTiedToTestProcess()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            dump.waitUntilExit()
            #expect(dump.terminationStatus == 0, "\(manifest.page): SwiftPM cannot read this manifest:\n\(text)")
            #expect(text.contains("\"Curtain\""), "\(manifest.page): the manifest does not use the Curtain product")
        }
    }

    @Test("the extraction sees a difference of one character, names the pages, and blocks of other languages are not Swift")
    func extractionIsExact() {
        let markdown = "text\n```swift\nlet a = 1\n```\n```sh\nls\n```\n```swift\nlet b = 2\n\n```\n"
        #expect(Self.swiftBlocks(in: markdown) == ["let a = 1\n", "let b = 2\n\n"])
        let source = "func f() {\n    // Example begin: README.md, docs/a.md\nlet a = 1\n    // Example end\n}\n"
        #expect(Self.regions(in: source) == [Region(file: "", pages: ["README.md", "docs/a.md"], text: "let a = 1\n")])
        #expect(Self.regions(in: source.replacingOccurrences(of: "a = 1", with: "a = 1 ")).map(\.text) != ["let a = 1\n"])
    }
}
