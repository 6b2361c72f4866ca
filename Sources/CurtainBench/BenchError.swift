import Glibc

/// Why a benchmark run could not go on.
enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    case spawnFailed(String, errno: Int32)
    case swayFailed(String)

    var description: String {
        switch self {
        case .usage(let message): "curtain-bench: \(message)\n\(Options.usage)"
        case .spawnFailed(let executable, let errno): "cannot start \(executable): \(String(cString: strerror(errno)))"
        case .swayFailed(let reason): "sway: \(reason)"
        }
    }
}
