import Foundation
import Glibc

/// Where a short-lived helper's stdout and stderr go (a module build, `swaymsg`, a screenshooter): an unlinked
/// temporary file, read once the helper has exited.
///
/// Not a pipe: a pipe's reader sees the end of the file only when every copy of its write end is closed, and a
/// child another test starts at the same moment can inherit a copy (``LifelineThread`` marks descriptors
/// close-on-exec before each start, but a pipe made on another thread during that start slips through). That child
/// then holds the read open for as long as it lives. On the main actor, where a window test builds weston's module,
/// such a read stopped every test that waits for the main actor: the sway comparisons that type through it, whose
/// zenity held the pipe. A file has an end whoever holds it.
///
/// ```swift
/// let output = try process.runCapturingOutput()
/// // … wait for it to exit …
/// let printed = output.text
/// ```
public final class CapturedOutput {
    /// The handle to give the process as its stdout and stderr: one file offset, so neither overwrites the other.
    public let handle: FileHandle

    /// Makes the file, already unlinked: it goes when the last handle on it closes.
    ///
    /// - Throws: ``TiedProcessError`` when no temporary file can be made (the process cannot be started).
    public init() throws {
        var template = Array((NSTemporaryDirectory() + "/curtain-output-XXXXXX").utf8CString)
        // A file another child inherits does no harm (it cannot hold a read open), so plain mkstemp will do.
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw TiedProcessError(
                description: "cannot make a temporary file for a helper's output: \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Everything written so far: call it once the process has exited.
    public var text: String {
        handle.seek(toFileOffset: 0)
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }
}

extension Process {
    /// Starts this process as ``runTiedToTestProcess(signal:setprivOptions:)`` does, its stdout and stderr into a
    /// new ``CapturedOutput``.
    ///
    /// - Returns: Where the output goes; read its ``CapturedOutput/text`` once the process has exited.
    /// - Throws: ``TiedProcessError`` when it cannot be started.
    public func runCapturingOutput() throws -> CapturedOutput {
        let captured = try CapturedOutput()
        standardOutput = captured.handle
        standardError = captured.handle
        try runTiedToTestProcess()
        return captured
    }
}
