import Foundation
import CurtainTestSupport
import Testing

/// Arguments that are not UTF-8 reach `curtain` as raw bytes from a shell (`$'\xff'`). Swift decodes argv
/// with replacement characters; the command must treat them as ordinary text and never echo invalid bytes.
@Suite("curtain with invalid UTF-8 in argv", .blocking)
struct RawArgumentTests {
    struct Run {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    /// Runs the built `curtain` with `arguments` passed byte for byte, with an empty environment except `extra`.
    static func run(_ arguments: [[UInt8]], environment extra: [String] = []) throws -> Run {
        let binary = try EndToEndTests.binary().path
        var out: [Int32] = [0, 0]
        var err: [Int32] = [0, 0]
        guard pipe(&out) == 0, pipe(&err) == 0 else { throw POSIXError(.EMFILE) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        for fd in out + err { posix_spawn_file_actions_addclose(&actions, fd) }

        // Through setpriv, so curtain dies with the test process (this thread waits for it, so the signal can only
        // come from the process's death); setpriv execs curtain with these very bytes.
        let setpriv = "/usr/bin/setpriv"
        let words =
            [Array(setpriv.utf8), Array("--pdeathsig".utf8), Array("SIGKILL".utf8), Array("--".utf8)]
            + [Array(binary.utf8)] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        }
        argv.append(nil)
        var envp: [UnsafeMutablePointer<CChar>?] = extra.map { strdup($0) }
        envp.append(nil)
        defer {
            for pointer in argv { pointer?.deallocate() }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, setpriv, &actions, nil, argv, envp)
        close(out[1])
        close(err[1])
        defer { close(out[0]); close(err[0]) }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        let stdout = FileHandle(fileDescriptor: out[0], closeOnDealloc: false).readDataToEndOfFile()
        let stderr = FileHandle(fileDescriptor: err[0], closeOnDealloc: false).readDataToEndOfFile()
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let exited = status & 0x7F == 0
        return Run(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), stdout: [UInt8](stdout),
            stderr: [UInt8](stderr))
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Lone continuation bytes, a truncated sequence, an encoded surrogate, an overlong slash, and 0xFF.
    static let invalid: [[UInt8]] = [
        [0xFF], [0x80, 0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
        [0x61, 0xFE, 0x62],
    ]

    @Test("an unknown option made of invalid bytes: exit 2, one valid UTF-8 line naming it with U+FFFD")
    func invalidOptionIsAUsageError() throws {
        for bytes in Self.invalid {
            let result = try Self.run([Self.bytes("alert"), Self.bytes("--") + bytes])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            let line = try #require(String(validating: result.stderr, as: UTF8.self), "stderr is not UTF-8: \(result.stderr)")
            #expect(line.hasPrefix("curtain: ") && line.hasSuffix("\n") && line.filter { $0 == "\n" }.count == 1, "\(line)")
            #expect(line.contains("\u{FFFD}"), "\(line)")
        }
    }

    @Test("invalid bytes in title, message and buttons parse as text: the run gets as far as the display (exit 3)")
    func invalidTextIsAccepted() throws {
        for bytes in Self.invalid {
            let result = try Self.run(
                [
                    Self.bytes("alert"), Self.bytes("--title"), bytes, Self.bytes("--message"), Self.bytes("x") + bytes,
                    Self.bytes("--button"), bytes + Self.bytes(":cancel"), Self.bytes("--button"), Self.bytes("OK") + bytes,
                ],
                environment: ["XDG_RUNTIME_DIR=/nonexistent"])
            #expect(result.status == 3, "\(String(decoding: result.stderr, as: UTF8.self))")
            #expect(String(validating: result.stderr, as: UTF8.self) != nil)
        }
    }

    @Test("--help followed by invalid bytes prints only UTF-8")
    func helpWithInvalidBytes() throws {
        let result = try Self.run([Self.bytes("--help"), [0xFF]])
        #expect(String(validating: result.stdout + result.stderr, as: UTF8.self) != nil)
    }
}
