/// What `curtain polkit-agent` was asked: whose authorizations to answer.
struct PolkitAgentOptions: Equatable, Sendable {
    /// `--process PID`: answer for that one process, as `pkttyagent --process` does; nil for the user's logind
    /// session.
    var processID: Int32?
}

extension PolkitAgentOptions: CommandAction {
    func run(with backends: DialogBackends) -> CommandResult { PolkitAgentCommand.run(self) }
}
