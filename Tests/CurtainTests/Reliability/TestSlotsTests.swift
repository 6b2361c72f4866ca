import Glibc
import Synchronization
import Testing
@testable import CurtainTestSupport

/// The turns the integration suites take (`TestPlacementTrait`): a test that holds the main actor takes every
/// slot at once, and the ones asking after it wait behind it instead of passing it by.
@Suite("Test slots")
struct TestSlotsTests {
    @Test("a waiter for every slot is served in turn, before a later single waiter that would fit")
    func everySlotWaiterIsNotPassedOver() async {
        let slots = TestSlots(count: 2)
        let order = Order()
        await slots.acquire()  // one test running
        let whole = Task {
            await slots.acquire(2)
            order.append("whole")
            slots.release(2)
        }
        // Let the whole-slot waiter queue before the single one asks.
        while !slots.hasWaiters { await Task.yield() }
        let single = Task {
            await slots.acquire()
            order.append("single")
            slots.release()
        }
        for _ in 0..<100 { await Task.yield() }
        #expect(order.names.isEmpty, "one slot is free, but the single waiter came after the whole one")
        slots.release()
        await whole.value
        await single.value
        #expect(order.names == ["whole", "single"])
    }
}

/// What ran, in order, from any task.
private final class Order: Sendable {
    private let list = Mutex<[String]>([])
    var names: [String] { list.withLock { $0 } }
    func append(_ name: String) { list.withLock { $0.append(name) } }
}

/// The hang guard of a placed test (`TestPlacementTrait`, `HangGuardTrait`): it counts from when the test holds
/// its slot, and a hung test gives its slot back when it fires.
@Suite("Hang guards")
struct HangGuardTests {
    @Test("the wait for a slot does not count against the guard")
    func waitingIsNotRunning() async throws {
        let slots = TestSlots(count: 1)
        let placement = TestPlacementTrait(slots: slots, runsOnItsOwnThreads: false)
        let test = try #require(Test.current)
        await slots.acquire()  // another test runs, for longer than the guard
        let queued = Task { try await placement.run(test, taking: 1, limit: .milliseconds(200)) {} }
        while !slots.hasWaiters { await Task.yield() }
        try await Task.sleep(for: .milliseconds(600))
        slots.release()
        // An issue recorded here would fail this test: the queued one ran at once once it had its slot.
        try await queued.value
        #expect(slots.progress.releases == 2 && slots.progress.holding.isEmpty)
    }

    @Test("a test still running at its guard fails, and its slot goes to the next test while it runs on")
    func aHungTestGivesItsSlotBack() async throws {
        let slots = TestSlots(count: 1)
        let placement = TestPlacementTrait(slots: slots, runsOnItsOwnThreads: true)
        let test = try #require(Test.current)
        let unblock = Unblock()
        try await withKnownIssue("the guard records the hang") {
            let hung = Task {
                // Ignores its cancellation, like a test blocked in a system call.
                try await placement.run(test, taking: 1, limit: .milliseconds(100)) { unblock.wait() }
            }
            while slots.progress.holding.isEmpty { await Task.yield() }
            // The next test gets the slot while the hung one still runs.
            await slots.acquire()
            #expect(slots.progress.releases == 1)
            slots.release()
            unblock.open()
            try await hung.value
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Hang guard: the test ran for more than") }
        }
    }
}

/// A gate a thread blocks on until another opens it.
private final class Unblock: Sendable {
    private let isOpen = Mutex(false)
    func open() { isOpen.withLock { $0 = true } }
    func wait() {
        while !isOpen.withLock({ $0 }) { usleep(1000) }
    }
}
