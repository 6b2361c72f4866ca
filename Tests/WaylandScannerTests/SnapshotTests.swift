import Foundation
import Testing
@testable import WaylandScanner

/// The emitted Swift for a small protocol, compared with `Snapshots/`. The test only compares: after an intended
/// change, `scripts/record-snapshots` runs the scanner with the same options and writes the snapshot again, and the
/// diff is reviewed before it is committed.
@Suite("Snapshot of the emitted Swift")
struct SnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Snapshots")

    @Test func smallProtocolMatchesSnapshot() throws {
        let input = try Data(contentsOf: Self.snapshots.appending(path: "example.xml"))
        // The options scripts/record-snapshots passes to the scanner: change both together.
        let source = try ScannerCommand.generate(
            input, file: "example.xml", imports: ["Wayland"],
            maxima: ["ex_manager": 2])
        let expected = try String(contentsOf: Self.snapshots.appending(path: "example.swift.txt"), encoding: .utf8)
        #expect(source == expected)
    }
}
