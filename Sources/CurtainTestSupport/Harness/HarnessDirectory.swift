import Foundation

/// A harness's private folder: `curtain-<name>-XXXXXX` under the temporary directory, made 0700 by `mkdtemp`, so
/// that concurrent test processes never share a socket, a config or a log.
///
/// Every harness keeps its compositor's `XDG_RUNTIME_DIR` (also 0700: libwayland refuses a runtime directory
/// others can read) and its log inside it, and removes the whole folder in `stop()`.
struct HarnessDirectory {
    /// Why the folder could not be prepared, for the harness's own `setupFailed`/`startFailed` error.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder itself.
    let path: String
    /// `path/runtime`, the compositor's `XDG_RUNTIME_DIR`.
    let runtime: String
    /// `path/<name>.log`, created empty.
    let logPath: String

    /// Makes the folder, its runtime directory and an empty log; on failure removes what it made.
    ///
    /// - Parameter name: the compositor's name, in the folder's and the log's names (`sway` → `sway.log`).
    init(name: String) throws(Failure) {
        var template = Array((NSTemporaryDirectory() + "/curtain-\(name)-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw Failure(description: "mkdtemp in \(NSTemporaryDirectory()): errno \(errno)")
        }
        path = String(cString: made)
        runtime = path + "/runtime"
        logPath = path + "/\(name).log"
        guard mkdir(runtime, 0o700) == 0, FileManager.default.createFile(atPath: logPath, contents: nil) else {
            let reason = "preparing \(path): errno \(errno)"
            try? FileManager.default.removeItem(atPath: path)
            throw Failure(description: reason)
        }
    }
}
