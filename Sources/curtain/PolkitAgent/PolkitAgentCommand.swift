import CurtainDBus
import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// `curtain polkit-agent [--process PID]`: the polkit authentication agent wlroots desktops lack, asking over the
/// whole screen as `curtain pinentry` and `curtain askpass` do.
///
/// ```sh
/// exec curtain polkit-agent            # in sway's config: for the session
/// curtain polkit-agent --process $$ &  # for one shell and what it runs, as pkttyagent --process
/// ```
///
/// It talks to polkitd itself over the system bus (through ``PolkitAgent``) and runs `polkit-agent-helper-1` for
/// PAM, rather than linking libpolkit-agent-1: that library needs GLib's main loop and GObject, a second event
/// loop and 3 more shared libraries beside the dialog's own, for what is one D-Bus object and one pipe
/// (docs/command.md has the measurements).
enum PolkitAgentCommand: TableSubcommand {
    /// The subcommand's name.
    static let name = "polkit-agent"

    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let options = try table.parse(arguments, into: PolkitAgentOptions()) else { return .help(help) }
        return .polkitAgent(options)
    }

    static let table = CommandTable<PolkitAgentOptions>(
        name: name,
        usage: ["curtain polkit-agent [--process PID]"],
        summary: "answer polkit's authentication requests (a polkit agent)",
        about: [
            .paragraph(
                "Registers with polkitd as the authentication agent of the user's logind session, or with --process of one process, and runs until the system bus or the compositor goes away. Each request shows polkit's message over the whole screen where the compositor has layer-shell (sway, KWin), every output dimmed and the keyboard held, elsewhere (or with CURTAIN_PROMPT=window) in a dialog window: the password field PAM asks for, the action's details behind Details, and a choice of user when several may authenticate. The password goes to polkit-agent-helper-1, which checks it with PAM and tells polkitd; a wrong one is shown and asked again. Escape cancels. Requests that come while one shows wait their turn."
            )
        ],
        sections: [
            .init(
                "Options",
                [
                    .value("--process", "PID", "answer for process PID (and what polkit checks for it), not the session") {
                        options, value, option throws(UsageError) in
                        guard let id = Int32(value), id > 0 else {
                            throw UsageError(localized("%s needs a process id, got %s", option, UsageError.quoted(value)))
                        }
                        options.processID = id
                    },
                    .help(),
                ])
        ],
        notes: [
            .paragraph("In sway's config: exec curtain polkit-agent"),
            .paragraph(
                "Exit status: 2 usage error, 3 no Wayland display or it was lost, 4 no system bus, no polkitd, no session to register for, polkitd refused the registration (another agent has it), or the bus went away."
            ),
        ])

    /// Connects to the compositor and the system bus, registers, and answers polkitd until one of them goes.
    @MainActor static func run(_ options: PolkitAgentOptions) -> CommandResult {
        do {
            let application = try DialogHost.connect()
            let bus = try DBusConnection(address: DBusConnection.systemBusAddress)
            let subject: PolkitSubject
            if let id = options.processID {
                guard let process = PolkitSubject.process(id) else {
                    return failure(localized("no process %s is running", String(id)), .usageError)
                }
                subject = process
            } else {
                guard let session = PolkitSubject.currentSession(on: bus) else {
                    return failure(localized("no logind session to register for; try --process PID"), .failure)
                }
                subject = session
            }
            let agent = PolkitAgent(bus: bus, subject: subject, application: application)
            try agent.register()
            try agent.serve()
            return CommandResult(exitCode: .success)
        } catch let error as DisplayError {
            return failure(error.description, .displayUnavailable)
        } catch PolkitAgent.Ending.busClosed {
            return failure("the system bus went away", .failure)
        } catch {
            return failure(String(describing: error), .failure)
        }
    }

    private static func failure(_ message: String, _ code: ExitCode) -> CommandResult {
        CommandResult(stderr: UsageError(message).description + "\n", exitCode: code)
    }
}
