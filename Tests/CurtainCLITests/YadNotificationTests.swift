import Curtain
import CurtainTestSupport
import Foundation
import Testing
@testable import curtain

/// yad 0.40's `--notification`, parsed, and what its clicks and `--listen` lines do, with no bus. The icon in a
/// real tray is tested in `SwayTrayTests`.
@Suite("curtain yad --notification: yad 0.40's tray icon")
struct YadNotificationTests {
    /// The request `curtain yad --notification ARGUMENTS…` shows.
    func request(_ arguments: [String]) throws -> YadNotificationRequest {
        let invocation = try CurtainCommand.parse(["yad", "--notification"] + arguments)
        guard case .yad(.notification(let request)) = invocation else {
            Issue.record("not yad's notification: \(invocation)")
            return YadNotificationRequest()
        }
        return request
    }

    @Test("defaults: yad's icon and tooltip; a left click ends it with 0, a middle click with 252")
    func defaults() throws {
        let yad = try request([])
        #expect(yad.icon == "yad")
        #expect(yad.toolTip == "Yad notification")
        #expect(yad.menu.isEmpty)
        #expect(yad.activated() == .exit(0))
        #expect(yad.middleClicked() == .exit(252))
    }

    @Test("--image, --text, --command, --no-middle, --escape-ok, --hidden, --timeout")
    func options() throws {
        let yad = try request(["--image=audio-volume-high", "--text=Volume", "--command=pavucontrol", "--no-middle", "--hidden"])
        #expect(yad.icon == "audio-volume-high")
        #expect(yad.toolTip == "Volume")
        #expect(yad.activated() == .run("pavucontrol"))
        #expect(yad.middleClicked() == .none)
        #expect(yad.isHidden)
        #expect(try request(["--escape-ok"]).middleClicked() == .exit(0))
        #expect(try request(["--timeout=3"]).timeout == .seconds(3))
        #expect(try request(["--command=QUIT"]).activated() == .exit(0))
        #expect(try request(["--listen"]).activated() == .none)
        #expect(try request(["--text=<b>Backup</b> & more"]).toolTipMarkup == "<b>Backup</b> & more")
        #expect(try request(["--no-markup", "--text=a<b> & c"]).toolTipMarkup == "a&lt;b&gt; &amp; c")
    }

    @Test("--menu: entries at |, label!command!icon at !, an empty entry a separator, stock ids as GTK labels")
    func menu() throws {
        let yad = try request(["--menu=Open!xdg-open /tmp!folder||gtk-quit!quit|Plain"])
        #expect(
            yad.menu == [
                .init(label: "Open", iconName: "folder"), .init(label: nil), .init(label: "_Quit"),
                .init(label: "Plain"),
            ])
        #expect(yad.chose(0) == .run("xdg-open /tmp"))
        #expect(yad.chose(1) == .none)
        #expect(yad.chose(2) == .exit(0))
        #expect(yad.chose(3) == .none)
        let separated = try request(["--separator=;", "--item-separator=,", "--menu=A,a;B,b,icon"])
        #expect(separated.menu == [.init(label: "A"), .init(label: "B", iconName: "icon")])
        #expect(separated.chose(1) == .run("b"))
    }

    @Test("--listen lines: icon, tooltip (escapes expanded), visible, action, menu, quit; unknown ones warn")
    func listenLines() throws {
        var yad = try request(["--listen"])
        #expect(yad.handle("icon: /tmp/x.png ") == .showIcon)
        #expect(yad.icon == "/tmp/x.png")
        #expect(yad.handle("TOOLTIP:Two\\nlines") == .showToolTip)
        #expect(yad.toolTip == "Two\nlines")
        #expect(yad.handle("visible:false") == .setVisible(false))
        #expect(yad.handle("visible:blink") == .setVisible(true))
        #expect(yad.handle("action:touch /tmp/y") == .none)
        #expect(yad.activated() == .run("touch /tmp/y"))
        #expect(yad.handle("menu:One!one|Two!two") == .showMenu)
        #expect(yad.menu.map(\.label) == ["One", "Two"])
        #expect(yad.handle("") == .none)
        #expect(yad.handle("bogus:1") == .warning("unknown command 'bogus'"))
        #expect(yad.handle("icon") == .warning("unknown command 'icon'"))
        #expect(yad.handle("quit") == .exit(0))
    }

    @Test("an icon file is its name in its folder, which the tray searches first")
    func iconFile() {
        #expect(YadNotification.icon("dialog-information") == ("dialog-information", ""))
        #expect(
            YadNotification.icon("/usr/share/icons/hicolor/16x16/apps/yad.png") == ("yad", "/usr/share/icons/hicolor/16x16/apps"))
        #expect(YadNotification.icon("/no/such/file.png") == ("/no/such/file.png", ""))
    }
}

/// `curtain yad --notification` run end to end, on a private bus with no tray (a tray is `SwayTrayTests`'), or with no
/// bus at all.
@Suite("curtain yad --notification without a tray", .blocking)
struct YadNotificationCommandTests {
    @Test("no session bus: one line, exit 6")
    func noBus() throws {
        let run = try ExternalProgram(path: EndToEndTests.binary().path).run(
            ["yad", "--notification"], environment: ["PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": "/nonexistent"])
        #expect(run.status == 6, "\(run)")
        #expect(run.stderr == "curtain: no D-Bus session bus: a tray icon needs one\n")
    }

    @Test("no tray: one line, and the icon still reads --listen's lines: an unknown one warns, quit exits 0")
    func noTray() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let run = try ExternalProgram(path: EndToEndTests.binary().path).run(
            ["yad", "--notification", "--listen"], input: "tooltip: first\nbogus: 1\nquit\nicon: never read\n",
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "curtain: no tray is running (no org.kde.StatusNotifierWatcher); the icon shows when one starts\n"
                + "curtain: unknown command 'bogus'\n")
    }

    @Test("the end of stdin exits 0 with --listen; --timeout exits 70")
    func endings() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let program = ExternalProgram(path: try EndToEndTests.binary().path)
        let environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address]
        #expect(try program.run(["yad", "--notification", "--listen"], input: "", environment: environment).status == 0)
        #expect(try program.run(["yad", "--notification", "--timeout=1"], environment: environment).status == 70)
    }
}
