import Foundation
import Synchronization
import Testing

/// Where and how many at once a suite's tests run, so that the process's shared main actor keeps moving.
///
/// Swift's global executor has one thread per processor, and on Linux the main actor's work also needs one of
/// them to move along. A test that blocks a pool thread (waiting for a child process or a compositor, or
/// computing for seconds) therefore holds back every main-actor test in the process: two of them on a two-core
/// machine stalled the window tests for as long as they ran, and their five-second waits on the compositor
/// failed. So every integration suite says which kind it is:
/// - ``blocking``: its tests run on threads made for them (``ThreadPerJobExecutor``), so the pool stays free, at
///   most one per processor at once, as many as ran when they shared the pool;
/// - ``mainActorTurns``: a `@MainActor` suite whose tests drive windows, at most two at once across all such
///   suites. All interleaved at once (Swift Testing starts every suite together), each one's frames and input
///   waited behind the others' work, and beside the blocking tests and their compositors their waits ran past
///   five seconds; two at a time is as many as ran side by side when each test had a pool thread of its own,
///   and one at a time made the last of them wait past the integration time limit.
///
/// The hang guard (``HangGuardTrait``, `.hangGuard(minutes: 2)`, or `.integrationTimeLimit` in the integration
/// tests) counts only the time a test runs, from when it holds its slot: Swift Testing's `.timeLimit` wraps this
/// trait, so it would also count the wait for a slot, which grows with the load and the suites queued ahead (six
/// minutes with both cores busy) and says nothing about the test. A placed test without a guard of its own gets
/// ``defaultHangGuard``. When the guard fires, the trait records the issue, cancels the test and gives its slot
/// back, so one hung test holds up none queued behind it. The outer guard is on the wait itself: a test that
/// waits while no test of its kind gives a slot back for longer than the holders' guards allow (plus a minute)
/// fails with an issue naming them, since the queue is then stuck, not slow. So a hang fails within minutes of its
/// start, whatever the load.
///
/// ```swift
/// @Suite(.blocking, .integrationTimeLimit) struct CommandTests { … }
/// @MainActor @Suite(.mainActorTurns, .integrationTimeLimit) struct WindowTests { … }
/// ```
public struct TestPlacementTrait: SuiteTrait, TestTrait, TestScoping {
    /// How many such tests may run at once.
    let slots: TestSlots
    /// Whether each test runs on threads of its own instead of Swift's global pool.
    let runsOnItsOwnThreads: Bool

    public var isRecursive: Bool { true }

    /// Each test case gets the scope; a suite as a whole does not.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A test that holds the main actor for a measurement takes every turn, so no other window test is in the
        // middle of a deadline meanwhile.
        let count = test.traits.contains { $0 is MainActorHoldingTrait } ? slots.capacity : 1
        try await run(test, taking: count, limit: HangGuardTrait.limit(of: test) ?? Self.defaultHangGuard, function)
    }

    /// Runs `function` for `test` once it holds `count` slots, under a hang guard of `limit` from then on.
    func run(
        _ test: Test, taking count: Int, limit: Duration, _ function: @Sendable () async throws -> Void
    ) async throws {
        let holder = TestSlots.Holder(name: test.displayName ?? test.name, hangGuard: limit)
        await waitForSlots(count, as: holder, test: test)
        let hold = Hold(slots: slots, count: count, holder: holder)
        defer { hold.release() }
        let runsOnItsOwnThreads = runsOnItsOwnThreads
        try await HangGuardTrait.guarding(
            test, limit: limit, onHang: { hold.release() },
            performing: {
                if runsOnItsOwnThreads {
                    try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try await function() }
                } else {
                    try await function()
                }
            })
    }

    /// Takes `count` slots, recording an issue if the queue stops moving meanwhile: no test of this kind gave a
    /// slot back for longer than every holder's hang guard allows, so one of them is stuck beyond its guard's
    /// reach (or the slots lost a wake-up).
    private func waitForSlots(_ count: Int, as holder: TestSlots.Holder, test: Test) async {
        let slots = slots
        let watchdog = Task {
            var progress = slots.progress
            var since = ContinuousClock.now
            while true {
                try await Task.sleep(for: .seconds(10))
                let now = slots.progress
                if now.releases != progress.releases {
                    (progress, since) = (now, .now)
                } else if since.duration(to: .now) > now.longestHangGuard + .seconds(60) {
                    Issue.record(
                        "No test gave a slot back for \(since.duration(to: .now)); held by: \(now.holders.joined(separator: ", "))",
                        sourceLocation: test.sourceLocation)
                    return
                }
            }
        }
        await slots.acquire(count, as: holder)
        watchdog.cancel()
    }

    /// The guard of a placed test that names none: the integration suites' `.integrationTimeLimit`.
    public static let defaultHangGuard: Duration = .seconds(5 * 60)

    static let blockingSlots = TestSlots(count: max(ProcessInfo.processInfo.activeProcessorCount, 2))
    static let mainActorSlots = TestSlots(count: 2)
}

extension Trait where Self == TestPlacementTrait {
    /// The suite's tests block their thread: see ``TestPlacementTrait``.
    public static var blocking: Self { TestPlacementTrait(slots: TestPlacementTrait.blockingSlots, runsOnItsOwnThreads: true) }

    /// The suite's window tests take turns on the main actor: see ``TestPlacementTrait``.
    public static var mainActorTurns: Self {
        TestPlacementTrait(slots: TestPlacementTrait.mainActorSlots, runsOnItsOwnThreads: false)
    }
}

/// Marks a `@MainActor` test that holds the main actor for a while on purpose (``ApplicationFixture``'s
/// `runBlocking`, for frame timing, key repeat and allocation counts): it runs only when no other main-actor test
/// does, since their waits on the compositor would stall behind it and run past their deadlines.
///
/// ```swift
/// @Test(.holdsTheMainActor) func heldKeyRepeatsAtTheCompositorsRate() async throws { … }
/// ```
public struct MainActorHoldingTrait: TestTrait {}

extension Trait where Self == MainActorHoldingTrait {
    /// The test blocks the main actor on purpose: see ``MainActorHoldingTrait``.
    public static var holdsTheMainActor: Self { MainActorHoldingTrait() }
}

/// Slots a test holds, given back once: when the test ends, or earlier when its hang guard fires.
private final class Hold: Sendable {
    private let slots: TestSlots
    private let count: Int
    private let holder: TestSlots.Holder
    private let isHeld = Atomic(true)

    init(slots: TestSlots, count: Int, holder: TestSlots.Holder) {
        self.slots = slots
        self.count = count
        self.holder = holder
    }

    func release() {
        if isHeld.exchange(false, ordering: .acquiringAndReleasing) { slots.release(count, as: holder) }
    }
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

/// How many tests of one kind may run at once: a counting semaphore whose waiters suspend, so that a waiting test
/// holds no thread. Waiters are served in order, each once its whole count is free, so a test waiting for every
/// slot is not passed over forever.
final class TestSlots: Sendable {
    /// A test holding slots, as the stuck-queue issue names it.
    struct Holder: Sendable {
        var name: String
        var hangGuard: Duration
    }

    /// How the queue moves: slots given back so far, and who holds slots now.
    struct Progress: Sendable {
        var releases = 0
        var holding: [Holder] = []

        var holders: [String] { holding.map(\.name) }
        var longestHangGuard: Duration { holding.map(\.hangGuard).max() ?? .zero }
    }

    private struct State {
        var free: Int
        var waiters: [(count: Int, holder: Holder?, continuation: CheckedContinuation<Void, Never>)] = []
        var progress = Progress()
    }

    /// How many slots there are.
    let capacity: Int
    private let state: Mutex<State>

    init(count: Int) {
        capacity = count
        state = Mutex(State(free: count))
    }

    /// Whether a test is waiting for slots.
    var hasWaiters: Bool { state.withLock { !$0.waiters.isEmpty } }

    /// Slots given back so far and the tests holding slots now.
    var progress: Progress { state.withLock { $0.progress } }

    /// Waits until `count` slots are free at once and takes them for `holder`.
    func acquire(_ count: Int = 1, as holder: Holder? = nil) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = state.withLock { state -> Bool in
                if state.waiters.isEmpty, state.free >= count {
                    state.free -= count
                    if let holder { state.progress.holding.append(holder) }
                    return true
                }
                state.waiters.append((count, holder, continuation))
                return false
            }
            if granted { continuation.resume() }
        }
    }

    /// Gives `count` slots back for `holder` and wakes the waiters, in order, whose counts now fit.
    func release(_ count: Int = 1, as holder: Holder? = nil) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.free += count
            state.progress.releases += 1
            if let holder, let index = state.progress.holding.firstIndex(where: { $0.name == holder.name }) {
                state.progress.holding.remove(at: index)
            }
            var woken: [CheckedContinuation<Void, Never>] = []
            while let first = state.waiters.first, first.count <= state.free {
                state.free -= first.count
                if let holder = first.holder { state.progress.holding.append(holder) }
                woken.append(first.continuation)
                state.waiters.removeFirst()
            }
            return woken
        }
        for continuation in woken { continuation.resume() }
    }
}
