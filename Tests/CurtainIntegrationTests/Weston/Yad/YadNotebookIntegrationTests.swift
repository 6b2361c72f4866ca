import CurtainTestSupport
import Foundation
import Testing

/// yad's notebook (`--notebook`) with four `--plug` children and its paned window (`--paned`) with two, started in a
/// real script's order, run live in the same test by yad 0.40 on Xvfb (its XEmbed needs X11; keys through xdotool's
/// XTEST) and by curtain on weston (keys through weston's seat). The script prints the parent's status and each
/// child's output file, which must be the same for both: the children print their own results, only when the
/// parent's ending prints results, and the parent prints nothing.
///
/// curtain runs the script as written: children in the background before the parent, one more after it, all at once.
/// yad 0.40's children count themselves in with an unlocked increment of its shared memory ("FIXME: may be a race
/// here", `src/main.c`), and children that register at once can leave its notebook waiting for ever. So yad's script
/// starts its children one at a time, which keeps the script's meaning (children before and after the parent, each
/// printing its own result): the first before the parent, each next one once the one before has registered, as the
/// test reads it in yad's shared memory segment for the key (``YadSharedMemory``), and tells the script through a
/// FIFO.
@Suite(
    "yad --notebook and --paned: curtain yad on weston against yad 0.40 on Xvfb", .serialized, .integrationTimeLimit, .blocking)
struct YadNotebookIntegrationTests: CommandSuite {
    /// One key of a case, as each side sends it.
    enum Key: Sendable {
        case tab, backTab, enter, controlPageDown, controlReturn, escape
        case type(String)

        /// weston's step.
        var step: CommandFixture.Step {
            switch self {
            case .tab: .key(.tab)
            case .backTab: .key(.tab, holding: [.leftShift])
            case .enter: .key(.enter)
            case .controlPageDown: .key(.pageDown, holding: [.leftControl])
            case .controlReturn: .key(.enter, holding: [.leftControl])
            case .escape: .key(.escape)
            case .type(let text): .type(text)
            }
        }

        /// xdotool's arguments.
        var xdotool: [String] {
            switch self {
            case .tab: ["key", "Tab"]
            case .backTab: ["key", "shift+Tab"]
            case .enter: ["key", "Return"]
            case .controlPageDown: ["key", "ctrl+Next"]
            case .controlReturn: ["key", "ctrl+Return"]
            case .escape: ["key", "Escape"]
            case .type(let text): ["type", text]
            }
        }
    }

    /// A parent and its children, as a script starts them.
    struct Layout: Sendable {
        /// `notebook` or `paned`: what the script prints before the parent's status.
        var name: String
        /// The parent's options after `$YAD`; its title is ``title``.
        var parent: String
        var title: String
        /// Each child's options after `$YAD --plug=$KEY --tabnum=N`.
        var children: [String]

        /// The script, as real ones are written: children in the background, each to a file of its own, then the
        /// parent, then one more child once the parent is waiting; it prints how the parent ended and the files. It
        /// runs in a session of its own (`setsid`) and writes its process group to `group`, so that the test ends
        /// every process it started, whatever happens. `oneAtATime` starts one child before the parent and each
        /// next one after a line on the FIFO `registered`, for yad.
        func script(oneAtATime: Bool) -> String {
            func child(_ index: Int) -> String {
                "$YAD --plug=$KEY --tabnum=\(index + 1) \(children[index]) > res\(index + 1) 2>/dev/null &"
            }
            let early = oneAtATime ? 1 : children.count - 1
            var lines = ["echo $$ > group"] + (0..<early).map(child)
            lines += ["$YAD \(parent) --title=\(title) > out 2>/dev/null &", "parent=$!"]
            for index in early..<children.count {
                if oneAtATime { lines.append("read registered < registered") }
                lines.append(child(index))
            }
            let files = (["out"] + children.indices.map { "res\($0 + 1)" }).joined(separator: " ")
            lines += ["wait $parent; echo \"\(name) $?\"; wait", "for f in \(files); do printf '%s:' $f; cat $f; done"]
            return lines.joined(separator: "\n")
        }
    }

    static let notebook = Layout(
        name: "notebook", parent: "--notebook --key=$KEY --tab=Person --tab=Fruit --tab=City --tab=Notes",
        title: "Notebook",
        children: [
            "--form --field=Name --field=Admin:CHK Ann TRUE", "--list --column=Fruit apple pear", "--form --field=City Paris",
            "--form --field=Note:TXT hello",
        ])
    /// The notebook with its own buttons (`--button`, `--no-buttons`) after its options.
    static func notebook(buttons: String) -> Layout {
        var layout = notebook
        layout.parent += " " + buttons
        return layout
    }
    static let paned = Layout(
        name: "paned", parent: "--paned --key=$KEY", title: "Paned",
        children: ["--form --field=Name --field=Admin:CHK Ann TRUE", "--form --field=City Paris"])

    /// A case: its window, its keys, and what yad 0.40 printed for them when the test was written (the parent's
    /// status, then each file), which the live yad must print again, so that a broken yad side cannot pass.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var layout: Layout
        var keys: [Key]
        var yad: String
        var testDescription: String { layout.name + ": " + name }
    }

    static let cases: [Case] = [
        Case(
            name: "Ctrl+Return: each child prints its values", layout: notebook, keys: [.controlReturn],
            yad: "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"),
        Case(
            name: "Tab into the first tab's field, type, Ctrl+Return", layout: notebook,
            keys: [.tab, .type("x"), .controlReturn], yad: "notebook 0\nout:res1:x|TRUE|\nres2:res3:Paris|\nres4:hello|\n"),
        Case(
            name: "Ctrl+Page Down twice to the third tab, Tab, type, Ctrl+Return", layout: notebook,
            keys: [.controlPageDown, .controlPageDown, .tab, .type("y"), .controlReturn],
            yad: "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:y|\nres4:hello|\n"),
        Case(
            name: "Escape: nothing printed, 252", layout: notebook, keys: [.escape], yad: "notebook 252\nout:res1:res2:res3:res4:"
        ),
        // Its own buttons: Shift+Tab from the tabs goes back to the last button.
        Case(
            name: "--button Quit:1: Shift+Tab, Return prints nothing",
            layout: notebook(buttons: "--button=Save:2 --button=Quit:1"), keys: [.backTab, .enter],
            yad: "notebook 1\nout:res1:res2:res3:res4:"),
        Case(
            name: "--button Save:2: Shift+Tab twice, Return: each child prints",
            layout: notebook(buttons: "--button=Save:2 --button=Quit:1"), keys: [.backTab, .backTab, .enter],
            yad: "notebook 2\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"),
        Case(
            name: "--button: Ctrl+Return is 0", layout: notebook(buttons: "--button=Save:2 --button=Quit:1"),
            keys: [.controlReturn], yad: "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"),
        Case(
            name: "--no-buttons: Ctrl+Return is 0", layout: notebook(buttons: "--no-buttons"), keys: [.controlReturn],
            yad: "notebook 0\nout:res1:Ann|TRUE|\nres2:res3:Paris|\nres4:hello|\n"),
        Case(
            name: "Ctrl+Return: each pane prints its values", layout: paned, keys: [.controlReturn],
            yad: "paned 0\nout:res1:Ann|TRUE|\nres2:Paris|\n"),
        Case(
            name: "Tab into the first pane's field, type, Ctrl+Return", layout: paned, keys: [.tab, .type("x"), .controlReturn],
            yad: "paned 0\nout:res1:x|TRUE|\nres2:Paris|\n"),
        Case(name: "Escape: nothing printed, 252", layout: paned, keys: [.escape], yad: "paned 252\nout:res1:res2:"),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: Case) throws {
        let yad = try runYad(testCase)
        let curtain = try runCurtain(testCase)
        #expect(yad == testCase.yad, "yad 0.40 on Xvfb printed \(yad.debugDescription)")
        #expect(curtain == yad, "curtain printed \(curtain.debugDescription), yad \(yad.debugDescription)")
    }

    /// A directory of its own for a run's files.
    private func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yad-notebook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A key no other run uses at the same time.
    private func freshKey() -> Int32 { Int32.random(in: 100_000...2_000_000_000) }

    // MARK: - curtain on weston

    /// Runs the script with curtain on weston and takes the keys once the window is up (it shows once every child
    /// has connected).
    private func runCurtain(_ testCase: Case) throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let curtain = try CurtainProcess.executable("curtain")
        let run = try CurtainProcess(
            ["-w", "/bin/sh", "-c", testCase.layout.script(oneAtATime: false)], executable: "/usr/bin/setsid",
            on: fixture.weston, environment: ["YAD": "\(curtain) yad", "KEY": String(freshKey())], directory: directory.path)
        defer { Self.endGroup(in: directory) }
        _ = try fixture.input.waitForView(timeout: .seconds(20)) { $0.role == "xdg_toplevel" }
        try fixture.take(testCase.keys.map(\.step), popupsOf: run)
        return try run.finish(timeout: .seconds(20)).stdout
    }

    // MARK: - yad 0.40 on Xvfb

    /// Runs the script with yad on a private Xvfb, its children one at a time, and takes the keys through xdotool
    /// once every child is in the window, each once every yad has handled the one before.
    private func runYad(_ testCase: Case) throws -> String {
        let x11 = try X11Tray(tray: false)
        defer { x11.stop() }
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("registered").path
        guard mkfifo(fifo, 0o600) == 0 else { throw CurtainProcess.Missing(description: "mkfifo \(fifo): errno \(errno)") }
        let release = try Release(fifo)
        defer { release.close() }
        let key = freshKey()
        let run = try CurtainProcess(
            ["-w", "/bin/sh", "-c", testCase.layout.script(oneAtATime: true)], executable: "/usr/bin/setsid",
            on: fixture.weston,
            environment: [
                "YAD": try X11Tray.find("yad"), "KEY": String(key), "DISPLAY": x11.display, "GDK_BACKEND": "x11",
                "NO_AT_BRIDGE": "1", "HOME": x11.directory,
            ], directory: directory.path)
        defer {
            Self.endGroup(in: directory)
            YadSharedMemory.remove(key: key)
        }
        let children = testCase.layout.children.count
        for registered in 1..<children {
            try YadSharedMemory.waitUntilRegistered(registered, key: key)
            try release.send()
        }
        try YadSharedMemory.waitUntilRegistered(children, key: key)
        let title = "\"\(testCase.layout.title)\": (\"yad\""
        guard waitUntil(timeout: .seconds(20), interval: .milliseconds(20), { (try? x11.tree())?.contains(title) ?? false })
        else { throw CurtainProcess.Missing(description: "no yad window titled \(testCase.layout.title)") }
        try x11.xdotool(["search", "--onlyvisible", "--name", "^\(testCase.layout.title)$", "windowfocus", "--sync"])
        for key in testCase.keys {
            try settle(x11, directory)
            try x11.xdotool(key.xdotool)
        }
        return try run.finish(timeout: .seconds(20)).stdout
    }

    /// The test's end of the FIFO `registered`, held open for the whole run: each line written on it lets the script
    /// start its next child.
    ///
    /// Held open, it keeps a writer on the FIFO at every moment, so the script's `read` opens it at once and waits
    /// for a line, never for a writer, and never sees an end of file. A writer opened and closed for each line
    /// instead can still be open when the script, woken by its line, comes to its next `read`: that open finds it
    /// and returns, and its close then ends the `read` with no line, so the script starts two children at once and
    /// gets past its last `read` before the test sends its last line (which happened under load). The test is a
    /// reader too, so a line sent before the script reads it stays in the FIFO.
    private struct Release {
        let descriptor: Int32

        init(_ fifo: String) throws {
            // Reading and writing, so that the open does not wait for the script (a FIFO open for one side waits
            // for the other) and the FIFO keeps its lines whatever the script has open.
            descriptor = open(fifo, O_RDWR)
            guard descriptor >= 0 else { throw CurtainProcess.Missing(description: "open \(fifo): errno \(errno)") }
        }

        /// One line: the script's next `read` returns with it.
        func send() throws {
            var line = UInt8(ascii: "\n")
            guard write(descriptor, &line, 1) == 1 else { throw CurtainProcess.Missing(description: "write: errno \(errno)") }
        }

        func close() { _ = Glibc.close(descriptor) }
    }

    /// Waits until every yad of the script is back in its event loop's wait with nothing runnable, after an X round
    /// trip, so that a key a parent passed on to its plug has reached the child too.
    private func settle(_ x11: X11Tray, _ directory: URL) throws {
        for _ in 0..<2 {
            try x11.xdotool(["getwindowfocus"])
            let idle = waitUntil(timeout: .seconds(10)) {
                Self.yads(in: directory).allSatisfy { (try? ProcessThreads.isWaitingForEvents($0)) ?? true }
            }
            guard idle else {
                let busy = Self.yads(in: directory).filter { !((try? ProcessThreads.isWaitingForEvents($0)) ?? true) }
                let states = busy.map { pid in
                    let syscall = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? "?"
                    return "\(pid): \(syscall.prefix { $0 != " " })"
                }
                throw CurtainProcess.Missing(description: "yad did not settle: \(states.joined(separator: ", "))")
            }
        }
    }

    /// The script's process group, which it wrote to `group` in `directory`.
    private static func group(in directory: URL) -> Int32? {
        let file = directory.appendingPathComponent("group").path
        guard let text = try? String(contentsOfFile: file, encoding: .utf8),
            let group = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), group > 1
        else { return nil }
        return group
    }

    /// The yad processes of the script's process group.
    private static func yads(in directory: URL) -> [Int32] {
        guard let group = group(in: directory) else { return [] }
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
        return pids.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return false }
            // After the name: state, parent, process group.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return stat[stat.index(after: open)..<close] == "yad" && fields.count > 2 && Int32(fields[2]) == group
        }
    }

    /// Kills what is left of the script's process group.
    private static func endGroup(in directory: URL) {
        guard let group = group(in: directory) else { return }
        kill(-group, SIGKILL)
    }
}

/// yad 0.40's shared memory segment for a notebook's or paned window's key (`get_tabs`, `src/util.c`): an entry
/// `{pid_t pid; Window xid}` per tab after a first one, whose `xid` counts the children that have registered.
enum YadSharedMemory {
    /// How many children have registered under `key`; `nil` before the parent has made the segment.
    static func registered(key: Int32) -> Int? {
        let id = shmget(key_t(key), 0, 0)
        guard id >= 0, let address = shmat(id, nil, SHM_RDONLY), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            return nil
        }
        defer { shmdt(address) }
        // The first entry's `xid`, an unsigned long after the 4-byte pid and its padding.
        return Int(address.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self))
    }

    /// Waits until `count` children have registered under `key`.
    static func waitUntilRegistered(_ count: Int, key: Int32) throws {
        guard waitUntil(timeout: .seconds(20), { (registered(key: key) ?? 0) >= count }) else {
            throw CurtainProcess.Missing(
                description:
                    "yad's children did not register: \(registered(key: key).map(String.init) ?? "no segment") of \(count)")
        }
    }

    /// Removes the segment, which yad leaves behind when it is killed.
    static func remove(key: Int32) {
        let id = shmget(key_t(key), 0, 0)
        if id >= 0 { shmctl(id, IPC_RMID, nil) }
    }
}
