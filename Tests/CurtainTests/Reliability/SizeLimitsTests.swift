import Foundation
import CurtainTestSupport
import Testing

/// A backstop on file size: no Swift file under Sources/ is over 600 lines.
///
/// Size is a signal to look, never a reason to split (the style guide, "Organise by concept, not by
/// counters"): a type may hold many stored properties when they describe one thing, and a file may run long
/// when it tells one story. Past about 600 lines a file is doing two jobs a reader can name; split there.
@Suite("Size limits", .blocking)
struct SizeLimitsTests {
    static let maximumLines = 600

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources")

    /// Every Swift file under Sources/, as (path relative to Sources, text).
    static func swiftFiles() throws -> [(path: String, text: String)] {
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            (relative, try String(contentsOf: sources.appending(path: relative), encoding: .utf8))
        }
    }

    @Test("no Swift file under Sources/ is over 600 lines")
    func filesAreShortEnough() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100, "found only \(files.count) Swift files under \(Self.sources.path)")
        let long = files.compactMap { file -> String? in
            let lines =
                file.text.split(separator: "\n", omittingEmptySubsequences: false).count - (file.text.hasSuffix("\n") ? 1 : 0)
            return lines > Self.maximumLines ? "\(file.path): \(lines) lines" : nil
        }
        #expect(long.isEmpty, "split where the file does two jobs you can name:\n\(long.joined(separator: "\n"))")
    }
}
