import CurtainDiagnostics
import Curtain

/// The parsed options of `curtain filmstrip`: which transition to render offline, and where.
///
/// The renderer (``FilmstripRendering``) samples the transition with a fixed `1/fps` stepper
/// and writes a contact sheet (`imagePath`) and/or the sampled values (`jsonPath`).
struct FilmstripOptions: Equatable, Sendable {
    /// The transition to sample (`--transition`, default `bounce`).
    var transition: TransitionStyle = .bounce
    /// Presenting or dismissing (`--phase`, default `present`).
    var phase: Filmstrip.Phase = .present
    /// Frames per second of the fixed stepper (`--fps`, default 60, 1...240).
    var framesPerSecond: Int = 60
    /// Where to write the PNG contact sheet (`--out`), if anywhere.
    var imagePath: String?
    /// Where to write the sampled `TransitionValues` as JSON (`--json`), if anywhere.
    var jsonPath: String?
}

/// `curtain filmstrip [options]`: its option table.
enum FilmstripCommand: TableSubcommand {
    /// The subcommand's name on the command line.
    static let name = "filmstrip"

    /// The accepted `--fps` values.
    static let framesPerSecondRange = 1...240

    /// Parses the arguments that follow `filmstrip`.
    ///
    /// - Returns: `.filmstrip(options)`, or `.help`.
    /// - Throws: ``UsageError`` naming the first problem, including when neither `--out` nor
    ///   `--json` is given (there would be nothing to write).
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let options = try table.parse(arguments, into: FilmstripOptions()) else { return .help(help) }
        if options.imagePath == nil && options.jsonPath == nil {
            throw UsageError(localized("filmstrip needs --out FILE.png or --json FILE.json (or both)"))
        }
        return .filmstrip(options)
    }

    // MARK: - The table

    /// Every option of `curtain filmstrip`, described once.
    static let table = CommandTable<FilmstripOptions>(
        name: name,
        usage: ["curtain filmstrip [options]"],
        summary: "render a transition offline to PNG and/or JSON",
        about: [.paragraph("Renders a transition offline, frame by frame, without a display.")],
        sections: [
            .init(
                "Options",
                [
                    .choice("--transition", "NAME", "bounce (default), slide, zoom, fade or none") {
                        (options, transition: TransitionStyle) in options.transition = transition
                    },
                    .choice("--phase", "NAME", "present (default) or dismiss") { (options, phase: Filmstrip.Phase) in
                        options.phase = phase
                    },
                    .value("--fps", "N", "frames per second, 1 to 240 (default 60)") {
                        options, value, option throws(UsageError) in
                        guard let fps = Int(value), framesPerSecondRange.contains(fps) else {
                            throw UsageError(
                                localized(
                                    "%s needs a whole number from %d to %d, got %s", option, framesPerSecondRange.lowerBound,
                                    framesPerSecondRange.upperBound, UsageError.quoted(value)))
                        }
                        options.framesPerSecond = fps
                    },
                    .value("--out", "FILE.png", "write the frames as one PNG contact sheet", values: .file) {
                        options, value, option throws(UsageError) in options.imagePath = try path(value, option: option)
                    },
                    .value("--json", "FILE.json", "write the sampled values as JSON", values: .file) {
                        options, value, option throws(UsageError) in options.jsonPath = try path(value, option: option)
                    },
                    .help(),
                ])
        ],
        notes: [.paragraph("At least one of --out and --json is required.")])

    private static func path(_ value: String, option: String) throws(UsageError) -> String {
        if value.isEmpty { throw UsageError(localized("%s needs a file name", option)) }
        return value
    }
}

extension FilmstripOptions: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult {
        do {
            try backends.renderer().render(self)
            return CommandResult(exitCode: .success)
        } catch {
            return .failure(String(describing: error), .failure)
        }
    }
}
