import Foundation

/// Polls a condition until it holds or a deadline passes: the harness's only way of waiting.
///
/// Waiting for another process (weston's socket, a screenshot file, an exit) has no callback to hook, so the
/// harness checks every few milliseconds instead of sleeping a guessed amount.
///
/// - Parameters:
///   - timeout: How long to keep trying.
///   - interval: The pause between checks.
///   - condition: Checked first immediately, then after each pause.
/// - Returns: Whether the condition held before the deadline.
@discardableResult
public func waitUntil(
    timeout: Duration,
    interval: Duration = .milliseconds(2),
    _ condition: () throws -> Bool
) rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if try condition() { return true }
        if clock.now >= deadline { return false }
        Thread.sleep(forTimeInterval: interval.seconds)
    }
}

/// Polls a condition that awaits until it holds or a deadline passes, suspending between checks.
///
/// The form for main-actor tests: where the condition runs an application's loop for a moment, the pause
/// suspends instead of blocking, so the other tests on the main actor go on meanwhile.
///
/// - Parameters:
///   - timeout: How long to keep trying.
///   - interval: The pause between checks.
///   - isolation: The caller's actor, where the condition runs.
///   - condition: Checked first immediately, then after each pause.
/// - Returns: Whether the condition held before the deadline.
@discardableResult
public func waitUntil(
    timeout: Duration,
    interval: Duration = .milliseconds(2),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if try await condition() { return true }
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: interval)
    }
}

extension Duration {
    /// The duration in seconds, for APIs that take a `TimeInterval`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
