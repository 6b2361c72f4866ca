import CurtainCAtk
import CurtainRendering
import CurtainCAtkShim
internal import Wayland

/// Runs the default GLib main context, where atk-bridge and libatspi live once the tree is published, inside
/// Curtain's own ``EventLoop``: the context's file descriptors become read sources and its next timeout a timer.
///
/// Each wake-up dispatches what is ready, then asks GLib again what to wait on. A descriptor waiting to be
/// writable (a reply larger than the socket buffer) is not polled for `POLLOUT`; the pump comes back after a
/// millisecond instead, which only happens while such a write is pending.
@MainActor final class GLibContextPump {
    private let loop: EventLoop
    private var sources: [Int32: EventLoopToken] = [:]
    private var timer: EventLoopToken?
    private var isScheduled = false

    init(loop: EventLoop) {
        self.loop = loop
    }

    /// Dispatches now and re-arms the watches.
    func pump() {
        isScheduled = false
        var fds = [Int32](repeating: -1, count: 32)
        var timeout: Int32 = -1
        var wantsWrite: Int32 = 0
        let count = Int(curtain_glib_pump(&fds, Int32(fds.count), &timeout, &wantsWrite))
        let wanted = Set(fds.prefix(count))
        for (fd, token) in sources where !wanted.contains(fd) {
            token.cancel()
            sources[fd] = nil
        }
        for fd in wanted where sources[fd] == nil {
            sources[fd] = loop.addReadSource(fd: fd) { [unowned self] in pump() }
        }
        timer?.cancel()
        timer = nil
        if wantsWrite != 0 { timeout = timeout < 0 ? 1 : min(timeout, 1) }
        if timeout >= 0 {
            timer = loop.addTimer(after: .milliseconds(Int(timeout))) { [unowned self] in pump() }
        }
    }

    /// Pumps on the next loop iteration: after Curtain emitted ATK signals that atk-bridge may send lazily.
    func pumpSoon() {
        guard !isScheduled else { return }
        isScheduled = true
        timer?.cancel()
        timer = loop.addTimer(after: .zero) { [unowned self] in pump() }
    }
}
