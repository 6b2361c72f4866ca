import CurtainDesktop
import CurtainTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The portal client against the desktop's own services, as a GNOME session runs them: xdg-desktop-portal 1.16
/// with its GTK backend (which needs a display: it connects to the test's weston), reading GNOME's settings from
/// dconf, all activated on a private session bus on first call. Changing a setting with `gsettings`, as GNOME
/// Settings does, reaches the monitor live.
@Suite("Desktop settings from the real portal and dconf", .serialized, .integrationTimeLimit, .blocking)
struct DesktopSettingsRealPortalTests {
    /// The services a GNOME session's bus activates for the settings portal.
    static let services = [
        "org.freedesktop.portal.Desktop", "org.freedesktop.impl.portal.desktop.gtk",
        "org.freedesktop.impl.portal.PermissionStore", "ca.desrt.dconf",
    ]

    let weston: WestonHarness
    let bus: PrivateBus
    let environment: [String: String]
    let home: String

    init() throws {
        weston = try WestonHarness()
        home = NSTemporaryDirectory() + "curtain-portal-home-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        environment = weston.clientEnvironment.merging([
            "PATH": "/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home + "/.config",
            // xdg-desktop-portal 1.16 chooses its backends by the desktop's name (gtk.portal says UseIn=gnome).
            "XDG_CURRENT_DESKTOP": "GNOME",
        ]) { $1 }
        bus = try PrivateBus(activating: Self.services, environment: environment)
    }

    /// Sets a GNOME setting with `gsettings`, through dconf, on the test's bus.
    private func gsettings(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
        process.arguments = arguments
        process.environment = environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 }
        try process.runTiedToTestProcess()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "gsettings \(arguments) failed; install libglib2.0-bin")
    }

    /// Waits until the monitor's descriptor is readable, as the event loop would, and takes the settings.
    private func nextSettings(_ monitor: DesktopSettingsMonitor, timeout: Duration = .seconds(10)) -> DesktopSettings? {
        var poll = pollfd(fd: monitor.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000)
        guard Glibc.poll(&poll, 1, milliseconds) == 1 else { return nil }
        return monitor.takeSettings()
    }

    /// Takes settings until `condition` holds (the portal may report one change as several signals).
    private func settings(
        from monitor: DesktopSettingsMonitor, where condition: (DesktopSettings) -> Bool
    ) -> DesktopSettings? {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            guard let settings = nextSettings(monitor) else { return nil }
            if condition(settings) { return settings }
        }
        return nil
    }

    @Test func darkModeAndAnimationsFollowGsettingsLive() throws {
        defer {
            bus.stop()
            weston.stop()
            try? FileManager.default.removeItem(atPath: home)
        }
        try gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"])
        let monitor = try #require(DesktopSettingsMonitor(address: bus.address, timeout: .seconds(10)))
        defer { monitor.stop() }
        let first = nextSettings(monitor)
        #expect(first?.colorScheme == .dark, "the first read: \(String(describing: first))")
        #expect(first?.enablesAnimations == true, "GNOME's default")

        try gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "default"])
        #expect(settings(from: monitor) { $0.colorScheme == .noPreference } != nil, "color-scheme default reaches the app")
        try gsettings(["set", "org.gnome.desktop.interface", "enable-animations", "false"])
        let calm = settings(from: monitor) { $0.enablesAnimations == false }
        #expect(calm?.prefersReducedMotion == true && calm?.colorScheme == .noPreference, "\(String(describing: calm))")
    }
}
