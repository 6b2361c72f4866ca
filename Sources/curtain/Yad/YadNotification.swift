#if canImport(Glibc)
import CurtainDBus
import Glibc
#endif
import CurtainCProcessControl
import Curtain

/// yad's `--notification` on Wayland: the ``YadNotificationRequest`` shown as a ``StatusNotifierItem`` on the
/// session bus, where the desktop's tray (waybar's, KDE's, an AppIndicator extension) shows it, until a click, a
/// menu entry, a `quit` line, the end of stdin or `--timeout` ends it.
///
/// yad 0.40 used GTK's X11 tray icon, which a Wayland session does not show. Without a session bus the command
/// exits 6 with one line; without a tray (no `org.kde.StatusNotifierWatcher`) it says so in one line and runs on,
/// registering as soon as a tray starts, as it does again whenever the tray restarts.
///
/// One `poll(2)` loop waits on the bus, stdin (`--listen`) and the commands it started (a pidfd each, so each is
/// reaped when it exits): an idle icon costs no CPU.
@MainActor final class YadNotification {
    private var request: YadNotificationRequest
    private let item: StatusNotifierItem
    /// The commands started and not yet reaped, by pidfd.
    private var children: [Int32: pid_t] = [:]
    /// Bytes of stdin after the last complete line.
    private var pending: [UInt8] = []
    private var readsInput: Bool

    private init(request: YadNotificationRequest, item: StatusNotifierItem) {
        self.request = request
        self.item = item
        readsInput = request.listens
    }

    /// Shows the icon and runs until it ends, with yad's status.
    static func run(_ request: YadNotificationRequest) -> CommandResult {
        guard let address = DBusConnection.sessionBusAddress else {
            return .failure(localized("no D-Bus session bus: a tray icon needs one"), .portalUnavailable)
        }
        let item: StatusNotifierItem
        do {
            let bus = try DBusConnection(address: address)
            let icon = Self.icon(request.icon)
            item = try StatusNotifierItem(
                bus: bus, id: "yad", title: request.title, iconName: icon.name, iconThemePath: icon.themePath,
                toolTip: request.toolTipMarkup, menu: request.menu, isVisible: !request.isHidden)
        } catch {
            return .failure(error.description, .portalUnavailable)
        }
        if !item.register() {
            StandardStream.error.write(
                "curtain: "
                    + localized("no tray is running (no org.kde.StatusNotifierWatcher); the icon shows when one starts")
                    + "\n")
        }
        let status = YadNotification(request: request, item: item).runLoop()
        return request.response.result(for: .button(status)) { OutputText() }
    }

    /// Serves the bus, stdin and the children until an effect ends it.
    ///
    /// - Returns: The exit status.
    private func runLoop() -> Int32 {
        let deadline = request.timeout.map { ContinuousClock.now.advanced(by: $0) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            // Messages libdbus queued while a call waited for its reply come first, before any wait.
            do {
                while let message = try item.bus.nextMessage(timeout: .zero) {
                    if let status = apply(item.handle(message).map(effect(of:)) ?? .none) { return status }
                }
            } catch {
                StandardStream.error.write("curtain: \(error.description)\n")
                return YadResponse.escape
            }
            guard let busDescriptor = item.bus.fileDescriptor else { return YadResponse.escape }
            var descriptors = [pollfd(fd: busDescriptor, events: Int16(POLLIN), revents: 0)]
            if readsInput { descriptors.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
            descriptors += children.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            var wait: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return YadResponse.timeout }
                wait = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            guard poll(&descriptors, nfds_t(descriptors.count), wait) >= 0 || errno == EINTR else { return YadResponse.escape }
            for descriptor in descriptors.dropFirst() where descriptor.revents != 0 {
                if descriptor.fd == 0 {
                    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                    // The end of stdin ends yad, as yad's watch on it does.
                    guard count > 0 else { return YadResponse.ok }
                    if let status = take(buffer[..<count]) { return status }
                } else {
                    reap(descriptor.fd)
                }
            }
        }
    }

    /// What a host's request does.
    private func effect(of event: StatusNotifierItem.Event) -> YadNotificationRequest.Effect {
        switch event {
        case .activate: return request.activated()
        case .secondaryActivate: return request.middleClicked()
        case .menuEntryChosen(let index): return request.chose(index)
        case .watcherAppeared:
            // A tray that starts (or restarts) after the icon learns of it only from this.
            item.register()
            return .none
        }
    }

    /// Handles the complete lines in what stdin gave, keeping the rest for the next read.
    ///
    /// - Returns: The exit status once a line ends the program.
    private func take(_ bytes: ArraySlice<UInt8>) -> Int32? {
        pending += bytes
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if let status = apply(request.handle(line)) { return status }
        }
        return nil
    }

    /// Does what `effect` says.
    ///
    /// - Returns: The exit status when the effect ends the program.
    private func apply(_ effect: YadNotificationRequest.Effect) -> Int32? {
        do {
            switch effect {
            case .none: break
            case .exit(let status): return status
            case .run(let commandLine): start(commandLine)
            case .showIcon:
                let icon = Self.icon(request.icon)
                try item.setIcon(name: icon.name, themePath: icon.themePath)
            case .showToolTip: try item.setToolTip(request.toolTipMarkup)
            case .setVisible(let visible): try item.setVisible(visible)
            case .showMenu: try item.setMenu(request.menu)
            case .warning(let message): StandardStream.error.write("curtain: \(message)\n")
            }
        } catch {
            StandardStream.error.write("curtain: \(error.description)\n")
        }
        return nil
    }

    /// Starts `commandLine` as yad does (its words, no shell), and watches for its end to reap it.
    private func start(_ commandLine: String) {
        guard let processID = ButtonCommand.spawn(commandLine) else { return }
        let descriptor = curtain_pidfd_open(processID)
        if descriptor >= 0 { children[descriptor] = processID }
    }

    /// Reaps the child whose pidfd is `descriptor`.
    private func reap(_ descriptor: Int32) {
        guard let processID = children.removeValue(forKey: descriptor) else { return }
        var status: Int32 = 0
        while waitpid(processID, &status, WNOHANG) < 0 && errno == EINTR {}
        close(descriptor)
    }

    /// The item's icon for yad's `--image`: a theme name as it is; a file as its name without the extension, in
    /// its folder as the host's first theme path (hosts look there before the theme, as the specification asks).
    nonisolated static func icon(_ image: String) -> (name: String, themePath: String) {
        guard image.contains("/"), access(image, R_OK) == 0, let slash = image.lastIndex(of: "/") else { return (image, "") }
        let file = image[image.index(after: slash)...]
        let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? String(file)
        let folder = slash == image.startIndex ? "/" : String(image[..<slash])
        return (name, folder)
    }
}
