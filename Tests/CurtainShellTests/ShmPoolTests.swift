import CurtainCCairo
import CurtainTestSupport
import Testing
@testable import CurtainShell

@MainActor @Suite("Shared memory pools", .blocking)
struct ShmPoolTests {
    @Test("a new pool is sealed against shrinking, growing and further sealing")
    func sealsAreApplied() throws {
        let pool = try ShmPool(size: 4096, shm: nil)
        #expect(pool.seals & ShmPool.requiredSeals == ShmPool.requiredSeals)
    }

    @Test("the pool maps exactly the requested size, read-write")
    func mapsRequestedSize() throws {
        let pool = try ShmPool(size: 3 * 4096 + 100, shm: nil)
        #expect(pool.size == 3 * 4096 + 100)
        pool.memory.storeBytes(of: 0xdead_beef, toByteOffset: pool.size - 4, as: UInt32.self)
        #expect(pool.memory.load(fromByteOffset: pool.size - 4, as: UInt32.self) == 0xdead_beef)
    }

    @Test("buffers carved from a pool sit at their offsets with Cairo's stride")
    func buffersAtOffsets() throws {
        let pool = try ShmPool(size: 2 * 4 * 10 * 5, shm: nil)
        let first = pool.makeBuffer(offset: 0, width: 10, height: 5)
        let second = pool.makeBuffer(offset: first.byteCount, width: 10, height: 5)
        #expect(first.stride == 40)
        #expect(second.pixels == pool.memory + 200)
        #expect(first.wlBuffer == nil)
    }

    @Test("Cairo draws into buffer memory as premultiplied ARGB8888")
    func cairoWritesArgb() throws {
        let pool = try ShmPool(size: 4 * 4 * 4, shm: nil)
        let buffer = pool.makeBuffer(offset: 0, width: 4, height: 4)
        buffer.withCairoContext { cr in
            cairo_set_source_rgba(cr, 1, 0, 0, 0.5)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        let pixel = buffer.pixels.load(as: UInt32.self)
        // Alpha 0x80 and red premultiplied to 0x80, as wl_shm's ARGB8888 expects.
        #expect(pixel == 0x8080_0000)
    }
}
