import CurtainDBus
import CurtainTestSupport
import Foundation
import Testing

/// `curtain yad --notification` (issue 36) as a StatusNotifierItem in a real tray: waybar's, the
/// StatusNotifierWatcher and host that sway users run, on a private session bus. Clicks go through sway's seat (a
/// virtual pointer) onto waybar's bar, as a user's mouse does, and what the tray shows is read from its watcher and
/// from screenshots.
@MainActor @Suite("yad --notification in waybar's tray on sway", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayTrayTests {
    /// The tray's menu (GTK's Adwaita menu, which waybar builds from the item's dbusmenu) is white; its tooltips are dark.
    static let menuBackground = RGBA(red: 255, green: 255, blue: 255)
    static let magenta = RGBA(red: 255, green: 0, blue: 255)

    /// The whole life of a `--listen` icon: it shows in the bar; a left click runs `--command`; a right click opens
    /// waybar's menu, built from the item's dbusmenu, and a click on its first entry runs that entry's command; then
    /// `icon:` (a file), `tooltip:`, `menu:`, `visible:false`/`visible:true` change what the tray shows and reads, and
    /// `quit` ends it with 0.
    @Test(.holdsTheMainActor) func aListeningIconShowsInWaybarAndAnswersClicksItsMenuAndStdin() throws {
        let bus = try PrivateBus()
        let sway = try SwayHarness()
        // Plugged in before waybar starts: GTK binds a seat's pointer when the seat announces it, and a click that
        // comes before that is lost.
        let pointer = try VirtualPointer(socketPath: sway.socketPath, layoutSize: (sway.width, sway.height))
        let tray = try WaybarTray(on: sway, bus: bus)
        let scratch = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let (clicked, chosen) = (scratch + "/clicked", scratch + "/chosen")
        let input = OpenInput("")
        let run = try CurtainProcess(
            [
                "yad", "--notification", "--listen", "--text=Curtain's tray", "--command=touch \(clicked)",
                "--menu=Touch!touch \(chosen)!document-open||_Quit!quit",
            ], on: sway, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address], standardInput: input.handle)
        defer { run.stop() }
        let item = "org.kde.StatusNotifierItem-\(run.process.processIdentifier)-1"
        try tray.waitForItems { $0.contains(item + "/StatusNotifierItem") }
        let icon = try Self.waitForBar(of: sway, "the icon in the bar") { WaybarTray.icons(in: $0) }

        pointer.click(atX: icon.center.x, y: icon.center.y)
        #expect(waitUntil(timeout: .seconds(10)) { FileManager.default.fileExists(atPath: clicked) }, "--command ran")

        pointer.click(atX: icon.center.x, y: icon.center.y, button: .right)
        // Out of the way, in the corner away from the menu: grim draws the cursor, which is white too. The menu stays open.
        pointer.move(toX: sway.width - 1, y: sway.height - 1)
        let underTheIcon = PixelRect(x: 0, y: 0, width: sway.width / 2, height: sway.height / 2)
        let menu = try Self.waitForBar(of: sway, "waybar's menu under the icon") { shot in
            shot.boundingBox(of: Self.menuBackground, tolerance: 6, in: underTheIcon).flatMap { $0.height > 30 ? $0 : nil }
        }
        // The first entry ("Touch", with its icon): under the menu's top padding, in GTK's 24-pixel-high item, a
        // second after the click that opened the menu by the events' clock (GTK takes a release sooner for the end of
        // that click).
        pointer.advanceEventClock(by: .seconds(1))
        pointer.click(atX: menu.center.x, y: menu.y + 12)
        #expect(waitUntil(timeout: .seconds(10)) { FileManager.default.fileExists(atPath: chosen) }, "the entry's command ran")
        #expect(pointer.error == nil, "\(String(describing: pointer.error))")
        pointer.move(toX: sway.width - 1, y: sway.height - 1)

        let file = scratch + "/magenta.png"
        try Screenshot(width: 24, height: 24, pixels: Array(repeating: Self.magenta, count: 24 * 24)).writePNG(to: file)
        try input.send("icon: \(file)\n", orUntil: { !run.process.isRunning })
        _ = try Self.waitForBar(of: sway, "the file's icon in the bar") { shot in
            shot.count(of: Self.magenta, tolerance: 8, in: PixelRect(x: 0, y: 0, width: sway.width, height: WaybarTray.height))
                > 100 ? true : nil
        }

        let reader = try DBusConnection(address: bus.address)
        try input.send("tooltip: Two\\nlines\n", orUntil: { !run.process.isRunning })
        let toolTip = waitUntil(timeout: .seconds(10)) {
            let value = try? reader.property("ToolTip", of: "org.kde.StatusNotifierItem", at: "/StatusNotifierItem", on: item)
            guard case .structure(let fields)? = value, fields.count == 4 else { return false }
            return fields[2].stringValue == "Two\nlines"
        }
        #expect(toolTip, "the tray reads the new tooltip")

        try input.send("menu:One!true|Two!true|Three!true|Four!true\n", orUntil: { !run.process.isRunning })
        let entries = waitUntil(timeout: .seconds(10)) {
            let reply = try? reader.call(
                destination: item, path: "/MenuBar", interface: "com.canonical.dbusmenu", method: "GetLayout",
                arguments: [.int32(0), .int32(-1), .array(elementSignature: "s", [])])
            guard let reply, reply.count == 2, case .structure(let root) = reply[1], root.count == 3,
                case .array(_, let children) = root[2]
            else { return false }
            return children.count == 4
        }
        #expect(entries, "the tray reads the new menu's four entries")

        try input.send("visible:false\n", orUntil: { !run.process.isRunning })
        _ = try Self.waitForBar(of: sway, "an empty bar") { WaybarTray.icons(in: $0) == nil ? true : nil }
        try input.send("visible:true\n", orUntil: { !run.process.isRunning })
        _ = try Self.waitForBar(of: sway, "the icon back in the bar") { WaybarTray.icons(in: $0) }

        try input.send("quit\n", orUntil: { !run.process.isRunning })
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        try tray.waitForItems { !$0.contains(item + "/StatusNotifierItem") }
    }

    /// An icon started before any tray says so in one line and registers when waybar starts (its watcher's name
    /// appearing); a middle click then ends it as Escape does, with 252.
    @Test(.holdsTheMainActor) func anIconRegistersWithATrayStartedLaterAndAMiddleClickExits252() throws {
        let bus = try PrivateBus()
        let sway = try SwayHarness()
        let pointer = try VirtualPointer(socketPath: sway.socketPath, layoutSize: (sway.width, sway.height))
        let run = try CurtainProcess(
            ["yad", "--notification", "--text=Later"], on: sway, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        defer { run.stop() }
        let item = "org.kde.StatusNotifierItem-\(run.process.processIdentifier)-1"
        let reader = try DBusConnection(address: bus.address)
        let owned = waitUntil(timeout: .seconds(10)) {
            let reply = try? reader.call(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "NameHasOwner", arguments: [.string(item)])
            return reply?.first == .bool(true)
        }
        #expect(owned, "the icon took its name")
        let tray = try WaybarTray(on: sway, bus: bus)
        try tray.waitForItems { $0.contains(item + "/StatusNotifierItem") }
        let icon = try Self.waitForBar(of: sway, "the icon in the bar") { WaybarTray.icons(in: $0) }
        pointer.click(atX: icon.center.x, y: icon.center.y, button: .middle)
        let result = try run.finish()
        #expect(result.status == 252, "\(result.stderr)")
        #expect(
            result.stderr == "curtain: no tray is running (no org.kde.StatusNotifierWatcher); the icon shows when one starts\n")
    }

    /// Takes screenshots of `sway` until `found` finds what it looks for in one.
    ///
    /// - Throws: ``CurtainProcess/Missing`` naming `what`, with the last screenshot written beside the test's files.
    static func waitForBar<Found>(
        of sway: SwayHarness, _ what: String, timeout: Duration = .seconds(10), _ found: (Screenshot) -> Found?
    ) throws -> Found {
        var result: Found?
        var last: Screenshot?
        _ = waitUntil(timeout: timeout, interval: .milliseconds(30)) {
            last = try? sway.screenshot()
            result = last.flatMap(found)
            return result != nil
        }
        guard let result else {
            let path = NSTemporaryDirectory() + "curtain-sway-tray-failure.png"
            try? last?.writePNG(to: path)
            throw CurtainProcess.Missing(description: "no \(what) within \(timeout); the last screenshot is \(path)")
        }
        return result
    }

    static func scratchDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "curtain-tray-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
