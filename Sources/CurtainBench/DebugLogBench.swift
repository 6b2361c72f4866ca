import CurtainTestSupport
import Foundation
import Glibc

/// Measures peers on any compositor by their own `WAYLAND_DEBUG=client` log: the first frame is the stamp of the
/// commit that gave the window its first buffer (sway, mutter, KWin; under weston the module's stamp agrees within
/// 0.1 ms, `--cross-check`).
struct DebugLogBench {
    static let method = "WAYLAND_DEBUG=client: CLOCK_REALTIME at spawn → stamp of the client's commit request"

    let options: Options
    let scratch: String
    /// The row's compositor column, e.g. `sway 1.7 headless (pixman)`.
    let compositorName: String
    /// The peers' environment, pointed at the compositor.
    let environment: [String: String]

    func run(_ peers: [Peer]) -> [PeerResult] {
        var results = peers.map { peer in
            PeerResult(
                peer: peer.name, command: [peer.program] + peer.arguments, compositor: compositorName,
                method: Self.method, status: .measured, samples: [])
        }
        let paths = peers.map(\.executablePath)
        for (index, peer) in peers.enumerated() where paths[index] == nil {
            results[index].status = .notInstalled
            results[index].note = "\(peer.program) not found: \(peer.installHint)"
        }
        var environment = self.environment
        environment["WAYLAND_DEBUG"] = "client"
        for round in 0..<(options.warmup + options.iterations) {
            for (index, peer) in peers.enumerated() {
                guard let path = paths[index] else { continue }
                if results[index].samples.count >= 3, results[index].samples.allSatisfy({ $0.firstFrameMs == nil }) {
                    continue
                }
                let sample = measure(peer, at: path, environment: environment)
                if round >= options.warmup || sample.firstFrameMs == nil { results[index].samples.append(sample) }
                log(
                    "\(compositorName.split(separator: " ").first ?? "") \(peer.name) #\(round): \(sample.firstFrameMs.map { String(format: "%.1f ms", $0) } ?? sample.failure ?? "?")"
                )
            }
        }
        for index in results.indices where results[index].status == .measured { results[index].summarize() }
        return results
    }

    private func measure(_ peer: Peer, at path: String, environment: [String: String]) -> Sample {
        do {
            let logPath = scratch + "/wayland-debug.log"
            let child = try ChildProcess(
                executable: path, arguments: peer.arguments, environment: environment,
                stderrPath: logPath)
            func frames() -> [WaylandDebugLog.FirstFrame] {
                guard let data = FileManager.default.contents(atPath: logPath) else { return [] }
                return WaylandDebugLog.firstFrames(in: Substring(decoding: data, as: UTF8.self))
            }
            let sawFrame =
                waitUntil(timeout: .seconds(15), interval: .milliseconds(5)) {
                    frames().contains(where: \.isWindow) || child.hasExited()
                } && frames().contains(where: \.isWindow)
            if sawFrame {
                waitUntil(timeout: options.settle, interval: .milliseconds(5)) { child.hasExited() }
            }
            let exit = child.terminate()
            let all = frames()
            func milliseconds(_ frame: WaylandDebugLog.FirstFrame) -> Double {
                Double(WaylandDebugLog.micros(from: child.startedAtRealtimeMicros, to: frame.stampMicros)) / 1000
            }
            return Sample(
                firstFrameMs: all.map(milliseconds).max(),
                windowFrameMs: all.first(where: \.isWindow).map(milliseconds),
                peakRSSMiB: Double(exit.peakRSSKiB) / 1024,
                cpuMs: (exit.userCPU + exit.systemCPU).milliseconds,
                failure: sawFrame ? nil : WestonBench.failure(exit: exit, stderr: child.stderr))
        } catch {
            return Sample(failure: "\(error)")
        }
    }
}
