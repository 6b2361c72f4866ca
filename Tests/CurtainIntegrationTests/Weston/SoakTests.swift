import CurtainCAllocationCounter
import CurtainTestSupport
import Foundation
import Testing
import Wayland
import Curtain

@testable import CurtainPresentation

/// Thousands of present/dismiss cycles in one process must leave memory and file descriptors flat.
///
/// Other suites run in parallel in this process and would blur its RSS, so the cycles run in a child: this
/// test binary again, filtered to ``SoakWorker``, which prints its figures as one JSON line. The parent checks them.
@Suite("Soak", .serialized, .integrationTimeLimit, .blocking)
struct SoakTests {
    /// What the worker measured.
    struct Figures: Codable {
        var cycles: Int
        var seconds: Double
        /// Resident set (KiB) after `checkpoint` cycles and at the end.
        var rssAtCheckpoint: Int
        var rssAtEnd: Int
        var fdsAtStart: Int
        var fdsAtCheckpoint: Int
        var fdsAtEnd: Int
        var checkpoint: Int
        /// Bytes malloc had handed out (``SoakWorker/heapBytesInUse()``) after half the cycles and at the end.
        var heapAtHalf: Int
        var heapAtEnd: Int
    }

    /// Runs `SoakWorker.<name>` in a child copy of this test binary and returns its figures.
    ///
    /// - Parameter leak: Bytes the worker leaks on purpose each cycle, to show what the check sees.
    static func runWorker(_ name: String, cycles: Int, animated: Bool, leak: Int = 0) throws -> Figures {
        let process = Process()
        // At the lowest CPU priority, with the weston it starts: the soak measures memory and descriptors, not
        // time, and at full speed two children would take both cores from the suites waiting on compositors.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
        process.arguments = [
            "-n", "19", try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), "--testing-library",
            "swift-testing", "--filter", "SoakWorker/\(name)",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment[SoakWorker.variable] = "\(cycles) \(animated ? 1 : 0) \(leak)"
        // One malloc arena: under the test runner's dispatchMain the main actor's jobs run on whichever dispatch
        // thread is free, and glibc gives each new thread an arena that keeps some freed memory. Up to 16 of them
        // on this machine added 1 to 2 MiB between the checkpoints under load (bounded, but above the 1 MiB this
        // test allows), and hid what it looks for: memory Curtain itself keeps per alert.
        environment["MALLOC_ARENA_MAX"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runTiedToTestProcess()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(SoakWorker.prefix) }) else {
            throw SoakWorker.Failure(
                description: "the soak worker printed no figures (status \(process.terminationStatus)):\n\(text.suffix(3000))")
        }
        #expect(process.terminationStatus == 0, "\(text.suffix(3000))")
        return try JSONDecoder().decode(Figures.self, from: Data(line.dropFirst(SoakWorker.prefix.count).utf8))
    }

    /// What the heap may grow by over the second half of the cycles: malloc's own bookkeeping and the caches' last
    /// entries. Measured here, with the cycles holding the main actor (``SoakWorker/cycles()``): -4.5 KiB over the
    /// 5,000 unanimated cycles and -4.7 KiB over the 20 animated ones beside four other builds; a leak of 10 KiB a
    /// cycle grew them by 196 KiB over those 20. Any leak above 3.2 KiB a cycle is seen.
    static let heapAllowance = 64 * 1024

    /// Whether the heap grew by less than ``heapAllowance`` between half the cycles and the end.
    static func heapIsFlat(_ figures: Figures) -> Bool {
        figures.heapAtEnd - figures.heapAtHalf < heapAllowance
    }

    static func check(_ figures: Figures) {
        // After warm-up (fonts, glyph caches, malloc arenas) the resident set must stay put. 1 MiB of noise is
        // allowed; unbounded transition stats grew it by 2.6 MiB over 9,000 cycles, and measured flat since.
        #expect(
            figures.rssAtEnd - figures.rssAtCheckpoint < 1024,
            "RSS grew from \(figures.rssAtCheckpoint) KiB after \(figures.checkpoint) cycles to \(figures.rssAtEnd) KiB after \(figures.cycles)"
        )
        // The resident set moves by pages and keeps what malloc freed; the bytes malloc has handed out move by the
        // byte. Between half the cycles (well past warm-up) and the end they must stay within the allowance: a leak
        // of 10 KiB a cycle grows them by 200 KiB over the animated soak's second 20 cycles.
        #expect(
            heapIsFlat(figures),
            "the heap grew by \(figures.heapAtEnd - figures.heapAtHalf) bytes over cycles \(figures.cycles / 2) to \(figures.cycles)"
        )
        // Not one descriptor more after warm-up than at its end, and none more at the end than at the first cycle. One
        // fewer is no leak: beside two busy loops a descriptor the start-up still held at the first cycle (32 then 31
        // in CI on 2026-12-07) was closed by the checkpoint.
        #expect(
            figures.fdsAtEnd == figures.fdsAtCheckpoint && figures.fdsAtEnd <= figures.fdsAtStart,
            "fds: \(figures.fdsAtStart) at start, \(figures.fdsAtCheckpoint), \(figures.fdsAtEnd) at the end")
    }

    @Test("10,000 unanimated alert present/dismiss cycles: flat RSS, heap and fd count")
    func tenThousandCycles() throws {
        let figures = try Self.runWorker("cycles", cycles: 10_000, animated: false)
        print("soak unanimated: \(figures)")
        #expect(figures.cycles == 10_000)
        Self.check(figures)
    }

    /// Each animated cycle takes the alert's real zoom in and out, about 0.44 s on weston's 40 Hz clock.
    @Test("40 animated alert present/dismiss cycles: flat RSS, heap and fd count")
    func animatedCycles() throws {
        let figures = try Self.runWorker("cycles", cycles: 40, animated: true)
        print("soak animated: \(figures)")
        #expect(figures.cycles == 40)
        Self.check(figures)
    }

    /// The check itself: the same animated soak, leaking 10 KiB a cycle on purpose, fails it.
    @Test("a 10 KiB leak per animated cycle is seen")
    func animatedCyclesSeeATenKiBLeak() throws {
        let figures = try Self.runWorker("cycles", cycles: 40, animated: true, leak: 10 * 1024)
        print("soak animated, leaking 10 KiB a cycle: \(figures)")
        #expect(figures.cycles == 40)
        #expect(!Self.heapIsFlat(figures), "the leak went unseen: \(figures)")
    }
}

/// The variable through which ``SoakTests`` tells its child ``SoakWorker`` what to run: "cycles animated(0/1)
/// leak-bytes-per-cycle".
private let soakWorkerVariable = "CURTAIN_SOAK_WORKER"

/// The child side of ``SoakTests``: enabled only when the parent sets ``variable``.
@Suite(
    "SoakWorker",
    .enabled(
        if: ProcessInfo.processInfo.environment[soakWorkerVariable] != nil,
        "runs only as the child process of the Soak suite"), .integrationTimeLimit, .mainActorTurns)
@MainActor struct SoakWorker {
    nonisolated static let variable = soakWorkerVariable
    nonisolated static let prefix = "SOAK-FIGURES "

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Resident set size in KiB, from `/proc/self/statm`.
    static func residentKiB() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024 : 0
    }

    /// Bytes malloc has handed out and not taken back (`mallinfo2`, in every arena).
    static func heapBytesInUse() -> Int {
        Int(curtain_heap_bytes_in_use())
    }

    /// The heap once the window has shown its last frame and weston has answered everything sent to it (two round
    /// trips: what handling the first one's events sent is answered by the second). Under load weston answers late,
    /// and what waits for its answer (a frame's presentation feedback, the connection's buffers) would otherwise be
    /// counted at one measurement and not at the other.
    static func quiescentHeap(_ fixture: WindowFixture, _ window: Window) throws -> Int {
        _ = try fixture.runBlocking(timeout: Self.deadline, until: { window.isSettled })
        try fixture.app.connection.display.roundtrip()
        try fixture.app.connection.display.roundtrip()
        return heapBytesInUse()
    }

    /// How long one wait of the cycles may take: a hang guard, never a speed limit.
    static let deadline = Duration.seconds(60)

    /// Open file descriptors, from `/proc/self/fd`.
    static func openFileDescriptors() -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).count
    }

    @Test func cycles() async throws {
        let settings = (ProcessInfo.processInfo.environment[Self.variable] ?? "").split(separator: " ")
        let cycles = settings.first.flatMap { Int($0) } ?? 0
        let animated = settings.dropFirst().first == "1"
        let leak = settings.dropFirst(2).first.flatMap { Int($0) } ?? 0
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        // From here the cycles hold the main actor and run the window's loop on this thread (`runBlocking`), as a
        // program with a synchronous main does. A suspending wait is woken through a dispatch source, and each
        // wake-up moves a libdispatch continuation from the thread that resumes the task to the one that runs it:
        // libdispatch keeps freed continuations per thread (up to 1,024 of 64 bytes each). In full runs the heap
        // grew by 69 to 101 KiB over the second 20 animated cycles, and heaptrack put the largest share of it in
        // those continuations: other suites' load spread the wake-ups over more threads. That is libdispatch's
        // cache, not what this test looks for, memory Curtain keeps per alert.
        // Stats are recorded, as an app with CURTAIN_STATS records them, but the log keeps one cycle's two records:
        // with its default bound of 1,000 it would keep every record of a short soak (about 12 KiB a cycle with
        // the samples), growth that would hide a leak of that size.
        window.isolatedStatsLog().maximumRecords = 2
        // Warm-up (fonts, glyph caches, malloc arenas) is over well before a tenth of a long run.
        let checkpoint = cycles >= 1000 ? cycles / 10 : cycles / 4
        let start = EventLoop.now()
        var figures = SoakTests.Figures(
            cycles: 0, seconds: 0, rssAtCheckpoint: 0, rssAtEnd: 0,
            fdsAtStart: 0, fdsAtCheckpoint: 0, fdsAtEnd: 0, checkpoint: checkpoint, heapAtHalf: 0, heapAtEnd: 0)
        for cycle in 0..<cycles {
            let alert = AlertController(title: "Cycle \(cycle)", message: "Present, then dismiss.")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "OK"))
            var presented = false
            window.present(alert, animated: animated) { presented = true }
            guard try fixture.runBlocking(timeout: Self.deadline, until: { presented }) else {
                throw Failure(description: "cycle \(cycle) never presented")
            }
            // The window's dim buffers are a bounded cache, one per alpha byte, made as frames land on new alphas.
            // Under load the frames land on other alphas each cycle, and the cache filling up (about 100 KiB, at most
            // 256 buffers) looked like a leak of 5 KiB a cycle: it is warmed up here, as fonts and glyphs are.
            if cycle == 0, let dim = window.currentPresentation?.coordinator.presentationController.dimmingLayer,
                let buffers = window.dimmingBuffers(color: dim.color)
            {
                for alpha in UInt8.min...UInt8.max { _ = buffers.buffer(alphaByte: alpha) }
            }
            var dismissed = false
            alert.dismiss(animated: animated) { dismissed = true }
            guard try fixture.runBlocking(timeout: Self.deadline, until: { dismissed }) else {
                throw Failure(description: "cycle \(cycle) never dismissed")
            }
            if leak > 0, let bytes = malloc(leak) {
                // Written, so the pages are real; never freed.
                memset(bytes, 0xA5, leak)
            }
            if cycle == 0 { figures.fdsAtStart = Self.openFileDescriptors() }
            if cycle + 1 == cycles / 2 { figures.heapAtHalf = try Self.quiescentHeap(fixture, window) }
            if cycle + 1 == checkpoint {
                figures.rssAtCheckpoint = Self.residentKiB()
                figures.fdsAtCheckpoint = Self.openFileDescriptors()
            }
            figures.cycles = cycle + 1
        }
        figures.rssAtEnd = Self.residentKiB()
        figures.heapAtEnd = try Self.quiescentHeap(fixture, window)
        figures.fdsAtEnd = Self.openFileDescriptors()
        let (seconds, attoseconds) = (EventLoop.now() - start).components
        figures.seconds = Double(seconds) + Double(attoseconds) / 1e18
        let json = try JSONEncoder().encode(figures)
        print(Self.prefix + String(decoding: json, as: UTF8.self))
    }
}
