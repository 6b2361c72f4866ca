/// Why a filmstrip could not be written.
public enum FilmstripError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Cairo failed to write the PNG; `status` is Cairo's message.
    case cannotWritePNG(path: String, status: String)

    public var description: String {
        switch self {
        case .cannotWritePNG(let path, let status): "cannot write PNG \(path): \(status)"
        }
    }
}
