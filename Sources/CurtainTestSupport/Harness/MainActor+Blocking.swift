import Dispatch
import Foundation

/// Runs `body` on the main actor and waits for its result, from a test that blocks a thread of its own.
///
/// The test's Wayland clients (``TestInput``, ``VirtualKeyboard``, a ``SwayHarness``'s keyboard) are proxies, which
/// belong to the main actor as the toolkit's do. A `.blocking` suite, which waits for `curtain` processes on a
/// thread made for it, reaches them through this: the main queue, which the test runner's `dispatchMain()`
/// serves, runs `body` between the main-actor tests' turns. Already on the main queue (a `@MainActor` test, which
/// under `dispatchMain()` runs on one of dispatch's threads, not the main thread), `body` runs at once.
///
/// ```swift
/// let view = try onMainActor { try input.waitForView(timeout: .seconds(10)) { $0.pid == pid } }
/// ```
public func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if DispatchQueue.getSpecific(key: mainQueueKey) == true || Thread.isMainThread {
        return try MainActor.assumeIsolated(body)
    }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// Marks the main queue, which `DispatchQueue.getSpecific` then finds on whichever thread runs it.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
