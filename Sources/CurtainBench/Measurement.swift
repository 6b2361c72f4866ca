/// One start of one peer.
struct Sample: Codable, Sendable {
    /// Start to the commit that completed the dialog (its last content surface's first buffer), in ms.
    var firstFrameMs: Double?
    /// Start to the first commit of its window surface alone (toplevel or layer surface), in ms.
    var windowFrameMs: Double?
    /// With `--cross-check`: start to the same commit by the client's own `WAYLAND_DEBUG` stamp, in ms.
    var debugLogFrameMs: Double?
    /// Peak resident set of the peer's own address space (`VmHWM` before SIGTERM), in MiB.
    var peakRSSMiB: Double?
    /// User + system CPU time of the whole run (start, first frame, settle), in ms.
    var cpuMs: Double?
    /// Resident KiB by kind of mapping just before SIGTERM (``MappingRSS``).
    var rssByMappingKiB: [String: Int]?
    /// Why there is no figure, when there is none.
    var failure: String?
}

/// Per-transition figures that curtain reports about itself through `CURTAIN_STATS`.
struct TransitionResult: Codable, Sendable {
    var transition: String
    /// How curtain composed and what else ran: `viewports`, `viewports, both cores busy`, `full redraw (Cairo)`.
    var variant: String = TransitionVariant.viewports.rawValue
    var runs: Int
    /// The records curtain wrote, one per run and phase.
    var records: [TransitionStats]
    /// weston's own CPU (all threads) per frame of each dismissal, from Escape to the dismissal's record, in µs.
    var compositorMicrosPerFrame: [Double] = []
    var failure: String?
}

/// The conditions a transition is measured under.
enum TransitionVariant: String, Codable, Sendable, CaseIterable {
    /// The card and dim composited by the compositor (wp_viewporter + subsurface), the default.
    case viewports
    /// The same without presentation feedback (`CURTAIN_STATS_FEEDBACK=0`): what the missed-frame count costs.
    case unmeasured = "viewports, no presentation feedback"
    /// The same, with a busy loop on every core (missed frames expected).
    case loaded = "viewports, every core busy"
    /// Every frame drawn with Cairo into the popup's buffer (`CURTAIN_COMPOSE_WITH_CAIRO=1`): a full-redraw client.
    case fullRedraw = "full redraw (Cairo)"
}

/// Everything measured about one peer on one compositor.
struct PeerResult: Codable, Sendable {
    enum Status: String, Codable, Sendable {
        case measured
        /// It ran but never showed a frame (curtain before its GUI backend landed).
        case pending
        case notInstalled = "not installed"
        case unsupported
    }

    var peer: String
    var command: [String]
    var compositor: String
    var method: String
    var status: Status
    var note: String?
    var firstFrameMs: Summary?
    var windowFrameMs: Summary?
    var peakRSSMiB: Summary?
    var cpuMs: Summary?
    var debugLogFrameMs: Summary?
    /// The median resident KiB of each kind of mapping over the runs that showed a frame.
    var rssByMappingKiB: [String: Double]?
    var samples: [Sample]

    /// Fills in the summaries from the samples that have figures.
    mutating func summarize() {
        firstFrameMs = Summary(samples.compactMap(\.firstFrameMs))
        windowFrameMs = Summary(samples.compactMap(\.windowFrameMs))
        debugLogFrameMs = Summary(samples.compactMap(\.debugLogFrameMs))
        peakRSSMiB = Summary(samples.compactMap { $0.firstFrameMs == nil ? nil : $0.peakRSSMiB })
        cpuMs = Summary(samples.compactMap { $0.firstFrameMs == nil ? nil : $0.cpuMs })
        let mappings = samples.compactMap { $0.firstFrameMs == nil ? nil : $0.rssByMappingKiB }
        if !mappings.isEmpty {
            let kinds = Set(mappings.flatMap(\.keys))
            rssByMappingKiB = Dictionary(
                uniqueKeysWithValues: kinds.map { kind in
                    (kind, Summary(mappings.map { Double($0[kind] ?? 0) })?.median ?? 0)
                })
        }
        let failures = samples.compactMap(\.failure)
        if firstFrameMs != nil {
            status = .measured
            if !failures.isEmpty { note = "\(failures.count) of \(samples.count) runs failed: \(failures[0])" }
        } else if status == .measured {
            status = .pending
            note = failures.first ?? "no frame"
        }
    }
}
