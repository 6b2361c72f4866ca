/// The `BeginAuthentication` calls that wait while another one's prompt shows: first come, first asked.
///
/// polkitd may ask again before the user has answered (two programs asking at once, or one asking for two
/// actions); each request waits its turn rather than stacking prompts, and a request polkitd withdraws
/// (`CancelAuthentication`) leaves the queue without ever showing.
///
/// ```swift
/// var queue = AuthenticationQueue<DBusMessage>()
/// queue.enqueue(call, cookie: request.cookie)
/// queue.remove(cookie: cancelled)          // withdrawn: answered with Cancelled, never shown
/// while let next = queue.dequeue() { … }
/// ```
struct AuthenticationQueue<Item> {
    private var waiting: [(cookie: String, item: Item)] = []

    /// Whether nothing waits.
    var isEmpty: Bool { waiting.isEmpty }
    /// How many requests wait.
    var count: Int { waiting.count }

    /// Adds a request at the end.
    mutating func enqueue(_ item: Item, cookie: String) {
        waiting.append((cookie, item))
    }

    /// Takes the request that has waited longest.
    mutating func dequeue() -> Item? {
        waiting.isEmpty ? nil : waiting.removeFirst().item
    }

    /// Takes out the waiting request with `cookie`, wherever it is in the queue.
    ///
    /// - Returns: The request, or nil when none waits with that cookie (it is showing, or was never queued).
    mutating func remove(cookie: String) -> Item? {
        guard let index = waiting.firstIndex(where: { $0.cookie == cookie }) else { return nil }
        return waiting.remove(at: index).item
    }
}
