import CurtainDesktop
internal import Wayland

/// Delivers the desktop's settings (dark mode, accent colour, animations) to the main thread as the portal
/// reports them, from a ``DesktopSettingsMonitor`` that reads them on its own thread.
///
/// Nothing waits: the event loop watches the monitor's descriptor and calls `onChange` when settings arrive or
/// change. Without a session bus or a portal, `onChange` is never called. Keep the observation while you want
/// changes; ``cancel()`` (or releasing it) stops them.
///
/// ```swift
/// let observation = application.observeDesktopSettings { settings in
///     alert.prefersReducedMotion = settings.prefersReducedMotion
/// }
/// ```
@MainActor public final class DesktopSettingsObservation {
    /// The monitor reading the portal; its ``DesktopSettingsMonitor/settings`` are the latest known.
    public let monitor: DesktopSettingsMonitor
    private var source: EventLoopToken?

    init(monitor: DesktopSettingsMonitor, eventLoop: EventLoop, onChange: @escaping @MainActor (DesktopSettings) -> Void) {
        self.monitor = monitor
        source = eventLoop.addReadSource(fd: monitor.fileDescriptor) { [monitor] in
            if let settings = monitor.takeSettings() { onChange(settings) }
        }
    }

    isolated deinit { cancel() }

    /// The latest settings the portal reported; nil until it has answered.
    public var settings: DesktopSettings? { monitor.settings }

    /// Stops delivering changes and ends the monitor's thread.
    public func cancel() {
        source?.cancel()
        source = nil
        monitor.stop()
    }
}

extension Application {
    /// Starts reading the desktop's settings from the `org.freedesktop.portal.Settings` portal on the session
    /// bus, and calls `onChange` on the main thread with the settings when they arrive and whenever the desktop
    /// changes them (`SettingChanged`).
    ///
    /// The look-up runs on its own thread with a short timeout and never delays a frame.
    /// - Parameters:
    ///   - monitor: A monitor already started (start it early, before connecting, to have the answer sooner);
    ///     by default one on the session bus.
    ///   - onChange: Called on the event loop's thread.
    /// - Returns: The observation to keep; nil without a session bus.
    public func observeDesktopSettings(
        _ monitor: DesktopSettingsMonitor? = DesktopSettingsMonitor(),
        onChange: @escaping @MainActor (DesktopSettings) -> Void
    ) -> DesktopSettingsObservation? {
        monitor.map { DesktopSettingsObservation(monitor: $0, eventLoop: eventLoop, onChange: onChange) }
    }
}
