import Foundation

/// The results of one bench run, as `results.md` (for people) and `results.json` (for tools).
struct Report: Codable {
    var generatedAt: String
    var command: String
    /// The commit measured (`git describe --always --dirty`), so a table can be traced to its code.
    var commit: String
    var machine: String
    var versions: [String: String]
    var iterations: Int
    var warmup: Int
    var settleMs: Int
    var results: [PeerResult] = []
    var transitions: [TransitionResult]?
    var progress: [ProgressResult]?
    var problems: [String] = []

    init(options: Options) {
        generatedAt = ISO8601DateFormatter().string(from: Date())
        // scripts/bench names itself, so the report shows the command a reader runs, not this machine's build paths.
        command =
            ProcessInfo.processInfo.environment["CURTAIN_BENCH_COMMAND"]
            ?? "swift run -c release curtain-bench " + CommandLine.arguments.dropFirst().joined(separator: " ")
        machine = Self.machine()
        commit = Self.commit()
        versions = Self.packageVersions(["weston", "libwayland-client0", "zenity", "yad", "sway", "libgtk-3-0"])
        iterations = options.iterations
        warmup = options.warmup
        settleMs = Int(options.settle.milliseconds)
    }

    func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: directory + "/results.json"))
        try markdown.write(toFile: directory + "/results.md", atomically: true, encoding: .utf8)
    }

    // MARK: - Markdown

    var markdown: String {
        var lines = [
            "# curtain-bench results",
            "",
            "`\(command)` at \(generatedAt), commit `\(commit)`, on \(machine).",
            "Packages: " + versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ".",
            "\(iterations) recorded starts per peer and compositor after \(warmup) warm-up rounds, interleaved; "
                + "each peer stays up \(settleMs) ms after its first frame, then gets SIGTERM.",
            "",
            "## Start to first complete frame, peak RSS",
            "",
            "Targets for `curtain alert`: first frame within 10 ms under headless weston, peak RSS ≤ 15 MB.",
            "Peak RSS is the peer's `VmHWM` just before SIGTERM (file-backed library and font pages included), not "
                + "`ru_maxrss`, which Linux inflates to the spawning bench's own RSS at `execve`.",
            "",
            "| Peer | Compositor | Runs | First frame median (ms) | p90 (ms) | Peak RSS median (MiB) | p90 (MiB) | CPU median (ms) | Notes |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
        ]
        for result in results {
            let notes = result.status == .measured ? (result.note ?? "") : "**\(result.status.rawValue)**: \(result.note ?? "")"
            lines.append(
                "| `\(result.peer)` | \(result.compositor) | \(result.firstFrameMs?.count ?? 0) | "
                    + "\(format(result.firstFrameMs?.median)) | \(format(result.firstFrameMs?.p90)) | "
                    + "\(format(result.peakRSSMiB?.median)) | \(format(result.peakRSSMiB?.p90)) | "
                    + "\(format(result.cpuMs?.median)) | \(notes.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        let crossChecked = results.filter { $0.debugLogFrameMs != nil }
        if !crossChecked.isEmpty {
            lines += [
                "",
                "Cross-check, same runs timed by both clocks (median ms): weston applying the commit vs the client's own "
                    + "`WAYLAND_DEBUG` stamp of its commit request.", "",
            ]
            for result in crossChecked {
                lines.append(
                    "- `\(result.peer)`: weston \(format(result.firstFrameMs?.median)), "
                        + "WAYLAND_DEBUG \(format(result.debugLogFrameMs?.median))")
            }
        }
        lines += ["", "Methods:"]
        for method in Set(results.map { "\($0.compositor): \($0.method)" }).sorted() { lines.append("- \(method)") }
        lines += [
            "", "## Per transition (`curtain alert` on weston, from `CURTAIN_STATS`)", "",
            "Targets: after the first frame ≤ 8 bytes of shm and ≤ 20 µs of client CPU per frame. CPU µs/frame is the "
                + "whole curtain process (all threads) from the first frame to the last, per frame; frame handler µs is the "
                + "event-loop thread's own CPU from a frame callback to that frame's commit, frames after the first. Missed frames counted "
                + "on weston's presentation clock (`wp_presentation_feedback`: refreshes between the first and last "
                + "presented frames that showed no new frame; the dismissal's last frames often report after curtain "
                + "exits, so its count covers the frames presented before). weston µs/frame is weston's own CPU, all "
                + "threads, from Escape to the dismissal's record, per dismissal frame. Medians over the records.", "",
        ]
        if let transitions, !transitions.isEmpty {
            lines += [
                "| Transition | Composition | Phase | Records | Frames | Presented | Missed (median) | Missed (max) | Refresh (ms) | shm bytes/frame after first | CPU µs/frame | frame handler µs (median) | weston µs/frame | Notes |",
                "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
            ]
            for transition in transitions {
                let phases = Dictionary(grouping: transition.records) { $0.phase ?? "?" }
                if phases.isEmpty {
                    lines.append(
                        "| \(transition.transition) | \(transition.variant) | | 0 | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | \(transition.failure ?? "") |"
                    )
                }
                for (phase, records) in phases.sorted(by: { $0.key > $1.key }) {
                    func median(_ value: (TransitionStats) -> Double) -> String { format(Summary(records.map(value))?.median) }
                    let compositor = phase == "dismiss" ? format(Summary(transition.compositorMicrosPerFrame)?.median) : ""
                    lines.append(
                        "| \(transition.transition) | \(transition.variant) | \(phase) | \(records.count) | "
                            + "\(median { Double($0.frames) }) | \(median { Double($0.framesPresented ?? 0) }) | "
                            + "\(median { Double($0.framesMissed) }) | \(records.map(\.framesMissed).max() ?? 0) | "
                            + "\(median { ($0.refreshMicros ?? 0) / 1000 }) | "
                            + "\(median(\.shmBytesPerFrameAfterFirst)) | \(median(\.cpuMicrosPerFrame)) | "
                            + "\(format(Summary(records.compactMap(\.frameCPUMicros))?.median)) | \(compositor) | "
                            + "\(transition.failure ?? "") |")
                }
            }
        } else {
            lines.append("n/a: pending on curtain's side (its alert must show a window and honour `CURTAIN_STATS`).")
        }
        lines += threadTable + mappingTable
        if let progress, !progress.isEmpty {
            lines += [
                "", "## `--progress` fed 1,000 lines a second, then idle (weston)", "",
                "Target: ≤ 5 % of one core while fed, no CPU at all while idle (stdin open, nothing arriving). "
                    + "CPU is all threads' `schedstat` time over \(Int(WestonBench.progressSeconds)) s fed and "
                    + "\(Int(WestonBench.idleSeconds)) s idle.", "",
                "| Peer | CPU while fed (% of a core) | CPU while idle (µs) | Notes |", "| --- | ---: | ---: | --- |",
            ]
            for result in progress {
                lines.append(
                    "| `\(result.peer)` | \(format(result.busyPercent)) | \(format(result.idleMicros)) | "
                        + "\(result.failure ?? "") |")
            }
        }
        if !problems.isEmpty {
            lines += ["", "## Problems", ""] + problems.map { "- \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each transition's client CPU per frame split by thread (`threadCPUMicrosPerFrame`), medians over the records
    /// of the default composition.
    private var threadTable: [String] {
        let measured = (transitions ?? []).filter { $0.variant == TransitionVariant.viewports.rawValue }
        let threads = Set(measured.flatMap { $0.records.flatMap { $0.threadCPUMicrosPerFrame?.keys.map { $0 } ?? [] } })
        guard !threads.isEmpty else { return [] }
        let columns = ["event loop"].filter(threads.contains) + threads.subtracting(["event loop"]).sorted()
        var lines = [
            "", "## CPU per frame by thread (`curtain alert` on weston, from `CURTAIN_STATS`)", "",
            "Each thread's CPU (`/proc/self/task/*/schedstat`) from a transition's first frame to its last, per frame, "
                + "in µs; the medians over the records of the default composition. `event loop` is the main thread; "
                + "curtain names its own (`curtain-fonts`, `curtain-fontcfg`, `curtain-desktop`, `curtain-a11y`); "
                + "a thread that used nothing is blank.",
            "",
            "| Transition | Phase | " + columns.joined(separator: " | ") + " | all threads |",
            "| --- | --- | " + columns.map { _ in "---:" }.joined(separator: " | ") + " | ---: |",
        ]
        for transition in measured {
            let phases = Dictionary(grouping: transition.records) { $0.phase ?? "?" }
            for (phase, records) in phases.sorted(by: { $0.key > $1.key }) {
                let cells = columns.map { thread in
                    let values = records.compactMap { $0.threadCPUMicrosPerFrame?[thread] }
                    return values.isEmpty ? "" : format(Summary(values)?.median)
                }
                lines.append(
                    "| \(transition.transition) | \(phase) | " + cells.joined(separator: " | ")
                        + " | \(format(Summary(records.map(\.cpuMicrosPerFrame))?.median)) |")
            }
        }
        return lines
    }

    /// What each measured peer's resident memory is made of at rest (``MappingRSS``), medians over its runs.
    private var mappingTable: [String] {
        let measured = results.filter { $0.rssByMappingKiB != nil && $0.compositor.hasPrefix("weston") }
        guard !measured.isEmpty else { return [] }
        var lines = [
            "", "## Resident memory by mapping (weston, at rest before SIGTERM)", "",
            "`/proc/PID/smaps` Rss summed by what each mapping holds, in KiB, the median over the runs: the binary (with "
                + "the Swift runtime linked in statically), each shared library, font files and fontconfig's caches, "
                + "shared-memory buffers (the window's and the card's), heap and anonymous memory, stacks. The kinds are "
                + "the largest few of any peer; the rest are summed as `other`.", "",
        ]
        var totals: [String: Double] = [:]
        for result in measured { for (kind, kib) in result.rssByMappingKiB ?? [:] { totals[kind, default: 0] += kib } }
        let kinds = totals.sorted { $0.value > $1.value }.prefix(12).map(\.key)
        lines += [
            "| Peer | " + kinds.joined(separator: " | ") + " | other | total |",
            "| --- | " + kinds.map { _ in "---:" }.joined(separator: " | ") + " | ---: | ---: |",
        ]
        for result in measured {
            let mapping = result.rssByMappingKiB ?? [:]
            let other = mapping.filter { !kinds.contains($0.key) }.values.reduce(0, +)
            lines.append(
                "| `\(result.peer)` | " + kinds.map { format(mapping[$0] ?? 0) }.joined(separator: " | ")
                    + " | \(format(other)) | \(format(mapping.values.reduce(0, +))) |")
        }
        return lines
    }

    private func format(_ value: Double?) -> String {
        value.map { String(format: "%.1f", $0) } ?? "n/a"
    }

    // MARK: - Environment

    private static func machine() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
            .split(separator: " ").prefix(3).joined(separator: " ")
        return "\(model ?? "unknown CPU") × \(cores), Linux \(release), load average \(load) at start"
    }

    private static func commit() -> String {
        let described = output(
            of: "/usr/bin/git",
            ["-C", Options.packageRoot.path, "describe", "--always", "--dirty", "--abbrev=12"])
        return described.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown"
    }

    private static func packageVersions(_ packages: [String]) -> [String: String] {
        var versions: [String: String] = [:]
        for package in packages {
            if let version = output(of: "/usr/bin/dpkg-query", ["-W", "-f=${Version}", package]), !version.isEmpty {
                versions[package] = version
            }
        }
        return versions
    }

    /// What `program` prints on stdout, trimmed; nil when it cannot start or exits non-zero.
    private static func output(of program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
