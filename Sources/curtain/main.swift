import CurtainDiagnostics
import Curtain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// curtain: parse the command line, show the dialog, print the result, exit with its status.
// All behaviour lives in CurtainCommand.run, which tests drive with fake presenters.

// The user's locale, as every GNU program takes it: LANGUAGE, LC_ALL, LC_MESSAGES and LANG choose the catalog of
// the `curtain` text domain (the library binds it on first use), LC_TIME the dates zenity's forms print (`%x`).
// First, before any word is looked up: until this call glibc stays in the C locale and speaks English.
setlocale(LC_ALL, "")

// MARK: - GUI wiring (the one place the GUI plugs in)
// Alerts are shown by the Wayland presenter, filmstrips drawn by the Cairo renderer; tests drive
// CurtainCommand.run with fakes instead.
func makePresenter() -> any DialogPresenter { DialogHost() }
func makeRenderer() -> any FilmstripRendering { CairoFilmstripRenderer() }
// `CURTAIN_STATS=FILE` measures every transition into FILE (curtain-bench and the tests read it).
recordTransitionStatsIfRequested()

// A reader of stdout that went away (`curtain --list … | head -0`) must not kill the process with
// SIGPIPE: the write fails with EPIPE instead, the rest is dropped, and the exit status stays.
signal(SIGPIPE, SIG_IGN)

// Started through a symlink named `zenity`, every command line is zenity's; as `yad`, `pinentry-curtain` or
// `ssh-askpass-curtain`, it is that subcommand's.
let programPath = CommandLine.arguments.first ?? ""
let result = CurtainCommand.run(
    (CurtainCommand.impliedSubcommand(programPath: programPath).map { [$0] } ?? [])
        + Array(CommandLine.arguments.dropFirst()),
    asZenity: CurtainCommand.runsAsZenity(programPath: programPath),
    backends: DialogBackends(
        presenter: makePresenter,
        renderer: makeRenderer), protectingSecrets: { SecretProcess.protect() })
result.write()
exit(result.exitStatus)
