import Foundation

/// One step of hashing a file: how far it has come, then the result.
enum HashingStep: Sendable {
    /// The fraction of the file hashed so far, from 0 to 1.
    case progress(Double)
    /// The SHA-256 digest, in lowercase hex.
    case digest(String)
}

/// Hashes the file at `path` with `sha256sum`, feeding it the file a megabyte at a time so that the
/// progress is real.
///
/// The reading and writing block, so they run in a detached task, off the main actor. Cancelling the
/// task that iterates the stream stops them and the subprocess.
func sha256(of path: String) -> AsyncThrowingStream<HashingStep, any Error> {
    AsyncThrowingStream { continuation in
        let hashing = Task.detached {
            do {
                try hash(path, reporting: continuation)
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in hashing.cancel() }
    }
}

private func hash(_ path: String, reporting continuation: AsyncThrowingStream<HashingStep, any Error>.Continuation) throws {
    let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? file.close() }
    let size = try file.seekToEnd()
    try file.seek(toOffset: 0)

    let sha256sum = Process()
    sha256sum.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    let input = Pipe(), output = Pipe()
    sha256sum.standardInput = input
    sha256sum.standardOutput = output
    try sha256sum.run()
    defer { if sha256sum.isRunning { sha256sum.terminate() } }

    var hashed: UInt64 = 0
    while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty {
        try Task.checkCancellation()
        try input.fileHandleForWriting.write(contentsOf: chunk)
        hashed += UInt64(chunk.count)
        continuation.yield(.progress(Double(hashed) / Double(max(size, 1))))
    }
    try input.fileHandleForWriting.close()
    let printed = try output.fileHandleForReading.readToEnd() ?? Data()
    sha256sum.waitUntilExit()
    continuation.yield(.digest(String(decoding: printed.prefix(64), as: UTF8.self)))
}
