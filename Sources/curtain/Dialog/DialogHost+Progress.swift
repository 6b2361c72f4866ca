import Curtain

extension DialogHost {
    /// Shows a progress dialog and runs the event loop until it ends: OK, Cancel, Escape, the
    /// window closed, `--auto-close`, or `--timeout`.
    func runProgress(_ request: ProgressRequest) throws -> ProgressOutcome {
        let application = try Self.connect()
        return try ProgressSession(request: request, application: application).run()
    }
}
