import CurtainDBus
import Foundation

/// Pixels through KWin's `org.kde.KWin.ScreenShot2` D-Bus API, which writes the image into a pipe the caller
/// passes as a Unix file descriptor and answers with its size, stride and `QImage` format.
///
/// KWin replies before it writes (it writes from a thread of its own), so the whole image is read after the
/// call returns, until KWin closes its end of the pipe.
extension KWinHarness {
    /// Captures the whole workspace in device pixels (`native-resolution`): at output scale 1.25, a
    /// 1024x768 virtual output gives 1280x960 pixels, and a window of 400 logical pixels covers 500.
    ///
    /// - Throws: ``KWinHarnessError/screenshotFailed(reason:)`` when the call fails, the pipe stays open past
    ///   `timeout` or the image has a format this does not read.
    public func screenshot(timeout: Duration = .seconds(10)) throws -> Screenshot {
        let bus: DBusConnection
        do { bus = try DBusConnection(address: busAddress) } catch {
            throw KWinHarnessError.screenshotFailed(reason: "\(error)")
        }
        defer { bus.close() }
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so a child spawned meanwhile does not hold the write end open (pipe2 is not in Glibc's
        // Swift overlay).
        guard pipe(&ends) == 0 else { throw KWinHarnessError.screenshotFailed(reason: "pipe: errno \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let reader = ends[0]
        defer { close(reader) }
        let reply: [DBusValue]
        do {
            // libdbus sends a duplicate of the write end; ours closes at once, KWin's when it has written.
            defer { close(ends[1]) }
            reply = try bus.call(
                destination: "org.kde.KWin", path: "/org/kde/KWin/ScreenShot2",
                interface: "org.kde.KWin.ScreenShot2", method: "CaptureWorkspace",
                arguments: [.dictionary(["native-resolution": .bool(true)]), .unixFD(ends[1])],
                timeout: timeout)
        } catch {
            throw KWinHarnessError.screenshotFailed(reason: "\(error)")
        }
        let results = Self.results(reply)
        guard let width = results["width"], let height = results["height"], let stride = results["stride"],
            let format = results["format"], width > 0, height > 0, stride >= width * 4
        else {
            throw KWinHarnessError.screenshotFailed(reason: "unexpected reply \(reply)")
        }
        let bytes = try Self.readAll(reader, expected: stride * height, timeout: timeout)
        return try Self.image(bytes, width: width, height: height, stride: stride, format: format)
    }

    /// The unsigned integers of the reply's `a{sv}`.
    private static func results(_ reply: [DBusValue]) -> [String: Int] {
        guard case .array(_, let entries)? = reply.first else { return [:] }
        var results: [String: Int] = [:]
        for case .dictionaryEntry(.string(let key), .variant(let value)) in entries {
            switch value {
            case .uint32(let number): results[key] = Int(number)
            case .int32(let number): results[key] = Int(number)
            default: break
            }
        }
        return results
    }

    private static func readAll(_ fd: Int32, expected: Int, timeout: Duration) throws -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = deadline - ContinuousClock.now
            guard left > .zero, poll(&waiting, 1, Int32(left.components.seconds * 1000 + 1)) > 0 else {
                throw KWinHarnessError.screenshotFailed(reason: "KWin wrote \(bytes.count) of \(expected) bytes in time")
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw KWinHarnessError.screenshotFailed(reason: "read: errno \(errno)")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// `QImage` formats 4 (RGB32), 5 (ARGB32) and 6 (ARGB32, premultiplied): one native-endian `0xAARRGGBB`
    /// word per pixel.
    private static func image(_ bytes: [UInt8], width: Int, height: Int, stride: Int, format: Int) throws
        -> Screenshot
    {
        guard [4, 5, 6].contains(format), bytes.count >= stride * height else {
            throw KWinHarnessError.screenshotFailed(reason: "QImage format \(format), \(bytes.count) bytes")
        }
        var pixels = [RGBA]()
        pixels.reserveCapacity(width * height)
        bytes.withUnsafeBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let word = raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let alpha = format == 4 ? 255 : UInt32(word >> 24)
                    func channel(_ shift: UInt32) -> UInt8 {
                        let value = (word >> shift) & 0xFF
                        guard format == 6, alpha > 0, alpha < 255 else { return UInt8(value) }
                        return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                    }
                    pixels.append(RGBA(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha)))
                }
            }
        }
        return Screenshot(width: width, height: height, pixels: pixels)
    }
}
