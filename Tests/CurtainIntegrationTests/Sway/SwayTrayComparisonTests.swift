import Curtain
import CurtainTestSupport
import Foundation
import Testing

/// `curtain yad --notification` against yad 0.40 itself, in the same test with the same command line, stdin and
/// clicks: yad in an X11 tray (trayer on Xvfb), where its GTK status icon works, and curtain in waybar's tray on sway.
/// Each compares the exit status and whether the click's command ran.
@MainActor
@Suite(
    "yad --notification: curtain in waybar against yad 0.40 in an X11 tray", .serialized, .integrationTimeLimit, .mainActorTurns)
struct SwayTrayComparisonTests {
    /// What a case does once the icon shows.
    enum Step: Sendable, CustomStringConvertible {
        case click(PointerButton)
        /// Opens the menu (a right click) and chooses its first entry.
        case chooseFirstMenuEntry
        case send(String)
        var description: String {
            switch self {
            case .click(let button): "click \(button.rawValue)"
            case .chooseFirstMenuEntry: "first menu entry"
            case .send(let text): "send \(text.debugDescription)"
            }
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        /// The arguments, `MARK` (there and in the lines sent) standing for the file a command touches.
        var arguments: [String]
        var steps: [Step]
        /// What both do: the case proves nothing if neither runs the command it is about.
        var expected: Outcome
        var description: String { name }
    }

    struct Outcome: Equatable, Sendable {
        var status: Int32
        var ranCommand: Bool
    }

    nonisolated static let cases = [
        Case(
            name: "left click runs --command, middle click exits 252", arguments: ["--command=touch MARK"],
            steps: [.click(.left), .click(.middle)],
            expected: Outcome(status: 252, ranCommand: true)),
        Case(
            name: "left click without --command exits 0", arguments: [], steps: [.click(.left)],
            expected: Outcome(status: 0, ranCommand: false)),
        Case(
            name: "--listen: action: sets the left click's command, quit exits 0", arguments: ["--listen"],
            steps: [.send("action:touch MARK\n"), .click(.left), .send("bogus:1\nquit\n")],
            expected: Outcome(status: 0, ranCommand: true)),
        Case(
            name: "the menu's first entry runs its command; quit exits 0",
            arguments: ["--listen", "--menu=Touch!touch MARK||Quit!quit"],
            steps: [.chooseFirstMenuEntry, .send("quit\n")],
            expected: Outcome(status: 0, ranCommand: true)),
    ]

    @Test(.holdsTheMainActor, arguments: cases) func doesWhatYadDoes(_ testCase: Case) throws {
        let yad = try runYad(testCase)
        let curtain = try runCurtain(testCase)
        #expect(yad == testCase.expected, "yad 0.40 in an X11 tray")
        #expect(curtain == yad, "yad in an X11 tray: \(yad)")
    }

    // MARK: - yad 0.40 in trayer on Xvfb

    func runYad(_ testCase: Case) throws -> Outcome {
        let x11 = try X11Tray()
        defer { x11.stop() }
        let mark = x11.directory + "/mark"
        let input = OpenInput("")
        let yad = Process()
        yad.executableURL = URL(fileURLWithPath: try X11Tray.find("yad"))
        yad.arguments = ["--notification"] + testCase.arguments.map { $0.replacingOccurrences(of: "MARK", with: mark) }
        yad.environment = [
            "PATH": "/usr/bin:/bin", "DISPLAY": x11.display, "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "HOME": x11.directory,
            "LANG": "C.UTF-8",
        ]
        yad.standardInput = input.handle
        yad.standardOutput = FileHandle.nullDevice
        yad.standardError = FileHandle.nullDevice
        try yad.runTiedToTestProcess()
        defer { yad.kill() }
        try x11.waitForIcon()
        for step in testCase.steps {
            switch step {
            case .click(let button):
                try x11.xdotool(["mousemove", "12", "16", "click", button == .middle ? "2" : button == .right ? "3" : "1"])
            case .chooseFirstMenuEntry:
                try x11.xdotool(["mousemove", "12", "16", "click", "3"])
                try x11.waitForMenu()
                // GTK's menu has the keyboard: the first entry, then Return.
                try x11.xdotool(["key", "Down", "Return"])
            case .send(let text): try input.send(text.replacingOccurrences(of: "MARK", with: mark), orUntil: { !yad.isRunning })
            }
            if case .click = step {
                waitUntil(timeout: .seconds(3)) { FileManager.default.fileExists(atPath: mark) || !yad.isRunning }
            }
            if case .chooseFirstMenuEntry = step {
                waitUntil(timeout: .seconds(5)) { FileManager.default.fileExists(atPath: mark) }
            }
        }
        guard waitUntil(timeout: .seconds(10), { !yad.isRunning }) else {
            throw CurtainProcess.Missing(description: "yad did not exit")
        }
        yad.waitUntilExit()
        return Outcome(status: yad.terminationStatus, ranCommand: FileManager.default.fileExists(atPath: mark))
    }

    // MARK: - curtain in waybar on sway

    func runCurtain(_ testCase: Case) throws -> Outcome {
        let bus = try PrivateBus()
        let sway = try SwayHarness()
        let pointer = try VirtualPointer(socketPath: sway.socketPath, layoutSize: (sway.width, sway.height))
        let tray = try WaybarTray(on: sway, bus: bus)
        let scratch = try SwayTrayTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let mark = scratch + "/mark"
        let input = OpenInput("")
        let run = try CurtainProcess(
            ["yad", "--notification"] + testCase.arguments.map { $0.replacingOccurrences(of: "MARK", with: mark) }, on: sway,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address], standardInput: input.handle)
        defer { run.stop() }
        let item = "org.kde.StatusNotifierItem-\(run.process.processIdentifier)-1/StatusNotifierItem"
        try tray.waitForItems { $0.contains(item) }
        let icon = try SwayTrayTests.waitForBar(of: sway, "the icon in the bar") { WaybarTray.icons(in: $0) }
        for step in testCase.steps {
            switch step {
            case .click(let button): pointer.click(atX: icon.center.x, y: icon.center.y, button: button)
            case .chooseFirstMenuEntry:
                pointer.click(atX: icon.center.x, y: icon.center.y, button: .right)
                pointer.move(toX: sway.width - 1, y: sway.height - 1)
                let underTheIcon = PixelRect(x: 0, y: 0, width: sway.width / 2, height: sway.height / 2)
                let menu = try SwayTrayTests.waitForBar(of: sway, "waybar's menu") { shot in
                    shot.boundingBox(of: SwayTrayTests.menuBackground, tolerance: 6, in: underTheIcon).flatMap {
                        $0.height > 30 ? $0 : nil
                    }
                }
                pointer.advanceEventClock(by: .seconds(1))
                pointer.click(atX: menu.center.x, y: menu.y + 12)
            case .send(let text):
                try input.send(text.replacingOccurrences(of: "MARK", with: mark), orUntil: { !run.process.isRunning })
            }
            if case .click = step {
                waitUntil(timeout: .seconds(3)) { FileManager.default.fileExists(atPath: mark) || !run.process.isRunning }
            }
            if case .chooseFirstMenuEntry = step {
                waitUntil(timeout: .seconds(5)) { FileManager.default.fileExists(atPath: mark) }
            }
        }
        let result = try run.finish()
        return Outcome(status: result.status, ranCommand: FileManager.default.fileExists(atPath: mark))
    }
}

/// An X11 system tray for yad's own status icon: trayer (a GTK 2 tray, 200x32 at the top left) on a private Xvfb.
final class X11Tray {
    let display: String
    let directory: String
    private let xvfb = Process()
    private var trayer = Process()

    static func find(_ program: String) throws -> String {
        guard let path = ["/usr/bin/\(program)", "/bin/\(program)"].first(where: FileManager.default.isExecutableFile) else {
            throw CurtainProcess.Missing(description: "\(program) is not installed (scripts/setup-test installs it)")
        }
        return path
    }

    init() throws {
        directory = NSTemporaryDirectory() + "curtain-x11-tray-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // Xvfb picks a free display and writes its number on stdout once it accepts clients.
        let number = Pipe()
        xvfb.executableURL = URL(fileURLWithPath: try Self.find("Xvfb"))
        xvfb.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        xvfb.standardInput = FileHandle.nullDevice
        xvfb.standardOutput = number
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.runTiedToTestProcess()
        var text = ""
        while !text.contains("\n") {
            let data = number.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CurtainProcess.Missing(description: "Xvfb gave no display number: \(text.debugDescription)")
        }
        display = ":\(value)"
        // trayer 1.1.8 sometimes exits with status 1 and not a word on stderr as it starts (1 start in 3 beside two
        // busy loops and a package build, none unloaded). The tray is the test's stage, not what it tests, so a trayer
        // that died before its panel showed is started again, at most three times; one that lives but shows no panel
        // is a hang. The waits on X guard a hang, not a speed: each look runs xwininfo.
        for attempt in 1...3 {
            trayer = Process()
            trayer.executableURL = URL(fileURLWithPath: try Self.find("trayer"))
            trayer.arguments = [
                "--edge", "top", "--align", "left", "--widthtype", "pixel", "--width", "200", "--height", "32",
                "--SetDockType", "true",
            ]
            trayer.environment = ["DISPLAY": display, "HOME": directory]
            trayer.standardOutput = FileHandle.nullDevice
            trayer.standardError = FileHandle.nullDevice
            try trayer.runTiedToTestProcess()
            let settled = waitUntil(timeout: Self.hangGuard, interval: .milliseconds(100)) {
                !self.trayer.isRunning || ((try? self.tree())?.contains("\"panel\"") ?? false)
            }
            if settled, trayer.isRunning { return }
            guard !trayer.isRunning, attempt < 3 else {
                throw CurtainProcess.Missing(
                    description: "trayer made no panel (attempt \(attempt), running: \(trayer.isRunning))")
            }
        }
    }

    func stop() {
        trayer.kill()
        xvfb.kill()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `xwininfo -root -tree`.
    func tree() throws -> String { try tool("xwininfo", ["-root", "-tree"]) }

    /// Waits until the tray holds an icon: trayer's panel gets a 32x30 socket for it.
    func waitForIcon() throws {
        guard waitUntil(timeout: Self.hangGuard, interval: .milliseconds(100), { (try? tree())?.contains("32x30+1+1") ?? false })
        else {
            throw CurtainProcess.Missing(description: "no icon in trayer: \((try? tree()) ?? "")")
        }
    }

    /// Waits until yad's menu (a window of yad's, below the panel) is mapped.
    func waitForMenu() throws {
        guard
            waitUntil(
                timeout: Self.hangGuard, interval: .milliseconds(100),
                {
                    (try? tool("xwininfo", ["-root", "-children"]))?.split(separator: "\n").contains {
                        $0.contains("(\"yad\" \"Yad\")") && $0.contains("+31")
                    } ?? false
                })
        else { throw CurtainProcess.Missing(description: "no menu") }
    }

    func xdotool(_ arguments: [String]) throws { _ = try tool("xdotool", arguments) }

    /// How long a wait on the X server's windows may take before the test calls it a hang.
    static let hangGuard = Duration.seconds(30)

    private func tool(_ name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.find(name))
        process.arguments = arguments
        process.environment = ["DISPLAY": display]
        let captured = try process.runCapturingOutput()
        process.waitUntilExit()
        return captured.text
    }
}
