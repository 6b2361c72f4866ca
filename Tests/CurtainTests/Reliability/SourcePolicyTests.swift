import Foundation
import Testing

/// Static guarantees about what shipping code can do, checked by reading the sources: no shell, no child
/// processes, and files written only where a caller names the file.
///
/// Test-only targets (`CurtainTestSupport`, `CWestonTestInput`) and the benchmark (`CurtainBench`), which
/// start compositors and peers on purpose, are exempt.
@Suite("Source policy")
struct SourcePolicyTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources")
    static let exempt: Set<String> = ["CurtainBench", "CurtainTestSupport", "CWestonTestInput"]

    /// Every `.swift`, `.c` and `.h` file of a shipping target, as (path relative to Sources, lines).
    static func shippingFiles() throws -> [(path: String, lines: [Substring])] {
        let manager = FileManager.default
        var files: [(String, [Substring])] = []
        for target in try manager.contentsOfDirectory(atPath: sources.path).sorted() where !exempt.contains(target) {
            guard let walker = manager.enumerator(atPath: sources.appending(path: target).path) else { continue }
            for case let relative as String in walker where [".swift", ".c", ".h"].contains(where: relative.hasSuffix) {
                let text = try String(contentsOf: sources.appending(path: "\(target)/\(relative)"), encoding: .utf8)
                files.append(("\(target)/\(relative)", text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        return files
    }

    /// Lines of code (not `//` comments) matching `pattern`, as `path:line: text`.
    static func matches(_ pattern: String) throws -> [String] {
        let regex = try Regex(pattern)
        return try shippingFiles().flatMap { file in
            file.lines.enumerated().compactMap { index, line in
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), !code.hasPrefix("*"), line.contains(regex) else { return nil }
                return "\(file.path):\(index + 1): \(code)"
            }
        }
    }

    @Test("the sources are found, so the scans below see something")
    func sourcesExist() throws {
        let paths = try Self.shippingFiles().map(\.path)
        #expect(paths.contains("CurtainShell/Shm/ShmPool.swift") && paths.contains("curtain/main.swift"))
        #expect(paths.count > 100)
    }

    @Test("shipping code never runs a shell")
    func noShell() throws {
        let found = try Self.matches(#"\bsystem\(|\bpopen\(|/bin/sh|/bin/bash|"sh"|"bash"|"-c"|NSTask|\bwordexp\("#)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Each shipping file that may start a program, with why; none of them goes through a shell.
    static let allowedSpawners = [
        "CurtainGallery/Screenshooter.swift": "the gallery's tour runs weston-screenshooter by name (/usr/bin/env), no arguments",
    ]

    @Test("only the gallery's tour starts a process; the library and curtain never do")
    func noChildProcess() throws {
        let all = try Self.matches(#"posix_spawn|\bexec[lv]p?e?\(|\bv?fork\(|\bProcess\("#)
        for spawner in Self.allowedSpawners.keys {
            #expect(all.contains { $0.hasPrefix(spawner + ":") }, "the scan no longer sees \(spawner)'s process")
        }
        let found = all.filter { line in !Self.allowedSpawners.keys.contains { line.hasPrefix($0 + ":") } }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Each shipping file that loads a library at run time, with the library: always a fixed soname, never a path
    /// from the environment or the user.
    static let allowedLibraryLoads = [
        "CDBus/shim.h": "\"libdbus-1.so.3\"",
        "CAtkShim/CurtainAtkBridge.c": "\"libatk-bridge-2.0.so.0\"",
    ]

    @Test("libraries are loaded at run time only by fixed soname, where listed")
    func libraryLoadsAreFixed() throws {
        let found = try Self.matches(#"\bdlopen\("#)
        for (file, soname) in Self.allowedLibraryLoads {
            #expect(found.contains { $0.hasPrefix(file + ":") && $0.contains("dlopen(" + soname) }, "\(file) loads \(soname)")
        }
        let unlisted = found.filter { line in
            !Self.allowedLibraryLoads.contains { line.hasPrefix($0.key + ":") && line.contains("dlopen(" + $0.value) }
        }
        #expect(unlisted.isEmpty, "\(unlisted.joined(separator: "\n"))")
    }

    @Test("shared memory is made only by ShmPool, from a sealed memfd")
    func sharedMemoryOnlyFromShmPool() throws {
        let found = try Self.matches(#"memfd_create\(|\bcreatePool\(|\bshm_open\(|\bmkstemp\(|\btmpfile\("#)
            .filter { !$0.hasPrefix("CurtainShell/Shm/ShmPool.swift:") && !$0.hasPrefix("CWayland/shim.h:") }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Each place that may create or write a file, with why that is the user's request.
    static let allowedWriters = [
        "CurtainRendering/ImageSurface.swift": "writePNG(to:) writes the path its caller passes",
        "CurtainPresentation/Filmstrip/Filmstrip+ContactSheet.swift": "curtain filmstrip --out FILE.png",
        "WaylandScanner/ScannerCommand.swift": "build time: the output file SwiftPM's plugin names",
        "CurtainPresentation/Stats/TransitionStatsLog.swift": "only when CURTAIN_STATS names a file; timings, no user text",
        "curtain/Filmstrip/CairoFilmstripRenderer.swift": "curtain filmstrip --json FILE.json",
        "CurtainGallery/Screenshooter.swift": "the tour's screenshots, into the directory the tour is told to fill",
        "CurtainGallery/main.swift": "curtain-gallery --tour DIR creates DIR",
        "curtain/Text/TextFile.swift": "opens --text-info's --filename O_RDONLY to read it; writes nothing",
    ]

    @Test("files are written only where a caller names the file")
    func filesWrittenOnlyOnRequest() throws {
        let pattern = #"\bfopen\(|\bcreat\(|\bopen\(|O_CREAT|O_WRONLY|O_RDWR|\.write\(to|write_to_png|createFile\(|FileHandle\(forWriting|\bmkdir\(|\bmkdtemp\(|\.write\(toFile|\brename\(|UserDefaults|createDirectory\(|moveItem\(|copyItem\("#
        let all = try Self.matches(pattern)
        for writer in Self.allowedWriters.keys {
            #expect(all.contains { $0.hasPrefix(writer + ":") }, "the scan no longer sees \(writer)'s writer")
        }
        let found = all.filter { line in
            !Self.allowedWriters.keys.contains { line.hasPrefix($0 + ":") }
        }
        // The curtain CLI writes JSON for `filmstrip --json` through the renderer it is given; any new writer
        // must be added above with its reason.
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
