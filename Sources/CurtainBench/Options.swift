import CurtainTestSupport
import Foundation

/// `curtain-bench`'s command line.
struct Options {
    static let usage = """
        usage: swift run -c release curtain-bench [--iterations N] [--warmup N] [--out DIR]
                                                  [--compositor weston|sway|mutter|kwin|all] [--curtain PATH]
                                                  [--transition-runs N] [--settle-ms MS] [--cross-check]
                                                  [--curtain-only] [--beside LABEL=PATH]

          --iterations N       starts per peer per compositor, interleaved A,B,C,A,B,C... (default 20)
          --warmup N           unrecorded interleaved rounds first, to warm the page cache (default 2)
          --out DIR            where results.md and results.json go (default: bench/ in the package)
          --compositor NAME    weston (module timestamps), sway, mutter or kwin (WAYLAND_DEBUG timestamps), or all
                               (default); repeat it for several
          --curtain PATH       the curtain executable (default: the one beside curtain-bench; build it with
                               swift build -c release --product curtain)
          --transition-runs N  runs per transition for the CURTAIN_STATS figures (default 3)
          --settle-ms MS       how long a peer stays up after its first frame before SIGTERM (default 250)
          --cross-check        also run the weston peers with WAYLAND_DEBUG=client and report both clocks
          --curtain-only       measure curtain alone (quick before/after runs while profiling)
          --beside LABEL=PATH  another build of curtain, measured on weston interleaved with the first (its start
                               and each transition), its rows named `curtain alert (LABEL)`: scripts/bench passes
                               the build with Swift's dynamic actor-isolation checks off, the old release flag

        Peers: zenity and yad (scripts/setup-bench installs them), swaynag under sway only; under mutter and KWin
        (scripts/setup-test installs them) curtain and zenity only.
        """

    var iterations = 20
    var warmup = 2
    var outputDirectory: String
    static let allCompositors: Set<String> = ["weston", "sway", "mutter", "kwin"]
    var compositors = Options.allCompositors
    var curtainPath: String
    var transitionRuns = 3
    var settle: Duration = .milliseconds(250)
    var isCrossChecking = false
    var isCurtainOnly = false
    /// A second curtain measured beside the first: its label and executable.
    var beside: (label: String, path: String)?

    init(_ arguments: [String]) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        curtainPath = executable.deletingLastPathComponent().appending(path: "curtain").path
        outputDirectory = Self.packageRoot.appending(path: "bench").path
        var rest = arguments[...]
        var isCompositorChosen = false
        func value(_ name: String) throws -> String {
            guard let value = rest.popFirst() else { throw BenchError.usage("\(name) needs a value") }
            return value
        }
        func number(_ name: String) throws -> Int {
            let text = try value(name)
            guard let number = Int(text), number >= 0 else { throw BenchError.usage("\(name): '\(text)'") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--iterations": iterations = max(1, try number(argument))
            case "--warmup": warmup = try number(argument)
            case "--out": outputDirectory = try value(argument)
            case "--curtain": curtainPath = try value(argument)
            case "--transition-runs": transitionRuns = try number(argument)
            case "--settle-ms": settle = .milliseconds(try number(argument))
            case "--compositor":
                let name = try value(argument)
                if !isCompositorChosen { compositors = [] }
                isCompositorChosen = true
                switch name {
                case "all": compositors = Self.allCompositors
                case _ where Self.allCompositors.contains(name): compositors.insert(name)
                default: throw BenchError.usage("--compositor: '\(name)'")
                }
            case "--cross-check": isCrossChecking = true
            case "--curtain-only": isCurtainOnly = true
            case "--beside":
                let text = try value(argument)
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw BenchError.usage("--beside: '\(text)' is not LABEL=PATH")
                }
                beside = (String(text[..<equals]), String(text[text.index(after: equals)...]))
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default:
                throw BenchError.usage("unknown argument '\(argument)'")
            }
        }
    }

    /// The package's root, found upward from this source file.
    static let packageRoot: URL = PackageRoot.of()
}
