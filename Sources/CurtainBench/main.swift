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
var report = Report(options: options)

if options.compositors.contains("weston") {
    let peers = options.isCurtainOnly ? [curtain] : [curtain, .zenity, .yad]
    do {
        let bench = try WestonBench(options: options, scratch: scratch)
        report.results += bench.run(peers)
        if options.isCrossChecking { report.results += bench.run(peers, isCrossChecking: true) }
        if report.results.first(where: { $0.peer == curtain.name })?.status == .measured {
            report.transitions = bench.runTransitions(
                curtain: options.curtainPath, transitions: ["none", "fade", "slide", "zoom", "bounce"])
        }
        bench.stop()
    } catch {
        log("weston: \(error)")
        report.problems.append("weston: \(error)")
    }
}

if options.compositors.contains("sway") {
    let peers = options.isCurtainOnly ? [curtain] : [curtain, .swaynag, .zenity, .yad]
    do {
        let bench = try SwayBench(options: options, scratch: scratch)
        report.results += bench.run(peers)
        bench.stop()
    } catch {
        log("sway: \(error)")
        report.problems.append("sway: \(error)")
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
