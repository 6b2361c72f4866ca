import Foundation
import Testing
@testable import WaylandScanner

/// The emitted Swift for a small protocol, compared with `Snapshots/`. Run with `SNAPSHOT_RECORD=1` to
/// rewrite the snapshot after an intended change, then review the diff.
@Suite("Snapshot of the emitted Swift")
struct SnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Snapshots")

    @Test func smallProtocolMatchesSnapshot() throws {
        let input = try Data(contentsOf: Self.snapshots.appending(path: "example.xml"))
        let source = try ScannerCommand.generate(
            input, file: "example.xml", imports: ["Wayland"],
            maxima: ["ex_manager": 2])
        let expectedURL = Self.snapshots.appending(path: "example.swift.txt")
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] != nil {
            try Data(source.utf8).write(to: expectedURL)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(source == expected)
    }
}
