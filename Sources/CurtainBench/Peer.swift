import Foundation

/// One program the bench measures, and how to make it show a one-line message with one button.
struct Peer: Sendable {
    /// The row's name, e.g. `curtain alert`.
    var name: String
    /// The program, found on PATH (or given as an absolute path).
    var program: String
    var arguments: [String]
    /// How to get it, for the "not installed" note.
    var installHint: String
    /// Whether it can run on weston 10 (swaynag needs layer-shell).
    var runsOnWeston = true
    /// A file to read stdin from (the rows of a list), /dev/null when nil.
    var stdinPath: String?

    /// The alert every peer shows: the message "hi" and one button.
    static let message = "hi"

    /// `label` names another build of curtain measured beside the first (`--beside`).
    static func curtain(executable: String, label: String? = nil) -> Peer {
        Peer(
            name: label.map { "curtain alert (\($0))" } ?? "curtain alert", program: executable,
            arguments: ["alert", "--transition", "none", "--message", message],
            installHint: "build it: swift build -c release --product curtain (or run scripts/bench)")
    }

    /// `curtain alert --overlay`: the screen-wide modal alert on layer-shell (issue 23), which swaynag's bar is too.
    static func overlay(_ base: Peer) -> Peer {
        var peer = base
        peer.name = "curtain alert --overlay"
        peer.arguments = ["alert", "--overlay", "--transition", "none", "--message", message]
        peer.runsOnWeston = false
        return peer
    }

    static let zenity = Peer(
        name: "zenity --info", program: "zenity",
        arguments: ["--info", "--text", message], installHint: "run scripts/setup-bench (Debian package zenity)")
    static let yad = Peer(
        name: "yad", program: "yad",
        arguments: ["--text", message, "--button", "OK:0"], installHint: "run scripts/setup-bench (Debian package yad)")
    static let swaynag = Peer(
        name: "swaynag", program: "swaynag", arguments: ["-m", message],
        installHint: "run scripts/setup-bench (Debian package sway)", runsOnWeston: false)

    /// `curtain --list` or `zenity --list` with one column, reading `rows` rows from the file at `stdinPath`.
    static func list(_ base: Peer, rows: Int, stdinPath: String) -> Peer {
        Peer(
            name: "\(base.name == "curtain alert" ? "curtain" : "zenity") --list, \(rows) rows",
            program: base.program, arguments: ["--list", "--column", "Item"],
            installHint: base.installHint, stdinPath: stdinPath)
    }

    /// The text dialog showing a file of `megabytes` MB (`--text-info --filename`): how long a large log takes to open.
    static func textInfo(_ base: Peer, megabytes: Int, path: String) -> Peer {
        Peer(
            name: "\(base.name == "curtain alert" ? "curtain" : "zenity") --text-info, \(megabytes) MB file",
            program: base.program, arguments: ["--text-info", "--filename", path], installHint: base.installHint)
    }

    /// The same message dialog with one unbreakable word of `length` characters as its message (issue 22: Pango's
    /// line breaking was superlinear in a word's length). 128,000 characters fit the kernel's argv limit for one
    /// argument (128 KiB).
    static func longWord(_ base: Peer, length: Int) -> Peer {
        var peer = base
        peer.name = "\(base.name), one \(length / 1000)k-character word"
        peer.arguments = base.arguments.map { $0 == message ? String(repeating: "a", count: length) : $0 }
        return peer
    }

    /// The program's absolute path, or nil when it is not installed.
    var executablePath: String? {
        if program.hasPrefix("/") {
            return FileManager.default.isExecutableFile(atPath: program) ? program : nil
        }
        // A path relative to the checkout (scripts/bench passes one, so the results name no machine paths).
        if program.contains("/") {
            let absolute = FileManager.default.currentDirectoryPath + "/" + program
            return FileManager.default.isExecutableFile(atPath: absolute) ? absolute : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The environment a peer runs with: the bench's own, pointed at one compositor, without anything that
    /// would send it elsewhere (X11, an inherited socket, debug logging).
    static func environment(
        runtimeDirectory: String, socketName: String,
        extra: [String: String] = [:]
    ) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["WAYLAND_SOCKET", "DISPLAY", "WAYLAND_DEBUG", "CURTAIN_STATS"] { environment[name] = nil }
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["WAYLAND_DISPLAY"] = socketName
        environment.merge(extra) { _, new in new }
        return environment
    }
}
