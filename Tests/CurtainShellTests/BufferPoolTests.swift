import CurtainTestSupport
import Testing
@testable import CurtainShell

@MainActor @Suite("Buffer pools", .blocking)
struct BufferPoolTests {
    @Test("a free buffer is handed out again instead of allocating")
    func reusesFreeBuffer() throws {
        let pool = BufferPool(shm: nil)
        let first = try #require(try pool.nextBuffer(width: 8, height: 8))
        let again = try #require(try pool.nextBuffer(width: 8, height: 8))
        #expect(first === again)
        #expect(pool.shmPoolCount == 1)
    }

    @Test("a buffer the compositor holds is never handed out until released")
    func skipsBusyBuffers() throws {
        let pool = BufferPool(shm: nil)
        let first = try #require(try pool.nextBuffer(width: 8, height: 8))
        first.markAttached()
        let second = try #require(try pool.nextBuffer(width: 8, height: 8))
        #expect(second !== first)
        #expect(pool.shmPoolCount == 1, "the first two buffers share one memfd")
        second.markAttached()
        let third = try #require(try pool.nextBuffer(width: 8, height: 8))
        #expect(third !== first && third !== second)
        #expect(pool.shmPoolCount == 2)
        third.markAttached()
        #expect(try pool.nextBuffer(width: 8, height: 8) == nil, "three busy buffers: wait for a release")
        first.handleRelease()
        #expect(try pool.nextBuffer(width: 8, height: 8) === first)
    }

    @Test("among free buffers the most recently drawn one is preferred")
    func prefersNewestFreeBuffer() throws {
        let pool = BufferPool(shm: nil)
        let a = try #require(try pool.nextBuffer(width: 8, height: 8))
        a.frameNumber = 1
        a.markAttached()
        let b = try #require(try pool.nextBuffer(width: 8, height: 8))
        b.frameNumber = 2
        a.handleRelease()
        #expect(try pool.nextBuffer(width: 8, height: 8) === b)
    }

    @Test("a size change replaces buffers and keeps busy ones only until their release")
    func resizeRetiresBuffers() throws {
        let pool = BufferPool(shm: nil)
        let old = try #require(try pool.nextBuffer(width: 8, height: 8))
        old.markAttached()
        let resized = try #require(try pool.nextBuffer(width: 16, height: 4))
        #expect(resized.width == 16 && resized.height == 4)
        #expect(pool.buffers.allSatisfy { $0.width == 16 })
        #expect(pool.retiredCount == 1)
        old.handleRelease()
        #expect(pool.retiredCount == 0)
    }

    @Test("bytes written accumulate across frames")
    func countsBytesWritten() {
        let pool = BufferPool(shm: nil)
        pool.recordWrite(bytes: 960_000)
        pool.recordWrite(bytes: 4)
        #expect(pool.bytesWritten == 960_004)
    }

    @Test("a double-buffering pool never makes a third buffer")
    func honoursMaximum() throws {
        let pool = BufferPool(shm: nil, maximumBufferCount: 2)
        try #require(try pool.nextBuffer(width: 4, height: 4)).markAttached()
        try #require(try pool.nextBuffer(width: 4, height: 4)).markAttached()
        #expect(try pool.nextBuffer(width: 4, height: 4) == nil)
    }
}
