import CurtainDBus
import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// Whose authorization checks the agent answers: polkitd asks the agent registered for the subject of a check.
///
/// A desktop's agent registers for the user's logind session, so every program of that session gets its prompts;
/// `pkttyagent --process PID` (and `curtain polkit-agent --process PID`) registers for one process, which works
/// without logind too.
enum PolkitSubject: Equatable, Sendable {
    /// A logind session, by its id (`XDG_SESSION_ID`, `c2`).
    case session(id: String)
    /// One process, named as polkitd names it: its id, its start time (clock ticks after boot, so that a reused
    /// id is another process) and its owner.
    case process(id: Int32, startTime: UInt64, userID: UInt32)

    /// The subject as polkitd takes it: `(sa{sv})`, a kind and its details.
    var value: DBusValue {
        switch self {
        case .session(let id):
            .structure([.string("unix-session"), .dictionary(["session-id": .string(id)])])
        case .process(let id, let startTime, let userID):
            .structure([
                .string("unix-process"),
                .dictionary([
                    "pid": .uint32(UInt32(id)), "start-time": .uint64(startTime), "uid": .int32(Int32(bitPattern: userID)),
                ]),
            ])
        }
    }

    /// The process `id` as polkitd names it, read from `/proc/ID/stat` and the owner of `/proc/ID`; nil when no
    /// such process runs.
    static func process(_ id: Int32) -> PolkitSubject? {
        guard id > 0, let startTime = startTime(ofProcess: id) else { return nil }
        var info = stat()
        guard stat("/proc/\(id)", &info) == 0 else { return nil }
        return .process(id: id, startTime: startTime, userID: info.st_uid)
    }

    /// Field 22 of `/proc/ID/stat`, the start time; the command name before it (in parentheses) may hold spaces and
    /// parentheses, so the fields are counted from its last `)`.
    static func startTime(ofProcess id: Int32) -> UInt64? {
        let descriptor = open("/proc/\(id)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return startTime(inStat: String(decoding: buffer[..<count], as: UTF8.self))
    }

    /// The start time in the text of a `/proc/ID/stat`.
    static func startTime(inStat text: String) -> UInt64? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the name: field 3 (state) is fields[0], so field 22 is fields[19].
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }

    /// The user's logind session: `XDG_SESSION_ID`, else the session logind places this process in, else the
    /// user's graphical session (logind's `Display`, as polkit itself falls back to for a systemd user service,
    /// which runs outside any session). nil without logind.
    static func currentSession(on bus: DBusConnection) -> PolkitSubject? {
        if let id = getenv("XDG_SESSION_ID").map({ String(cString: $0) }), !id.isEmpty { return .session(id: id) }
        let logind = "org.freedesktop.login1"
        let manager = (path: "/org/freedesktop/login1", interface: "org.freedesktop.login1.Manager")
        if let path = try? bus.call(
            destination: logind, path: manager.path, interface: manager.interface, method: "GetSessionByPID",
            arguments: [.uint32(UInt32(getpid()))]
        ).first?.stringValue,
            let id = try? bus.property("Id", of: "org.freedesktop.login1.Session", at: path, on: logind)?.stringValue
        {
            return .session(id: id)
        }
        if let path = try? bus.call(
            destination: logind, path: manager.path, interface: manager.interface, method: "GetUser",
            arguments: [.uint32(getuid())]
        ).first?.stringValue,
            case .structure(let display)? = try? bus.property("Display", of: "org.freedesktop.login1.User", at: path, on: logind),
            let id = display.first?.stringValue, !id.isEmpty
        {
            return .session(id: id)
        }
        return nil
    }
}
