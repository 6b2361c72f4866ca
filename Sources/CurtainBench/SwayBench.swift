import Foundation
import CurtainTestSupport
import Glibc

/// Runs peers one after another against one headless sway and reads their first frames from `WAYLAND_DEBUG`.
///
/// sway 1.7 refuses to run as root, so it runs as `nobody` (setpriv) with its own 0700 runtime directory owned by
/// that user; the bench and its peers, as root, may still connect to its socket.
final class SwayBench {
    static let compositorName = "sway 1.7 headless (pixman)"
    private static let nobody: uid_t = 65534

    private let options: Options
    private let scratch: String
    private let directory: String
    private let runtimeDirectory: String
    private let socketName: String
    private var sway: ChildProcess?

    init(options: Options, scratch: String) throws {
        self.options = options
        self.scratch = scratch
        guard let swayPath = Peer(name: "sway", program: "sway", arguments: [], installHint: "").executablePath else {
            throw BenchError.swayFailed("not installed: run scripts/setup-bench (Debian package sway)")
        }
        directory = scratch + "/sway"
        runtimeDirectory = directory + "/runtime"
        let config = directory + "/config"
        try FileManager.default.createDirectory(atPath: runtimeDirectory, withIntermediateDirectories: true)
        // No bar, no background client: only the peers draw.
        try "# curtain-bench: an empty desktop\n".write(toFile: config, atomically: true, encoding: .utf8)
        for path in [directory, runtimeDirectory, config] {
            guard chown(path, Self.nobody, gid_t(Self.nobody)) == 0 else {
                throw BenchError.swayFailed("chown \(path): \(String(cString: strerror(errno)))")
            }
        }
        chmod(directory, 0o700)
        chmod(runtimeDirectory, 0o700)

        var environment = ProcessInfo.processInfo.environment
        for name in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY", "WAYLAND_DEBUG", "SWAYSOCK"] {
            environment[name] = nil
        }
        environment["HOME"] = directory
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["WLR_BACKENDS"] = "headless"
        environment["WLR_LIBINPUT_NO_DEVICES"] = "1"
        environment["WLR_RENDERER"] = "pixman"
        let sway = try ChildProcess(
            executable: "/usr/bin/setpriv",
            arguments: [
                "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups",
                "--pdeathsig", "SIGTERM", swayPath, "-c", config,
            ],
            environment: environment, stderrPath: directory + "/sway.log")
        self.sway = sway

        var socket: String?
        let runtimeDirectory = self.runtimeDirectory
        let ready = waitUntil(timeout: .seconds(10)) {
            if sway.hasExited() { return true }
            socket = Self.socketName(in: runtimeDirectory)
            return socket != nil
        }
        guard ready, let socket, !sway.hasExited() else {
            let log = sway.stderr.split(separator: "\n").suffix(5).joined(separator: "\n")
            sway.terminate()
            self.sway = nil
            throw BenchError.swayFailed("did not start (\(sway.exit?.description ?? "timed out")):\n\(log)")
        }
        socketName = socket
    }

    deinit { stop() }

    func stop() {
        sway?.terminate()
        sway = nil
    }

    /// The name of the Wayland socket sway made (`wayland-1`), once it accepts connections.
    private static func socketName(in directory: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.first { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
    }

    // MARK: - Measuring

    func run(_ peers: [Peer]) -> [PeerResult] {
        DebugLogBench(
            options: options, scratch: scratch, compositorName: Self.compositorName,
            environment: Peer.environment(runtimeDirectory: runtimeDirectory, socketName: socketName)
        )
        .run(peers)
    }
}
