import Curtain
import Testing

@testable import curtain

/// zenity's `--notification --listen` commands, line by line, with no bus: what each line asks for.
@Suite struct NotificationListenerTests {
    @Test func messageAndTooltipSendWithTheIconSetBeforeThem() {
        var listener = NotificationListener()
        #expect(
            listener.handle("message: Backup done\\n42 files")
                == .send(.init(summary: "Backup done", body: "42 files", applicationName: "curtain")))
        #expect(listener.handle("ICON:   drive-harddisk") == .none)
        #expect(
            listener.handle("tooltip:Half way")
                == .send(.init(summary: "Half way", body: "", icon: "drive-harddisk", applicationName: "curtain")))
        #expect(
            listener.handle("  Message : a: b")
                == .send(.init(summary: "a: b", icon: "drive-harddisk", applicationName: "curtain")))
    }

    @Test func visibleAndHintsChangeNothing() {
        var listener = NotificationListener()
        #expect(listener.handle("visible: false") == .none)
        #expect(listener.handle("hints: urgency:2") == .none)
        #expect(listener.icon.isEmpty)
    }

    @Test func unreadableLinesWarnAndTheListenerGoesOn() {
        var listener = NotificationListener()
        #expect(listener.handle("no colon here") == .warning("could not parse command from stdin"))
        #expect(listener.handle("bogus: x") == .warning("unknown command 'bogus'"))
        #expect(listener.handle("message:") == .warning("could not parse message"))
        #expect(listener.handle("message: still here") == .send(.init(summary: "still here", applicationName: "curtain")))
    }

    @Test func theExitCodeIsTheLastFailuresAndEveryLineIsRead() {
        var listener = NotificationListener()
        var sent: [String] = []
        var warnings: [String] = []
        let status = listener.run(
            ["message: one", "oops", "message: refused", "message: three"],
            send: { notification throws(DesktopNotificationError) in
                if notification.summary == "refused" { throw .noServer("nobody owns org.freedesktop.Notifications") }
                sent.append(notification.summary)
            }, warn: { warnings.append($0) })
        #expect(sent == ["one", "three"])
        #expect(warnings.count == 2)
        #expect(status == .portalUnavailable)
    }
}
