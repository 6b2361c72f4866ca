/// The parsed options of `curtain filmstrip`: which transition to render offline, and where.
///
/// The renderer (``FilmstripRendering``) samples the transition with a fixed `1/fps` stepper
/// and writes a contact sheet (`imagePath`) and/or the sampled values (`jsonPath`).
struct FilmstripOptions: Equatable, Sendable {
    /// Which half of a presentation to render.
    enum Phase: String, CaseIterable, Sendable {
        /// The card arriving.
        case present
        /// The card leaving.
        case dismiss
    }

    /// The transition to sample (`--transition`, default `bounce`).
    var transition: Transition = .bounce
    /// Presenting or dismissing (`--phase`, default `present`).
    var phase: Phase = .present
    /// Frames per second of the fixed stepper (`--fps`, default 60, 1...240).
    var framesPerSecond: Int = 60
    /// Where to write the PNG contact sheet (`--out`), if anywhere.
    var imagePath: String?
    /// Where to write the sampled `TransitionValues` as JSON (`--json`), if anywhere.
    var jsonPath: String?
}

/// `curtain filmstrip [options]`: parses the options into ``FilmstripOptions``.
enum FilmstripCommand {
    /// The subcommand's name on the command line.
    static let name = "filmstrip"

    /// The accepted `--fps` values.
    static let framesPerSecondRange = 1...240

    /// Every option `filmstrip` accepts, for typo suggestions.
    static let optionNames = ["--transition", "--phase", "--fps", "--out", "--json", "--help"]

    /// Parses the arguments that follow `filmstrip`.
    ///
    /// - Returns: `.filmstrip(options)`, or `.help`.
    /// - Throws: ``UsageError`` naming the first problem, including when neither `--out` nor
    ///   `--json` is given (there would be nothing to write).
    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> Invocation {
        var scanner = ArgumentScanner(arguments)
        var options = FilmstripOptions()
        while case let (name, inline)? = try scanner.nextOption() {
            switch name {
            case "--help", "-h":
                try scanner.flag(name, inline: inline)
                return .help(help)
            case "--transition":
                options.transition = try AlertCommand.choice(
                    Transition.self, name, try scanner.value(for: name, inline: inline))
            case "--phase":
                options.phase = try AlertCommand.choice(
                    FilmstripOptions.Phase.self, name, try scanner.value(for: name, inline: inline))
            case "--fps":
                let value = try scanner.value(for: name, inline: inline)
                guard let fps = Int(value), framesPerSecondRange.contains(fps) else {
                    throw UsageError(
                        "--fps needs a whole number from \(framesPerSecondRange.lowerBound) to \(framesPerSecondRange.upperBound), got \(UsageError.quoted(value))")
                }
                options.framesPerSecond = fps
            case "--out":
                options.imagePath = try path(for: name, try scanner.value(for: name, inline: inline))
            case "--json":
                options.jsonPath = try path(for: name, try scanner.value(for: name, inline: inline))
            default:
                throw .unknownOption(name, known: optionNames)
            }
        }
        if options.imagePath == nil && options.jsonPath == nil {
            throw UsageError("filmstrip needs --out FILE.png or --json FILE.json (or both)")
        }
        return .filmstrip(options)
    }

    private static func path(for option: String, _ value: String) throws(UsageError) -> String {
        if value.isEmpty { throw UsageError("\(option) needs a file name") }
        return value
    }

    /// `curtain filmstrip --help`.
    static let help = """
        Usage: curtain filmstrip [options]

        Renders a transition offline, frame by frame, without a display.

        Options:
          --transition NAME     bounce (default), slide, zoom, fade or none
          --phase NAME          present (default) or dismiss
          --fps N               frames per second, 1 to 240 (default 60)
          --out FILE.png        write the frames as one PNG contact sheet
          --json FILE.json      write the sampled values as JSON
          -h, --help            show this help

        At least one of --out and --json is required.
        """
}
