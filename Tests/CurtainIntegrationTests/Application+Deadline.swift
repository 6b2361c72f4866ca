import Curtain

extension Application {
    /// Runs the loop until `condition` holds or `timeout` passes; returns whether it held.
    func run(within timeout: Duration, until condition: () -> Bool) throws -> Bool {
        var isLate = false
        let timer = eventLoop.addTimer(after: timeout) { isLate = true }
        defer { timer.cancel() }
        try run(until: { condition() || isLate })
        return condition()
    }
}
