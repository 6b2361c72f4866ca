import CurtainTestSupport
import Foundation

// curtain-bench: start curtain and its peers side by side against the same compositors, measure start to first
// complete frame and peak RSS, read curtain's per-transition figures, and write results.md and results.json.

ProcessRegistry.installSignalHandlers()
let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    log("\(error)")
    exit(2)
}

let scratch = NSTemporaryDirectory() + "/curtain-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

let curtain = Peer.curtain(executable: options.curtainPath)
/// Another build of curtain, measured on weston interleaved with the first (`--beside`).
let beside = options.beside.map { Peer.curtain(executable: $0.path, label: $0.label) }
var report = Report(options: options)

if options.compositors.contains("weston") {
    let peers = [curtain] + (beside.map { [$0] } ?? []) + (options.isCurtainOnly ? [] : [.zenity, .yad])
    do {
        let bench = try WestonBench(options: options, scratch: scratch)
        report.results += bench.run(peers)
        if options.isCrossChecking { report.results += bench.run(peers, isCrossChecking: true) }
        if !options.isCurtainOnly {
            // The list dialogs, rows on stdin: fewer runs, zenity takes seconds for 100,000 rows.
            for rows in [10, 10_000, 100_000] {
                let path = "\(scratch)/rows-\(rows).txt"
                _ = FileManager.default.createFile(
                    atPath: path, contents: Data((0..<rows).map { "row \($0)\n" }.joined().utf8))
                report.results += bench.run(
                    [
                        .list(curtain, rows: rows, stdinPath: path),
                        .list(.zenity, rows: rows, stdinPath: path),
                    ],
                    iterations: rows > 10 ? 3 : 10, warmup: 1)
            }
            report.results += bench.run(
                [.longWord(curtain, length: 128_000), .longWord(.zenity, length: 128_000)], iterations: 3, warmup: 1)
            // A 10 MB log in the text dialog, as TextInfoIntegrationTests opens one (the test checks what it shows,
            // this how long it takes).
            let textPath = "\(scratch)/text-10mb.txt"
            let line = "The quick brown fox jumps over the lazy dog, again and again and again.\n"
            _ = FileManager.default.createFile(
                atPath: textPath, contents: Data(String(repeating: line, count: 10_000_000 / line.utf8.count).utf8))
            report.results += bench.run(
                [.textInfo(curtain, megabytes: 10, path: textPath), .textInfo(.zenity, megabytes: 10, path: textPath)],
                iterations: 3, warmup: 1)
            report.progress = bench.runProgress(curtain: options.curtainPath)
        }
        if report.results.first(where: { $0.peer == curtain.name })?.status == .measured {
            let transitions = ["none", "fade", "slide", "zoom", "bounce"]
            // With a second build (--beside), each transition runs for both builds in turn, A B A B, so that a
            // change in the machine's load between them cannot pass for a difference between the builds.
            let besideBuild = options.beside
            var viewports: [TransitionResult] = []
            var besideViewports: [TransitionResult] = []
            for transition in transitions {
                viewports += bench.runTransitions(curtain: options.curtainPath, transitions: [transition], variant: .viewports)
                if let besideBuild {
                    besideViewports += bench.runTransitions(
                        curtain: besideBuild.path, transitions: [transition], variant: .viewports, label: besideBuild.label)
                }
            }
            report.transitions =
                viewports
                + TransitionVariant.allCases.filter { $0 != .viewports }.flatMap { variant in
                    bench.runTransitions(curtain: options.curtainPath, transitions: ["fade", "slide", "zoom"], variant: variant)
                } + besideViewports
        }
        bench.stop()
    } catch {
        log("weston: \(error)")
        report.problems.append("weston: \(error)")
    }
}

if options.compositors.contains("sway") {
    let peers = options.isCurtainOnly ? [curtain, .overlay(curtain)] : [curtain, .overlay(curtain), .swaynag, .zenity, .yad]
    do {
        let bench = try SwayBench(options: options, scratch: scratch)
        report.results += bench.run(peers)
        bench.stop()
    } catch {
        log("sway: \(error)")
        report.problems.append("sway: \(error)")
    }
}

// mutter and KWin, through the test harnesses, timed like sway by the peers' WAYLAND_DEBUG logs.
if options.compositors.contains("mutter") {
    do {
        let mutter = try MutterHarness()
        ProcessRegistry.register(process: mutter.pid)
        report.results += DebugLogBench(
            options: options, scratch: scratch, compositorName: "mutter 43 headless (virtual monitor)",
            environment: Peer.environment(
                runtimeDirectory: mutter.runtimeDirectory, socketName: mutter.socketName,
                extra: ["DBUS_SESSION_BUS_ADDRESS": mutter.busAddress])
        ).run(options.isCurtainOnly ? [curtain] : [curtain, .zenity])
        ProcessRegistry.unregister(process: mutter.pid)
        mutter.stop()
    } catch {
        log("mutter: \(error)")
        report.problems.append("mutter: \(error)")
    }
}
if options.compositors.contains("kwin") {
    do {
        let kwin = try KWinHarness()
        report.results += DebugLogBench(
            options: options, scratch: scratch, compositorName: "KWin 5.27 virtual",
            environment: Peer.environment(runtimeDirectory: kwin.runtimeDirectory, socketName: kwin.socketName)
        ).run(options.isCurtainOnly ? [curtain] : [curtain, .zenity])
        kwin.stop()
    } catch {
        log("kwin: \(error)")
        report.problems.append("kwin: \(error)")
    }
}

do {
    try report.write(to: options.outputDirectory)
    log("wrote \(options.outputDirectory)/results.md and results.json")
} catch {
    log("cannot write the results: \(error)")
    ProcessRegistry.killAll()
    exit(1)
}
