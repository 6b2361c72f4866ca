import Testing

@testable import curtain

@Suite("curtain polkit-agent: requests wait their turn, and a withdrawn one never shows")
struct AuthenticationQueueTests {
    @Test func requestsComeOutInTheOrderTheyCame() {
        var queue = AuthenticationQueue<String>()
        #expect(queue.isEmpty && queue.dequeue() == nil)
        for name in ["first", "second", "third"] { queue.enqueue(name, cookie: "cookie-" + name) }
        #expect(queue.count == 3)
        #expect([queue.dequeue(), queue.dequeue(), queue.dequeue(), queue.dequeue()] == ["first", "second", "third", nil])
        #expect(queue.isEmpty)
    }

    @Test func cancelTakesOutOnlyTheRequestWithThatCookie() {
        var queue = AuthenticationQueue<String>()
        for name in ["first", "second", "third"] { queue.enqueue(name, cookie: "cookie-" + name) }
        #expect(queue.remove(cookie: "cookie-second") == "second")
        #expect(queue.remove(cookie: "cookie-second") == nil, "already gone")
        #expect(queue.remove(cookie: "cookie-unknown") == nil)
        #expect([queue.dequeue(), queue.dequeue(), queue.dequeue()] == ["first", "third", nil])
    }
}
