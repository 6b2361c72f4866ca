import CurtainTestSupport
import Foundation
import Testing

@testable import curtain

/// CHANGELOG.md, `curtain --version`, debian/changelog and the git tags tell one story: the newest release in the
/// changelog is the version the binary prints and the Debian packages carry, and a release tag `v<version>` names a
/// release the changelog describes, on a commit whose source says that version.
@Suite("CHANGELOG.md and the version", .blocking, .hangGuard(minutes: 2))
struct ChangelogTests {
    static let root = PackageRoot.of()

    /// The file that holds ``CurtainCommand/version``, relative to the root, as git names it.
    static let versionSource = "Sources/curtain/CurtainCommand.swift"

    /// A release heading of Keep a Changelog: `## [0.1.0] - 2026-12-02`.
    struct Release: Equatable {
        var version: String
        var date: String
    }

    /// The `## [...]` headings in order: `Unreleased` as a release without a date.
    static func releases(in changelog: String) -> [Release] {
        changelog.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            let version = String(line[line.index(line.startIndex, offsetBy: 4)..<close])
            let rest = line[line.index(after: close)...]
            let date = rest.hasPrefix(" - ") ? String(rest.dropFirst(3)) : ""
            return Release(version: version, date: date)
        }
    }

    /// `x.y.z` as numbers, for ordering; `nil` for anything else.
    static func numbers(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { UInt($0) }.map { Int($0) }
        return parts.count == 3 && numbers.count == 3 ? numbers : nil
    }

    static func changelog() throws -> String {
        try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    }

    /// Runs git in the checkout.
    static func git(_ arguments: [String]) throws -> ExternalProgram.Run {
        try ExternalProgram("git", package: "git").run(["-C", root.path] + arguments)
    }

    @Test("the newest release in CHANGELOG.md is the version curtain --version prints")
    func newestReleaseIsTheVersion() throws {
        let released = Self.releases(in: try Self.changelog()).filter { $0.version != "Unreleased" }
        #expect(released.first?.version == CurtainCommand.version)
        // 1.0.0 declared the API stable: from then on scripts/api-check holds it to the newest release's record.
        #expect((Self.numbers(CurtainCommand.version)?.first ?? 0) >= 1, "a version from 1.0.0 on, the API's promise")
    }

    @Test("CHANGELOG.md opens with Unreleased, then releases newest first, each with a version and an ISO date")
    func releasesAreOrdered() throws {
        let releases = Self.releases(in: try Self.changelog())
        #expect(releases.first == Release(version: "Unreleased", date: ""))
        let released = releases.dropFirst()
        #expect(!released.isEmpty)
        for release in released {
            #expect(Self.numbers(release.version) != nil, "\(release.version) is not x.y.z")
            #expect(release.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(release.version): date \(release.date)")
        }
        let versions = released.compactMap { Self.numbers($0.version) }
        #expect(zip(versions, versions.dropFirst()).allSatisfy { newer, older in older.lexicographicallyPrecedes(newer) })
        let dates = released.map(\.date)
        #expect(dates == dates.sorted(by: >))
    }

    @Test(
        "every release tag names a release in CHANGELOG.md, none is newer than the version, and this version's tag is on a commit that says it"
    )
    func tagsMatch() throws {
        let tags = try Self.git(["tag", "--list", "v*"])
        #expect(tags.status == 0, "\(tags.stderr)")
        let released = Set(Self.releases(in: try Self.changelog()).map(\.version))
        let current = try #require(Self.numbers(CurtainCommand.version))
        for tag in tags.stdout.split(separator: "\n").map(String.init) {
            let version = String(tag.dropFirst())
            #expect(released.contains(version), "tag \(tag) has no release in CHANGELOG.md")
            if let numbers = Self.numbers(version) {
                #expect(!current.lexicographicallyPrecedes(numbers), "tag \(tag) is newer than \(CurtainCommand.version)")
            }
        }
        let tag = "v\(CurtainCommand.version)"
        if tags.stdout.split(separator: "\n").contains(Substring(tag)) {
            let source = try Self.git(["show", "\(tag):\(Self.versionSource)"])
            #expect(source.status == 0, "\(source.stderr)")
            #expect(source.stdout.contains("static let version = \"\(CurtainCommand.version)\""))
        }
    }

    @Test("the heading parser reads versions and dates, Unreleased without a date, and ignores other headings")
    func headingParser() {
        let text = "# Changelog\n## [Unreleased]\n### Added\n- x\n## [0.2.0] - 2027-01-05\n## [0.1.0] - 2026-12-02\n"
        #expect(
            Self.releases(in: text) == [
                Release(version: "Unreleased", date: ""), Release(version: "0.2.0", date: "2027-01-05"),
                Release(version: "0.1.0", date: "2026-12-02"),
            ])
        #expect(Self.numbers("0.10.2") == [0, 10, 2])
        #expect(Self.numbers("1.0") == nil && Self.numbers("1.0.x") == nil && Self.numbers("1..0") == nil)
    }

    @Test("debian/changelog's newest entry, read by dpkg, is the version, so the packages carry the version curtain prints")
    func debianChangelogNamesTheVersion() throws {
        let parsed = try ExternalProgram("dpkg-parsechangelog", package: "dpkg-dev")
            .run(["-l", Self.root.appendingPathComponent("debian/changelog").path, "-SVersion"])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(parsed.stdout == "\(CurtainCommand.version)\n", "debian/changelog says \(parsed.stdout)")
    }

    @Test("the version source file holds the version, so a tag's commit can be checked")
    func versionSourceHoldsTheVersion() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent(Self.versionSource), encoding: .utf8)
        #expect(source.contains("static let version = \"\(CurtainCommand.version)\""))
    }
}
