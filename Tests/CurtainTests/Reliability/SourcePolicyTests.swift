import Foundation
import CurtainTestSupport
import Testing

/// Static guarantees about what shipping code can do, checked by reading the sources: no shell, no child
/// processes, and files written only where a caller names the file.
///
/// The test-only target (`CurtainTestSupport`, with its weston module) and the benchmark (`CurtainBench`), which
/// start compositors and peers on purpose, are exempt. Comments are not code: `//` and `/* */` comments (which
/// may span lines) are blanked before matching, outside string literals, and nothing else is skipped.
@Suite("Source policy", .blocking)
struct SourcePolicyTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources")
    static let exempt: Set<String> = ["CurtainBench", "CurtainTestSupport"]

    /// Every `.swift`, `.c` and `.h` file of a shipping target, as (path relative to Sources, lines of code).
    static func shippingFiles() throws -> [(path: String, lines: [String])] {
        let manager = FileManager.default
        var files: [(String, [String])] = []
        for target in try manager.contentsOfDirectory(atPath: sources.path).sorted() where !exempt.contains(target) {
            guard let walker = manager.enumerator(atPath: sources.appending(path: target).path) else { continue }
            for case let relative as String in walker where [".swift", ".c", ".h"].contains(where: relative.hasSuffix) {
                let text = try String(contentsOf: sources.appending(path: "\(target)/\(relative)"), encoding: .utf8)
                files.append(("\(target)/\(relative)", codeLines(of: text)))
            }
        }
        return files
    }

    /// `text`'s lines with every comment blanked: `//` to the end of the line, and `/* … */` (nested, as Swift
    /// allows) across lines. Quotes open and close string literals, in which comment markers are text.
    static func codeLines(of text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var commentDepth = 0
        var inString = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            let next = characters.first
            if character == "\n" {
                lines.append(line)
                line = ""
                inString = false  // a literal that spans lines ("""…""") is text either way
            } else if commentDepth > 0 {
                if character == "*", next == "/" { characters.removeFirst(); commentDepth -= 1 }
                if character == "/", next == "*" { characters.removeFirst(); commentDepth += 1 }
            } else if inString {
                line.append(character)
                if character == "\\", let escaped = characters.popFirst() {
                    line.append(escaped)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/", next == "/" {
                while let rest = characters.first, rest != "\n" { characters.removeFirst() }
            } else if character == "/", next == "*" {
                characters.removeFirst()
                commentDepth = 1
            } else {
                line.append(character)
                if character == "\"" { inString = true }
            }
        }
        lines.append(line)
        return lines
    }

    /// Lines of code (comments blanked) matching `pattern`, as `path:line: code`.
    static func matches(_ pattern: String) throws -> [String] {
        let regex = try Regex(pattern)
        return try shippingFiles().flatMap { file in
            file.lines.enumerated().compactMap { index, line in
                guard line.contains(regex) else { return nil }
                return "\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))"
            }
        }
    }

    @Test("comments are blanked, code is kept: a C line starting with `*` is code")
    func commentsAreToldFromCode() {
        let text = """
            *target = system_value; // system(
            /* system(
             * popen( */ int kept = 1;
            char *url = "http://example/*"; /* a /* nested */ comment */ after();
            """
        #expect(
            Self.codeLines(of: text) == [
                "*target = system_value; ", "", " int kept = 1;", #"char *url = "http://example/*";  after();"#,
            ])
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
        "curtain/IO/ChildProcess.swift":
            "the one posix_spawn of curtain, for the two callers below: no shell, SIGPIPE back to its default",
        "curtain/Alert/ButtonCommand.swift":
            "yad's --button=LABEL:CMD, and the commands of yad's tray icon (--command, --menu), start their program by name (posix_spawnp), split into words as GLib splits them, never through a shell",
        "curtain/PolkitAgent/AgentHelper.swift":
            "curtain polkit-agent runs polkit-agent-helper-1 by its absolute path, as every polkit agent must (the setuid helper checks the password with PAM); the user name is its one argument",
    ]

    /// Foundation, linked statically, is 50 MB of the executable (`curtain-gallery` is 57 MB); KWin hashes a client's
    /// whole executable before it answers it, which cost `curtain` 1.2 s a start when one diagnostics file imported
    /// it. Only the gallery and the test and build tools may.
    @Test("the library and curtain import no Foundation")
    func noFoundation() throws {
        let tools = ["CurtainGallery/", "CurtainReadmeExamples/", "WaylandScanner/"]
        let found = try Self.matches(#"^\s*(@_exported )?import Foundation\b"#).filter { line in
            !tools.contains { line.hasPrefix($0) }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("only the gallery's tour, the polkit agent and yad's command buttons start a process; the library never does")
    func noChildProcess() throws {
        let all = try Self.matches(#"posix_spawn|ChildProcess\.spawn\(|\bexec[lv]p?e?\(|\bv?fork\(|\bProcess\("#)
        for spawner in Self.allowedSpawners.keys {
            #expect(all.contains { $0.hasPrefix(spawner + ":") }, "the scan no longer sees \(spawner)'s process")
        }
        let found = all.filter { line in !Self.allowedSpawners.keys.contains { line.hasPrefix($0 + ":") } }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Each shipping file that loads a library at run time, with the library: always a fixed soname, never a path
    /// from the environment or the user.
    static let allowedLibraryLoads = [
        "CurtainCDBus/shim.h": "\"libdbus-1.so.3\"",
        "CurtainCAtkShim/CurtainAtkBridge.c": "\"libatk-bridge-2.0.so.0\"",
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
            .filter { !$0.hasPrefix("CurtainShell/Shm/ShmPool.swift:") && !$0.hasPrefix("CurtainCWayland/shim.h:") }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Each line that may create or write a file (its file and the code it holds), with why that is the user's
    /// request. A line, not a file: a second write in the same file is a new entry with its own reason.
    static let allowedWriters: [(file: String, code: String, reason: String)] = [
        (
            "CurtainRendering/ImageSurface.swift", "cairo_surface_write_to_png(cairoSurface, path)",
            "writePNG(to:) writes the path its caller passes"
        ),
        (
            "CurtainDiagnostics/Filmstrip/Filmstrip+ContactSheet.swift", "cairo_surface_write_to_png(sheet, path)",
            "curtain filmstrip --out FILE.png"
        ),
        (
            "WaylandScanner/ScannerCommand.swift", "write(to: URL(fileURLWithPath: options.output)",
            "build time: the output file SwiftPM's plugin names"
        ),
        (
            "CurtainDiagnostics/Stats/TransitionStatsLog.swift", "open(temporary, O_WRONLY | O_CREAT | O_TRUNC",
            "only when CURTAIN_STATS names a file (beside it, FILE.tmp); timings, no user text"
        ),
        (
            "CurtainDiagnostics/Stats/TransitionStatsLog.swift", "rename(temporary, path)",
            "replaces the CURTAIN_STATS file atomically with FILE.tmp"
        ),
        ("curtain/Filmstrip/CairoFilmstripRenderer.swift", #"fopen(path, "w")"#, "curtain filmstrip --json FILE.json"),
        (
            "CurtainGallery/Screenshooter.swift", "createDirectory(atPath: scratch",
            "the tour's scratch directory inside the directory the tour is told to fill"
        ),
        ("CurtainGallery/Screenshooter.swift", "moveItem(atPath:", "a tour screenshot into the tour's directory"),
        ("CurtainGallery/main.swift", "createDirectory(atPath: tourDirectory", "curtain-gallery --tour DIR creates DIR"),
        (
            "CurtainDBus/BusWatchThread.swift", #"open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)"#,
            "names its own thread in procfs, so profiles and the bench's per-thread CPU tell it apart"
        ),
        (
            "CurtainRendering/Text/StartupFonts/FontWarmup.swift", #"open("/proc/thread-self/comm", O_WRONLY)"#,
            "names its own thread in procfs, so profiles and the bench's per-thread CPU tell it apart"
        ),
        (
            "CurtainDiagnostics/Stats/ThreadCPUSnapshot.swift", "open(path, O_RDONLY | O_CLOEXEC)",
            "reads the schedstat and comm of this process's threads under /proc/self/task; writes nothing"
        ),
        (
            "curtain/Text/TextFile.swift", "open(path, O_RDONLY | O_CLOEXEC)",
            "opens --text-info's --filename read-only to read it; writes nothing"
        ),
        (
            "CurtainRendering/Text/StartupFonts/FontStartupCache.swift", #"open("/proc/thread-self/comm", O_WRONLY)"#,
            "names its own thread in procfs, so profiles and the bench's per-thread CPU tell it apart"
        ),
        (
            "CurtainRendering/Text/StartupFonts/FontStartupCache.swift", "open(path, O_RDONLY | O_CLOEXEC)",
            "reads the start-up font cache; writes nothing"
        ),
        (
            "CurtainRendering/Text/StartupFonts/FontStartupCache.swift", "mkdir(folder, 0o700)",
            "the start-up font cache's folder, $XDG_CACHE_HOME/curtain, private to the user: the XDG place for a cache"
        ),
        (
            "CurtainRendering/Text/StartupFonts/FontStartupCache.swift", "mkdir(String(folder[..<parent]), 0o700)",
            "$XDG_CACHE_HOME itself when it does not exist yet, as the XDG base directory specification asks"
        ),
        (
            "CurtainRendering/Text/StartupFonts/FontStartupCache.swift", "open(temporary, O_WRONLY | O_CREAT",
            "the start-up font cache's new text (font files and settings, never text), beside the cache file"
        ),
        (
            "CurtainRendering/Text/StartupFonts/FontStartupCache.swift", "rename(temporary, path)",
            "replaces the start-up font cache in one step"
        ),
        (
            "curtain/PolkitAgent/PolkitSubject.swift", "open(\"/proc/\\(id)/stat\", O_RDONLY",
            "reads (never writes) /proc/PID/stat for the start time polkit identifies a process subject by"
        ),
    ]

    @Test("files are written only where a caller names the file")
    func filesWrittenOnlyOnRequest() throws {
        let pattern =
            #"\bfopen\(|\bcreat\(|\bopen\(|O_CREAT|O_WRONLY|O_RDWR|\.write\(to|write_to_png|createFile\(|FileHandle\(forWriting|\bmkdir\(|\bmkdtemp\(|\.write\(toFile|\brename\(|UserDefaults|createDirectory\(|moveItem\(|copyItem\("#
        let all = try Self.matches(pattern)
        func isAllowed(_ line: String, by writer: (file: String, code: String, reason: String)) -> Bool {
            line.hasPrefix(writer.file + ":") && line.contains(writer.code)
        }
        for writer in Self.allowedWriters {
            #expect(all.contains { isAllowed($0, by: writer) }, "the scan no longer sees \(writer.file)'s \(writer.code)")
        }
        let found = all.filter { line in !Self.allowedWriters.contains { isAllowed(line, by: $0) } }
        // The curtain CLI writes JSON for `filmstrip --json` through the renderer it is given; any new writer
        // must be added above with its reason.
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
