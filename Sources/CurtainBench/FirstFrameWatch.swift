import CurtainTestProtocols
import CurtainTestSupport
import Wayland

/// First frames as weston applies them, from the project's module (`curtain_test_frame_watch`).
///
/// Weston stamps each surface's first commit with a buffer on CLOCK_MONOTONIC the moment it applies it; the
/// bench stamps the same clock just before it spawns a peer. Nothing runs inside the peer, so every peer is
/// measured the same way, whatever toolkit it uses.
@MainActor
final class FirstFrameWatch {
    /// One surface's first buffer, as weston saw it.
    struct FirstFrame {
        var role: String
        var width: Int32
        var height: Int32
        /// CLOCK_MONOTONIC when weston applied the commit.
        var appliedAt: Duration

        /// Whether the surface is part of a dialog's content (not a cursor or a role-less surface).
        var isContent: Bool {
            ["xdg_toplevel", "xdg_popup", "wl_subsurface"].contains(role) || role.contains("layer")
        }

        var isWindow: Bool { role.contains("toplevel") || role.contains("layer") }
    }

    private let input: CurtainTestInput
    private let watch: CurtainTestFrameWatch
    /// First frames by client process id, in the order weston applied them.
    private(set) var frames: [Int32: [FirstFrame]] = [:]

    init(client: TestClient) throws {
        input = try client.bind(CurtainTestInput.self)
        watch = input.watchFrames()
        watch.onEvent = { [unowned self] event in
            switch event {
            case .firstFrame(let pid, let role, let width, let height, let tvSec, let tvNsec):
                frames[pid, default: []].append(
                    FirstFrame(
                        role: role, width: width, height: height,
                        appliedAt: .seconds(Int64(tvSec)) + .nanoseconds(Int64(tvNsec))))
            }
        }
        try client.roundtrip()
    }

    /// The first window (toplevel or layer surface) frame of `pid`, if any yet.
    func windowFrame(of pid: Int32) -> FirstFrame? {
        frames[pid]?.first { $0.isWindow }
    }

    /// The last first-frame among `pid`'s content surfaces: when the whole dialog has been committed once.
    func completeFrame(of pid: Int32) -> FirstFrame? {
        frames[pid]?.filter(\.isContent).max { $0.appliedAt < $1.appliedAt }
    }

    func forget(_ pid: Int32) {
        frames[pid] = nil
    }
}
