import CurtainDBus
import CurtainDesktop
import CurtainTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The portal client against a real `dbus-daemon` (the test's own private bus) and a test implementation of
/// `org.freedesktop.portal.Settings` on it: for what the real portal (``DesktopSettingsRealPortalTests``) cannot be
/// made to do, such as be missing, answer late, or report an accent colour, which GNOME 43 does not have.
@Suite("Desktop settings through the portal", .serialized, .integrationTimeLimit, .blocking)
struct DesktopSettingsPortalTests {
    let bus: PrivateBus

    init() throws { bus = try PrivateBus() }

    static let dark: [String: [String: DBusValue]] = [
        DesktopSettings.appearance: [
            "color-scheme": .uint32(1),
            "accent-color": .structure([.double(0.2), .double(0.4), .double(0.8)]),
        ],
        DesktopSettings.gnomeInterface: ["enable-animations": .bool(false), "font-name": .string("Cantarell 11")],
    ]

    /// Waits until the monitor's descriptor is readable, as the event loop would, and takes the settings.
    private func nextSettings(_ monitor: DesktopSettingsMonitor, timeout: Duration = .seconds(5)) -> DesktopSettings? {
        var poll = pollfd(fd: monitor.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000)
        guard Glibc.poll(&poll, 1, milliseconds) == 1 else { return nil }
        return monitor.takeSettings()
    }

    @Test func darkModeAccentAndAnimationsOffArriveFromTheFirstRead() throws {
        let portal = try PortalSettingsService(on: bus, settings: Self.dark)
        defer { portal.stop() }
        let monitor = try #require(DesktopSettingsMonitor(address: bus.address))
        defer { monitor.stop() }
        let settings = try #require(nextSettings(monitor))
        #expect(settings.colorScheme == .dark)
        #expect(settings.accentColor == DesktopSettings.AccentColor(red: 0.2, green: 0.4, blue: 0.8))
        #expect(settings.enablesAnimations == false && settings.prefersReducedMotion)
        #expect(portal.calls == ["ReadAll"])
    }

    @Test func changesAreFollowedLiveThroughSettingChanged() throws {
        let portal = try PortalSettingsService(on: bus, settings: Self.dark)
        defer { portal.stop() }
        let monitor = try #require(DesktopSettingsMonitor(address: bus.address))
        defer { monitor.stop() }
        #expect(nextSettings(monitor)?.colorScheme == .dark)
        portal.change(DesktopSettings.appearance, "color-scheme", to: .uint32(2))
        #expect(nextSettings(monitor)?.colorScheme == .light)
        portal.change(DesktopSettings.gnomeInterface, "enable-animations", to: .bool(true))
        let settings = nextSettings(monitor)
        #expect(settings?.enablesAnimations == true && settings?.prefersReducedMotion == false)
        #expect(settings?.colorScheme == .light, "earlier changes are kept")
    }

    @Test func aDesktopThatSaysNothingLeavesEverythingUnknown() throws {
        let portal = try PortalSettingsService(on: bus, settings: [:])
        defer { portal.stop() }
        let monitor = try #require(DesktopSettingsMonitor(address: bus.address))
        defer { monitor.stop() }
        let settings = try #require(nextSettings(monitor))
        #expect(settings == DesktopSettings())
        #expect(!settings.prefersReducedMotion && settings.accentColor == nil)
    }

    @Test func withoutAPortalOnTheBusTheMonitorGivesUpAtOnceAndReportsNothing() throws {
        // "At once" means on the bus's ServiceUnknown, not on the monitor's own timeout: with an hour's timeout,
        // ending at all proves it. The wait's deadline is only a hang guard.
        let monitor = try #require(DesktopSettingsMonitor(address: bus.address, timeout: .seconds(3600)))
        #expect(waitUntil(timeout: .seconds(30)) { monitor.hasEnded }, "ServiceUnknown ends the monitor")
        #expect(monitor.settings == nil)
        #expect(nextSettings(monitor, timeout: .zero) == nil, "the descriptor never becomes readable")
    }

    @Test func aPortalSlowerThanTheTimeoutIsGivenUpOn() throws {
        let portal = try PortalSettingsService(on: bus, settings: Self.dark, delay: .seconds(1))
        defer { portal.stop() }
        let monitor = try #require(DesktopSettingsMonitor(address: bus.address, timeout: .milliseconds(200)))
        #expect(waitUntil(timeout: .seconds(3)) { monitor.hasEnded })
        #expect(monitor.settings == nil)
    }

    @Test func withoutABusThereIsNoMonitorOrItEndsAtOnce() throws {
        #expect(DesktopSettingsMonitor(address: nil) == nil)
        let gone = try #require(DesktopSettingsMonitor(address: "unix:path=/nonexistent/curtain-bus", timeout: .seconds(3600)))
        #expect(waitUntil(timeout: .seconds(30)) { gone.hasEnded }, "the failed connection ends it, not the timeout")
        #expect(gone.settings == nil)
    }

    @Test func theTestPortalAnswersReadAndReadOneAsThePortalDoes() throws {
        let portal = try PortalSettingsService(on: bus, settings: Self.dark)
        defer { portal.stop() }
        let client = try DBusConnection(address: bus.address)
        let target = ("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings")
        let one = try client.call(
            destination: target.0, path: target.1, interface: target.2, method: "ReadOne",
            arguments: [.string(DesktopSettings.appearance), .string("color-scheme")])
        #expect(one == [.variant(.uint32(1))])
        let old = try client.call(
            destination: target.0, path: target.1, interface: target.2, method: "Read",
            arguments: [.string(DesktopSettings.appearance), .string("color-scheme")])
        #expect(old == [.variant(.variant(.uint32(1)))])
        var settings = DesktopSettings()
        let changed1 = settings.apply(namespace: DesktopSettings.appearance, key: "color-scheme", value: old[0])
        #expect(changed1)
        #expect(settings.colorScheme == .dark)
        #expect(throws: DBusConnectionError.self) {
            try client.call(
                destination: target.0, path: target.1, interface: target.2, method: "ReadOne",
                arguments: [.string("org.example"), .string("missing")])
        }
    }
}
