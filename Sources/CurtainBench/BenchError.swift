import Glibc

/// Why a benchmark run could not go on.
enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    case spawnFailed(String, errno: Int32)
    case swayFailed(String)

    var description: String {
        switch self {
        case let .usage(message): "curtain-bench: \(message)\n\(Options.usage)"
        case let .spawnFailed(executable, errno): "cannot start \(executable): \(String(cString: strerror(errno)))"
        case let .swayFailed(reason): "sway: \(reason)"
        }
    }
}
