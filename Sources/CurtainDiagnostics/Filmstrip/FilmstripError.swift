/// Why a filmstrip could not be written.
public enum FilmstripError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Cairo failed to write the PNG; `status` is Cairo's message.
    case cannotWritePNG(path: String, status: String)

    /// One line naming the file and Cairo's reason.
    public var description: String {
        switch self {
        case .cannotWritePNG(let path, let status): "cannot write PNG \(path): \(status)"
        }
    }
}
