import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// One run of `polkit-agent-helper-1`, the setuid-root program that runs PAM for the user who authenticates and,
/// when PAM accepts, tells polkitd so itself: the agent never learns more than "SUCCESS".
///
/// It is started with the user's login name as its argument and the cookie as the first line on its stdin (never
/// on the command line, where other processes could read it: CVE-2015-4625); then it writes its PAM conversation,
/// one ``PAMMessage`` a line, and reads one line for each prompt. Its stdout is watched by the dialog's event loop,
/// so a prompt or polkitd's `CancelAuthentication` is never held up by a helper that waits in PAM (the delay after
/// a wrong password).
@MainActor final class AgentHelper {
    /// Where Debian's polkitd package installs the helper.
    static let defaultPath = "/usr/lib/polkit-1/polkit-agent-helper-1"
    /// The longest line kept (bytes): a PAM message is far shorter; more is dropped up to the newline, so a broken
    /// helper cannot make the agent grow without bound.
    static let lineLimit = 65_536

    private let processID: pid_t
    private var input: Int32
    private var output: Int32
    private var watch: LoopToken?
    private var lines: [String] = []
    private var partial: [UInt8] = []
    private var isSkippingLine = false
    /// Whether the helper's stdout has ended (it exited, or was stopped).
    private(set) var isAtEnd = false

    /// Why the helper could not start.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the helper for `user` and sends it `cookie`; its lines are read as `application`'s event loop sees them come.
    ///
    /// - Throws: ``StartError`` when the program cannot be started.
    init(path: String = defaultPath, user: String, cookie: String, on application: Application) throws(StartError) {
        var toHelper: [Int32] = [-1, -1]
        var fromHelper: [Int32] = [-1, -1]
        guard pipe(&toHelper) == 0 else { throw StartError(description: String(cString: strerror(errno))) }
        guard pipe(&fromHelper) == 0 else {
            toHelper.forEach { close($0) }
            throw StartError(description: String(cString: strerror(errno)))
        }
        // Only the helper's own ends reach it, as its stdin and stdout (dup2 drops close-on-exec on the copies).
        for end in toHelper + fromHelper { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toHelper[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromHelper[1], 1)
        // The helper clears its environment itself; it gets none.
        let started = ChildProcess.spawn([path, user], environment: [], fileActions: &actions)
        close(toHelper[0])
        close(fromHelper[1])
        switch started {
        case .success(let pid): processID = pid
        case .failure(let error):
            close(toHelper[1])
            close(fromHelper[0])
            throw StartError(description: "\(path): \(error)")
        }
        input = toHelper[1]
        output = fromHelper[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
        watch = application.addReadSource(fd: output) { [unowned self] in readAvailable() }
        writeLine(Array(cookie.utf8))
    }

    isolated deinit {
        stop()
    }

    /// The oldest line the helper wrote that has not been taken, without its newline.
    func nextLine() -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }

    /// Whether a line waits, or the helper's output has ended: what a wait for the helper waits for.
    var hasNews: Bool { !lines.isEmpty || isAtEnd }
    /// Called when the helper has said something new (``hasNews``): a notice shown while PAM asks nothing ends then.
    var onNews: (() -> Void)?

    /// Sends one line: the cookie, or the answer to a prompt, with its newline. A helper that has gone makes the
    /// write fail quietly; its end shows as ``isAtEnd``.
    func writeLine(_ bytes: some Collection<UInt8>) {
        var line = Array(bytes)
        line.append(UInt8(ascii: "\n"))
        defer { explicit_bzero(&line, line.count) }
        var written = 0
        while written < line.count {
            let count = line.withUnsafeBytes { write(input, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Sends one line from a secret's locked memory, without a copy in ordinary memory beyond the pipe's.
    func writeSecretLine(_ secret: SecretBuffer) {
        secret.append(UInt8(ascii: "\n"))
        secret.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = write(input, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                written += count
            }
        }
        secret.wipe()
    }

    /// Ends the helper, if it still runs, and closes the pipes: a conversation the user or polkitd cancelled,
    /// or one that has ended. Safe to call more than once.
    func stop() {
        guard input >= 0 else { return }
        watch?.cancel()
        watch = nil
        close(input)
        close(output)
        (input, output) = (-1, -1)
        isAtEnd = true
        // The helper's real user is the agent's, so the agent may signal it though it runs as root. Killed, it
        // is reaped at once; after SUCCESS or FAILURE it has already said all it will.
        kill(processID, SIGKILL)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    }

    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count > 0 {
                take(buffer[..<count])
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            isAtEnd = true
            watch?.cancel()
            watch = nil
            break
        }
        if hasNews { onNews?() }
    }

    private func take(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if !isSkippingLine { lines.append(String(decoding: partial, as: UTF8.self)) }
                isSkippingLine = false
                partial.removeAll(keepingCapacity: true)
            } else if !isSkippingLine {
                partial.append(byte)
                if partial.count == Self.lineLimit {
                    partial.removeAll(keepingCapacity: true)
                    isSkippingLine = true
                }
            }
        }
    }
}
