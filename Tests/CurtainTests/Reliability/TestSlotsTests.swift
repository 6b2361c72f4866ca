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
