import Foundation
import Testing

/// Files and types stay small: no Swift file under Sources/ is over 300 lines, and no class, struct or actor
/// keeps more than 12 stored instance properties.
///
/// A type with more than about a dozen stored properties is doing several jobs (the style guide); the cure is
/// to extract a value type named for one of them, as `TransitionCoordinator` keeps a `RunningTransition`.
@Suite("Size limits")
struct SizeLimitsTests {
    static let maximumLines = 300
    static let maximumStoredProperties = 12

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

    /// Every class, struct and actor under Sources/ with its stored property count, keyed `Target/File.swift Type`.
    static func storedPropertyCounts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in try swiftFiles() {
            for type in SourceShape.types(in: file.text) { counts["\(file.path) \(type.name)", default: 0] += type.stored.count }
        }
        return counts
    }

    @Test("no Swift file under Sources/ is over 300 lines")
    func filesAreShort() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100, "found only \(files.count) Swift files under \(Self.sources.path)")
        let long = files.compactMap { file -> String? in
            let lines =
                file.text.split(separator: "\n", omittingEmptySubsequences: false).count - (file.text.hasSuffix("\n") ? 1 : 0)
            return lines > Self.maximumLines ? "\(file.path): \(lines) lines" : nil
        }
        #expect(long.isEmpty, "split into Type+Concern.swift files:\n\(long.joined(separator: "\n"))")
    }

    @Test("no type keeps more than 12 stored properties, and the allowed ones do not grow")
    func typesAreSmall() throws {
        let counts = try Self.storedPropertyCounts()
        #expect(counts["CurtainPresentation/API/TransitionCoordinator.swift TransitionCoordinator"] != nil)
        let over = counts.filter { $0.value > Self.maximumStoredProperties }
        #expect(
            over.isEmpty,
            "extract a value type named for one of its jobs:\n\(over.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))"
        )
    }

    @Test("stored properties are told from computed, static and overriding ones")
    func shapeCountsOnlyStorage() {
        let text = #"""
            final class Sample: Base {
                let a = "{ not a brace }"
                private(set) var b: Int = 0 {
                    didSet { print(b) }
                }
                weak var c: AnyObject?
                lazy var d: [Int] = { [1, 2] }()
                var computed: Int { a.count }
                var accessors: Int {
                    get { 0 }
                    set {}
                }
                static var shared = 0
                override var frame: Int { didSet {} }
                // var commented = 0
                struct Nested {
                    var x = 0
                    func f() { var local = 1; local += 1 }
                }
                func g() { let y = 2 }
            }
            extension Sample { var e: Int { 1 } }
            """#
        let types = SourceShape.types(in: text)
        #expect(types.map(\.name) == ["Sample", "Nested"])
        #expect(types.first?.stored == ["a", "b", "c", "d"])
        #expect(types.last?.stored == ["x"])
    }
}
