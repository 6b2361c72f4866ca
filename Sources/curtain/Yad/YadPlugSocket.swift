import Glibc

/// The key's Unix socket, from each side of ``YadPlugMessage``'s exchange: the parent listens on it, a child connects.
/// Thin wrappers over the socket calls; errors are `errno` values.
enum YadPlugSocket {
    /// The socket's path for `key`, in `$XDG_RUNTIME_DIR`.
    static func path(key: Int) -> String {
        YadPlugMessage.socketPath(key: key, runtimeDirectory: getenv("XDG_RUNTIME_DIR").map { String(cString: $0) })
    }

    /// Listens on `path`, non-blocking, replacing a socket no process listens on any more (a parent that was
    /// killed); another parent's live socket is left alone and `EADDRINUSE` thrown.
    static func listen(path: String) throws(ChildProcess.Errno) -> Int32 {
        let descriptor = socket(
            AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { throw ChildProcess.Errno(errno) }
        var bound = withAddress(path) { bind(descriptor, $0, $1) }
        if bound != 0, errno == EADDRINUSE, connect(path: path) == nil {
            unlink(path)
            bound = withAddress(path) { bind(descriptor, $0, $1) }
        }
        guard bound == 0, Glibc.listen(descriptor, 16) == 0 else {
            let error = ChildProcess.Errno(errno)
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// One attempt to connect to `path`: the connected socket (blocking), or `nil` while no parent listens.
    static func connect(path: String) -> Int32? {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        guard withAddress(path, { Glibc.connect(descriptor, $0, $1) }) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Accepts a pending connection, non-blocking: `nil` when there is none.
    static func accept(_ listener: Int32) -> Int32? {
        let descriptor = Glibc.accept(listener, nil, nil)
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        return descriptor
    }

    /// Writes every byte of `bytes`, waiting while the socket is full; `false` when the peer is gone.
    @discardableResult static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, -1)
            } else {
                return false
            }
        }
        return true
    }

    /// What a read finds on `descriptor` now.
    enum ReadResult {
        case bytes([UInt8])
        /// Nothing yet (a non-blocking socket).
        case pending
        /// The peer closed, or the connection failed.
        case end
    }

    /// One read of up to 64 KiB.
    static func read(_ descriptor: Int32) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .bytes(Array(buffer[..<count])) }
            if count == 0 { return .end }
            if errno == EINTR { continue }
            return errno == EAGAIN ? .pending : .end
        }
    }

    /// Reads until the peer closes, waiting at most `timeout` milliseconds for each read (-1: no limit).
    static func readToEnd(_ descriptor: Int32, timeout: Int32 = -1) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return bytes }
            switch read(descriptor) {
            case .bytes(let chunk): bytes += chunk
            case .pending: continue
            case .end: return bytes
            }
        }
    }

    /// Calls `body` with `path` as a `sockaddr_un`.
    private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            errno = ENAMETOOLONG
            return -1
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
