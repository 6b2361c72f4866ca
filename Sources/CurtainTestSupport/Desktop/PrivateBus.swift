import CurtainDesktop
import Foundation

/// A `dbus-daemon` of the test's own, on a socket in a private directory. By default it activates no services: only
/// what the test starts answers on it, so a portal installed on the machine never does. A test of a real desktop
/// service names the services it wants activated, as a desktop's session bus activates them on first call.
///
/// ```swift
/// let bus = try PrivateBus()
/// let portal = try PortalSettingsService(on: bus, settings: [...])
/// let monitor = DesktopSettingsMonitor(address: bus.address)
/// ```
/// The daemon is killed when the bus is stopped or released, or when the test process dies.
public final class PrivateBus: @unchecked Sendable {
    /// The address clients connect to (`unix:path=…`).
    public let address: String
    private let directory: String
    private let daemon = Process()

    /// Starts the daemon and waits until its socket accepts clients (the file exists before the daemon listens).
    ///
    /// - Throws: ``PrivateBusError/notInstalled`` naming the Debian package when dbus-daemon is missing,
    ///   `.startFailed` when it made no socket within 5 s.
    public convenience init() throws {
        try self.init(activating: [], environment: nil)
    }

    /// Starts a bus that activates the named services from the machine's `/usr/share/dbus-1/services` (those alone:
    /// a service the test did not name, such as the document portal and its FUSE mount, never starts).
    ///
    /// - Parameters:
    ///   - services: The D-Bus names whose installed `.service` files the bus may activate.
    ///   - environment: The daemon's environment, which the services it activates inherit (`WAYLAND_DISPLAY` for a
    ///     GTK portal backend, `XDG_CURRENT_DESKTOP` for the portal's choice of backend, `HOME` for dconf); nil
    ///     keeps the test process's.
    /// - Throws: ``PrivateBusError/notInstalled`` when dbus-daemon or a named service is missing.
    public init(activating services: [String], environment: [String: String]?) throws {
        let executable: String
        do {
            executable = try WestonHarness.findExecutable("dbus-daemon", debianPackages: ["dbus-daemon"])
        } catch {
            throw PrivateBusError.notInstalled(program: "dbus-daemon", debianPackage: "dbus-daemon")
        }
        directory = NSTemporaryDirectory() + "curtain-bus-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let socket = directory + "/bus"
        address = "unix:path=" + socket
        let configuration = directory + "/bus.conf"
        var serviceDirectory: String?
        if !services.isEmpty {
            let folder = directory + "/services"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in services {
                let installed = "/usr/share/dbus-1/services/\(name).service"
                guard FileManager.default.fileExists(atPath: installed) else {
                    throw PrivateBusError.notInstalled(program: installed, debianPackage: "the package that provides \(name)")
                }
                try FileManager.default.copyItem(atPath: installed, toPath: "\(folder)/\(name).service")
            }
            serviceDirectory = folder
        }
        try Self.configuration(socket: socket, serviceDirectory: serviceDirectory)
            .write(toFile: configuration, atomically: true, encoding: .utf8)
        if let environment { daemon.environment = environment }
        daemon.executableURL = URL(fileURLWithPath: executable)
        daemon.arguments = ["--config-file=" + configuration, "--nofork", "--nopidfile"]
        daemon.standardInput = FileHandle.nullDevice
        daemon.standardOutput = FileHandle.nullDevice
        try daemon.runTiedToTestProcess()
        guard waitUntil(timeout: .seconds(5), { !daemon.isRunning || WestonHarness.socketAcceptsClient(path: socket) }),
            daemon.isRunning
        else {
            stop()
            throw PrivateBusError.startFailed
        }
    }

    deinit { stop() }

    /// Kills the daemon (its clients see the bus go away) and removes its directory.
    public func stop() {
        daemon.stop(grace: .seconds(2))
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A session bus configuration that lets every client own and call any name, and activates only the services in
    /// `serviceDirectory` (none without one); also what ``MutterHarness`` runs mutter's bus with.
    static func configuration(socket: String, serviceDirectory: String? = nil) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(socket)</listen>\(serviceDirectory.map { "\n  <servicedir>\($0)</servicedir>" } ?? "")
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """
    }
}

/// Why a ``PrivateBus`` did not start.
public enum PrivateBusError: Error, Equatable {
    /// The program is missing; install the Debian package.
    case notInstalled(program: String, debianPackage: String)
    /// dbus-daemon made no socket in time.
    case startFailed
}
