import CurtainTestSupport
import Foundation

/// A user of this machine for `sudo -A` tests: made with `useradd` and `chpasswd` with a known password, allowed
/// every command by a file in `/etc/sudoers.d`, and removed with both when the value goes.
///
/// The polkit tests make theirs with the prefix `curtain-polkit-` and in group `sudo`, which Debian's polkit rule
/// names as the administrators.
///
/// The name holds the test process's id, so two test runs on one machine never share a user. Users a killed run
/// left behind (their process is gone) are removed first; one with this process's id is reused, its password set
/// again. Needs root, as the tests run.
final class SudoTestUser {
    let name: String
    let password: String
    let user: UInt32
    let group: UInt32
    private var sudoersPath: String { "/etc/sudoers.d/\(name)" }

    /// The programs the tests run, with the Debian package of each: missing, the test fails naming it.
    static let programs = [
        ("/usr/bin/sudo", "sudo"), ("/usr/sbin/useradd", "passwd"), ("/usr/sbin/userdel", "passwd"),
        ("/usr/sbin/chpasswd", "passwd"), ("/usr/bin/setpriv", "util-linux"),
    ]

    /// Every name a test user may have begins with one of these; leftovers are found by them.
    static let prefixes = ["curtain-sudo-", "curtain-polkit-"]

    /// - Parameters:
    ///   - prefix: One of ``prefixes``; the test process's id follows.
    ///   - groups: Supplementary groups the user joins (`sudo`).
    init(password: String, prefix: String = "curtain-sudo-", groups: [String] = []) throws {
        for (program, package) in Self.programs where !FileManager.default.isExecutableFile(atPath: program) {
            throw CurtainProcess.Missing(description: "\(program) is missing: apt-get install \(package) (scripts/setup-test)")
        }
        guard getuid() == 0 else {
            throw CurtainProcess.Missing(description: "making a test user for sudo needs root, as scripts/test runs")
        }
        Self.removeLeftovers()
        name = prefix + "\(getpid())"
        self.password = password
        if getpwnam(name) == nil {
            // No home and no login shell: sudo runs the command itself, and nobody logs in as this user.
            try Self.run(
                "/usr/sbin/useradd",
                ["--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin"]
                    + (groups.isEmpty ? [] : ["--groups", groups.joined(separator: ",")]) + [name])
        }
        try Self.run("/usr/sbin/chpasswd", [], input: "\(name):\(password)\n")
        guard let entry = getpwnam(name) else { throw CurtainProcess.Missing(description: "useradd made no \(name)") }
        (user, group) = (entry.pointee.pw_uid, entry.pointee.pw_gid)
        // sudoers(5) skips files in sudoers.d whose names hold a dot; this one has none.
        guard FileManager.default.createFile(atPath: sudoersPath, contents: Data("\(name) ALL=(ALL) ALL\n".utf8)) else {
            throw CurtainProcess.Missing(description: "cannot write \(sudoersPath)")
        }
        chmod(sudoersPath, 0o440)
    }

    deinit {
        // The sudoers file goes last, once the user has: while it is there, a later run finds the user to remove.
        if (try? Self.run("/usr/sbin/userdel", [name])) != nil {
            try? FileManager.default.removeItem(atPath: sudoersPath)
        }
    }

    /// Removes the users (and their sudoers files) of test processes that no longer run. A user one of whose
    /// processes still runs (a compositor that outlived a killed test) is left, file and all, for a later run.
    private static func removeLeftovers() {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: "/etc/sudoers.d")) ?? []
        for file in files {
            guard let prefix = prefixes.first(where: { file.hasPrefix($0) }), let pid = Int32(file.dropFirst(prefix.count)),
                pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            if getpwnam(file) != nil {
                guard (try? run("/usr/sbin/userdel", [file])) != nil else { continue }
            }
            try? FileManager.default.removeItem(atPath: "/etc/sudoers.d/\(file)")
        }
    }

    /// Runs an administration program and waits for it; throws with what it printed when it fails.
    private static func run(_ program: String, _ arguments: [String], input: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let standardInput = Pipe()
        process.standardInput = standardInput
        try process.runTiedToTestProcess()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CurtainProcess.Missing(description: "\(program) \(arguments) exited \(process.terminationStatus): \(printed)")
        }
    }
}
