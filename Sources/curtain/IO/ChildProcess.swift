import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// How curtain starts a program (the polkit agent's helper, yad's command buttons and tray icon), never through a shell: one
/// `posix_spawn`, with the default disposition of SIGPIPE, which curtain itself ignores (a reader that went away)
/// and a started program must not inherit ignored.
enum ChildProcess {
    /// Starts `arguments[0]`, `arguments` its argv.
    ///
    /// - Parameters:
    ///   - searchingPath: Whether the program is looked up in `PATH` (`posix_spawnp`), or `arguments[0]` is its path.
    ///   - environment: `NAME=value` strings; `nil` passes curtain's own.
    ///   - fileActions: What to do to the descriptors in the child first (its stdin and stdout, for a pipe).
    /// - Returns: The child's process id, or the error number when it could not start.
    static func spawn(
        _ arguments: [String], searchingPath: Bool = false, environment: [String]? = nil,
        fileActions: UnsafePointer<posix_spawn_file_actions_t>? = nil
    ) -> Result<pid_t, Errno> {
        guard let program = arguments.first else { return .failure(Errno(EINVAL)) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var processID: pid_t = 0
        func start(_ environment: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
            searchingPath
                ? posix_spawnp(&processID, program, fileActions, &attributes, argv, environment)
                : posix_spawn(&processID, program, fileActions, &attributes, argv, environment)
        }
        let status = envp.map { start($0) } ?? start(environ)
        return status == 0 ? .success(processID) : .failure(Errno(status))
    }

    /// An `errno` value, with its text.
    struct Errno: Error, CustomStringConvertible {
        var code: Int32
        init(_ code: Int32) { self.code = code }
        var description: String { String(cString: strerror(code)) }
    }
}
