#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// curtain: parse the command line, show the dialog, print the result, exit with its status.
// All behaviour lives in CurtainCommand.run, which tests drive with fake presenters.

// MARK: - GUI wiring (the one place the GUI plugs in)
// Replace `presenter` with the Wayland alert presenter and `renderer` with the Cairo filmstrip
// renderer when they land; nothing else in this target changes. Until then this build reports,
// with exit 3, that it cannot show dialogs; parsing, --help and usage errors are complete.
func makePresenter() -> any DialogPresenter { UnavailableBackend() }
func makeRenderer() -> any FilmstripRendering { CairoFilmstripRenderer() }

let result = CurtainCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    presenter: makePresenter,
    renderer: makeRenderer)
StandardStream.output.write(result.stdout)
StandardStream.error.write(result.stderr)
exit(result.exitCode.rawValue)
