import CurtainTestSupport
import Foundation

/// Per-transition figures from `CURTAIN_STATS`, and weston's own CPU per frame, under each ``TransitionVariant``.
extension WestonBench {
    /// Presents and dismisses (Escape) curtain's alert with each transition, reading `CURTAIN_STATS` each time;
    /// `label` names a second build of curtain in the results' composition column (`--beside`).
    func runTransitions(
        curtain: String, transitions: [String], variant: TransitionVariant, label: String? = nil
    ) -> [TransitionResult] {
        let load = variant == .loaded ? try? BusyLoad(scratch: scratch) : nil
        defer { load?.stop() }
        return transitions.map { transition in
            let name = label.map { "\(variant.rawValue), \($0)" } ?? variant.rawValue
            var result = TransitionResult(transition: transition, variant: name, runs: 0, records: [])
            for run in 0..<options.transitionRuns {
                do {
                    try measureTransition(transition, run: run, curtain: curtain, variant: variant, into: &result)
                } catch {
                    result.failure = "\(error)"
                }
                if result.failure != nil { break }
            }
            log("weston transition \(transition) (\(name)): \(result.records.map(\.framesMissed)) missed")
            return result
        }
    }

    private func measureTransition(
        _ transition: String, run: Int, curtain: String, variant: TransitionVariant,
        into result: inout TransitionResult
    ) throws {
        let statsPath = "\(scratch)/stats-\(transition)-\(run).json"
        unlink(statsPath)
        var environment = self.environment
        environment["CURTAIN_STATS"] = statsPath
        if variant == .fullRedraw { environment["CURTAIN_COMPOSE_WITH_CAIRO"] = "1" }
        if variant == .unmeasured { environment["CURTAIN_STATS_FEEDBACK"] = "0" }
        let child = try ChildProcess(
            executable: curtain, arguments: ["alert", "--transition", transition, "--message", Peer.message],
            environment: environment, stderrPath: scratch + "/stderr.log")
        defer { watch.forget(child.pid) }
        if let failure = try waitForWindow(of: child) {
            result.failure = failure
            return
        }
        // The presentation's record, and the feedback for its last frames, then Escape for the dismissal's.
        _ = try pump(until: Clocks.monotonic() + .seconds(5)) {
            TransitionStats.read(from: statsPath).map { records in
                records.contains {
                    variant == .unmeasured || ($0.framesPresented ?? 0) + ($0.framesDiscarded ?? 0) >= $0.frames
                }
            } ?? false || child.hasExited()
        }
        let westonBefore = ProcessCPU.nanoseconds(of: weston.pid)
        input.tap(.escape)
        _ = try pump(until: Clocks.monotonic() + .seconds(5)) {
            (TransitionStats.read(from: statsPath)?.count ?? 0) >= 2 || child.hasExited()
        }
        let westonAfter = ProcessCPU.nanoseconds(of: weston.pid)
        _ = try pump(until: Clocks.monotonic() + .seconds(5)) { child.hasExited() }
        child.terminate()
        result.runs += 1
        guard let records = TransitionStats.read(from: statsPath) else {
            result.failure = "curtain wrote no CURTAIN_STATS file"
            return
        }
        result.records += records
        if let westonBefore, let westonAfter, let dismissal = records.last(where: { $0.phase == "dismiss" }),
            dismissal.frames > 0
        {
            result.compositorMicrosPerFrame.append(Double(westonAfter - westonBefore) / 1000 / Double(dismissal.frames))
        }
    }
}
