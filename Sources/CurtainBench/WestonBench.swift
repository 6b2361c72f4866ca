import CurtainTestSupport
import Foundation
import Wayland

/// Runs peers one after another against one headless weston and reads their first frames from its module.
@MainActor
final class WestonBench {
    static let compositorName = "weston 10 headless (pixman, desktop-shell)"
    static let method = "weston module: CLOCK_MONOTONIC at spawn → at weston applying the commit"

    let options: Options
    let scratch: String
    let weston: WestonHarness
    private let client: TestClient
    let watch: FirstFrameWatch
    let input: TestInput

    init(options: Options, scratch: String) throws {
        self.options = options
        self.scratch = scratch
        weston = try WestonHarness()
        ProcessRegistry.register(process: weston.pid)
        client = try TestClient(weston)
        watch = try FirstFrameWatch(client: client)
        input = try TestInput(client)
    }

    isolated deinit { stop() }

    func stop() {
        ProcessRegistry.unregister(process: weston.pid)
        weston.stop()
    }

    var environment: [String: String] {
        Peer.environment(runtimeDirectory: weston.runtimeDirectory, socketName: weston.socketName)
    }

    // MARK: - First frame and peak RSS

    /// Starts each peer `warmup + iterations` times, interleaved, and summarizes the recorded runs.
    /// - Parameter isCrossChecking: Runs the peers with `WAYLAND_DEBUG=client` and also reads their own stamps.
    func run(_ peers: [Peer], isCrossChecking: Bool = false, iterations: Int? = nil, warmup: Int? = nil) -> [PeerResult] {
        var results = peers.map { peer in
            PeerResult(
                peer: peer.name, command: [peer.program] + peer.arguments,
                compositor: Self.compositorName + (isCrossChecking ? " + WAYLAND_DEBUG" : ""),
                method: isCrossChecking ? Self.method + "; and the client's WAYLAND_DEBUG stamp" : Self.method,
                status: .measured, samples: [])
        }
        var environment = self.environment
        if isCrossChecking { environment["WAYLAND_DEBUG"] = "client" }
        let paths = peers.map(\.executablePath)
        for (index, peer) in peers.enumerated() where paths[index] == nil {
            results[index].status = .notInstalled
            results[index].note = "\(peer.program) not found: \(peer.installHint)"
        }
        let warmup = warmup ?? options.warmup
        for round in 0..<(warmup + (iterations ?? options.iterations)) {
            for (index, peer) in peers.enumerated() {
                guard let path = paths[index] else { continue }
                // A peer that never shows a frame is tried three times, not a hundred.
                if results[index].samples.count >= 3, results[index].samples.allSatisfy({ $0.firstFrameMs == nil }) {
                    continue
                }
                let sample = measure(peer, at: path, environment: environment)
                if round >= warmup || sample.firstFrameMs == nil { results[index].samples.append(sample) }
                log(
                    "weston\(isCrossChecking ? "+debug" : "") \(peer.name) #\(round): \(sample.firstFrameMs.map { String(format: "%.1f ms", $0) } ?? sample.failure ?? "?")"
                )
            }
        }
        for index in results.indices where results[index].status == .measured { results[index].summarize() }
        return results
    }

    func measure(_ peer: Peer, at path: String, environment: [String: String]) -> Sample {
        do {
            let child = try ChildProcess(
                executable: path, arguments: peer.arguments, environment: environment,
                stderrPath: scratch + "/stderr.log", stdinPath: peer.stdinPath ?? "/dev/null")
            defer { watch.forget(child.pid) }
            let sawFrame = try pump(until: child.startedAt + .seconds(15)) {
                watch.windowFrame(of: child.pid) != nil || child.hasExited()
            }
            if sawFrame, let window = watch.windowFrame(of: child.pid) {
                // Let any subsurface or popup of the dialog arrive, and the peer reach its resting memory.
                _ = try pump(until: window.appliedAt + options.settle) { child.hasExited() }
            }
            let mappings = child.hasExited() ? [] : MappingRSS.read(of: child.pid, executable: path)
            let exit = child.terminate()
            let debugFrames =
                environment["WAYLAND_DEBUG"] == nil
                ? []
                : WaylandDebugLog.firstFrames(
                    in: Substring(decoding: FileManager.default.contents(atPath: child.stderrPath) ?? Data(), as: UTF8.self))
            var sample = Sample(
                firstFrameMs: watch.completeFrame(of: child.pid).map { ($0.appliedAt - child.startedAt).milliseconds },
                windowFrameMs: watch.windowFrame(of: child.pid).map { ($0.appliedAt - child.startedAt).milliseconds },
                peakRSSMiB: Double(exit.peakRSSKiB) / 1024,
                cpuMs: (exit.userCPU + exit.systemCPU).milliseconds,
                failure: sawFrame && watch.windowFrame(of: child.pid) != nil
                    ? nil : Self.failure(exit: exit, stderr: child.stderr))
            if !mappings.isEmpty {
                sample.rssByMappingKiB = Dictionary(mappings.map { ($0.kind, $0.kibibytes) }) { $0 + $1 }
            }
            sample.debugLogFrameMs = debugFrames.map {
                Double(WaylandDebugLog.micros(from: child.startedAtRealtimeMicros, to: $0.stampMicros)) / 1000
            }.max()
            return sample
        } catch {
            return Sample(failure: "\(error)")
        }
    }

    /// Pumps weston's events until `child` shows its window (15 s at most).
    ///
    /// - Returns: nil once the window is up, else why not (and the child is ended).
    func waitForWindow(of child: ChildProcess) throws -> String? {
        let shown = try pump(until: child.startedAt + .seconds(15)) {
            watch.windowFrame(of: child.pid) != nil || child.hasExited()
        }
        guard shown, watch.windowFrame(of: child.pid) != nil else {
            return Self.failure(exit: child.terminate(), stderr: child.stderr)
        }
        return nil
    }

    nonisolated static func failure(exit: ChildProcess.Exit, stderr: String) -> String {
        let lastLine = stderr.split(separator: "\n").last.map(String.init) ?? ""
        let how = exit.wasTerminatedByBench ? "no frame within the deadline" : "\(exit.description) before its first frame"
        return lastLine.isEmpty ? how : "\(how): \(lastLine)"
    }

    /// Dispatches weston's events until `condition` holds or CLOCK_MONOTONIC passes `deadline`.
    func pump(until deadline: Duration, _ condition: () -> Bool) throws -> Bool {
        // Child exits and deadlines have no Wayland event: a slow tick checks them.
        let tick = client.eventLoop.addTimer(after: .milliseconds(5), repeating: .milliseconds(5)) {}
        defer { tick.cancel() }
        try client.display.flush()
        try client.eventLoop.run { condition() || Clocks.monotonic() >= deadline }
        return condition()
    }
}

/// Progress on standard error.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
