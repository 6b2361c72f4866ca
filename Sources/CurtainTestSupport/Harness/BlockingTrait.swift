import Foundation
import Synchronization
import Testing

/// Runs a suite's tests on threads of their own, at most one per processor at once: the trait of every suite
/// whose tests hold their thread (waiting for a child process or a compositor, or computing for seconds).
///
/// Swift's global executor has one thread per processor, and on Linux the main actor's work also needs one of
/// them to move along. A test that blocks a pool thread therefore holds back every main-actor test in the
/// process: two of them on a two-core machine stalled the window tests for as long as they ran, and their
/// five-second waits on the compositor failed. Under this trait a test runs on a thread made for it, so the pool
/// stays free; ``BlockingTestSlots`` keeps as many blocking tests running at once as when they shared the pool.
///
/// ```swift
/// @Suite(.blocking, .integrationTimeLimit) struct CommandTests { … }
/// ```
public struct BlockingTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Each test case gets the scope; a suite as a whole does not.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await BlockingTestSlots.shared.acquire()
        defer { BlockingTestSlots.shared.release() }
        try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try await function() }
    }
}

extension Trait where Self == BlockingTrait {
    /// The suite's tests block their thread: see ``BlockingTrait``.
    public static var blocking: Self { BlockingTrait() }
}

/// A task executor that runs each job on a new thread, so that a job that blocks holds nothing else up.
///
/// Jobs here are whole synchronous test bodies or the stretches of an async one between suspensions: a thread
/// costs tens of microseconds to start, nothing beside a test that waits on a compositor.
final class ThreadPerJobExecutor: TaskExecutor {
    static let shared = ThreadPerJobExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread.detachNewThread { job.runSynchronously(on: executor) }
    }
}

/// How many ``BlockingTrait`` tests may run at once: one per processor, as many as shared the global pool.
///
/// A counting semaphore whose waiters suspend, so a waiting test holds no thread.
final class BlockingTestSlots: Sendable {
    static let shared = BlockingTestSlots(count: max(ProcessInfo.processInfo.activeProcessorCount, 2))

    private struct State {
        var free: Int
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    init(count: Int) {
        state = Mutex(State(free: count))
    }

    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = state.withLock { state -> Bool in
                if state.free > 0 {
                    state.free -= 1
                    return true
                }
                state.waiters.append(continuation)
                return false
            }
            if granted { continuation.resume() }
        }
    }

    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiters.isEmpty {
                state.free += 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.resume()
    }
}

/// Runs the tests of main-actor suites that drive windows on a compositor at most two at a time, across all such
/// suites.
///
/// They share the process's main actor. All interleaved at once (Swift Testing starts every suite together), each
/// one's frames and input waited behind the others' work, and on this 2-core machine, beside the `.blocking`
/// tests and their compositors, their waits on the compositor ran past five seconds. Two at a time is as many as
/// ran side by side before the UI types became `@MainActor`, when each test had a pool thread of its own; one at
/// a time made the last of them wait past the integration time limit.
public struct MainActorTurnsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Each test case gets the scope; a suite as a whole does not.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await MainActorTurnsTrait.turn.acquire()
        defer { MainActorTurnsTrait.turn.release() }
        try await function()
    }

    private static let turn = BlockingTestSlots(count: 2)
}

extension Trait where Self == MainActorTurnsTrait {
    /// The suite's window tests take turns on the main actor: see ``MainActorTurnsTrait``.
    public static var mainActorTurns: Self { MainActorTurnsTrait() }
}
