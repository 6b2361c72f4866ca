/// The presenter and renderer of a `curtain` built without its GUI backend.
///
/// It exists so the command line is complete and testable before the Wayland presenter is
/// wired in `main.swift`; it fails with ``DisplayError/unsupported(reason:)`` (exit 3) for
/// alerts and with the same error (exit 4) for filmstrips.
struct UnavailableBackend: DialogPresenter, FilmstripRendering {
    func run(_ request: AlertRequest) throws -> AlertOutcome {
        throw DisplayError.unsupported(reason: "this build of curtain has no Wayland presenter")
    }

    func render(_ options: FilmstripOptions) throws {
        throw DisplayError.unsupported(reason: "this build of curtain has no filmstrip renderer")
    }
}
