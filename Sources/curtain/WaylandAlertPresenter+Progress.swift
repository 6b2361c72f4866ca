import Curtain

extension WaylandAlertPresenter {
    /// Shows a progress dialog and runs the event loop until it ends: OK, Cancel, Escape, the
    /// window closed, `--auto-close`, or `--timeout`.
    func runProgress(_ request: ProgressRequest) throws -> ProgressOutcome {
        let application = try Self.connect()
        let session = ProgressSession(request: request, application: application)
        session.start()
        try Self.run(application, until: { session.outcome != nil })
        return session.outcome ?? ProgressOutcome(reason: .cancel, percentage: session.percentage)
    }
}
