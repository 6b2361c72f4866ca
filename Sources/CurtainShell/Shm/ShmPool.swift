import CurtainCWayland
import Glibc
import Wayland

/// A sealed, memory-mapped file shared with the compositor, out of which ``Buffer``s are carved.
///
/// The file is an anonymous `memfd` created with `MFD_CLOEXEC | MFD_ALLOW_SEALING`, sized once with
/// `ftruncate` and then sealed against shrinking and growing (`F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL`),
/// so the compositor can trust that its own mapping never faults. Because the size is sealed, a pool never
/// grows; ``BufferPool`` makes a new pool when it needs more room.
///
/// Without a `wl_shm` (``init(size:shm:name:)`` with `shm: nil`) the pool is plain shared memory: useful for
/// offline rendering and for tests that run without a compositor.
///
/// ```swift
/// let pool = try ShmPool(size: 4 * 600 * 400, shm: connection.shm)
/// let buffer = pool.makeBuffer(offset: 0, width: 600, height: 400)
/// ```
@MainActor package final class ShmPool {
    /// Why a pool could not be made; each case carries the `errno` of the failing call.
    package enum AllocationError: Error, CustomStringConvertible {
        /// `memfd_create` failed: no anonymous file to share (the process is out of descriptors, say).
        case memfdCreate(errno: Int32)
        /// `ftruncate` could not give the file `size` bytes.
        case truncate(size: Int, errno: Int32)
        /// Sealing the file's size failed, so the compositor could not trust its mapping never to fault.
        case seal(errno: Int32)
        /// `mmap` of `size` bytes failed.
        case map(size: Int, errno: Int32)

        package var description: String {
            switch self {
            case .memfdCreate(let code): "memfd_create failed: \(String(cString: strerror(code)))"
            case .truncate(let size, let code): "ftruncate to \(size) bytes failed: \(String(cString: strerror(code)))"
            case .seal(let code): "sealing the shm file failed: \(String(cString: strerror(code)))"
            case .map(let size, let code): "mmap of \(size) bytes failed: \(String(cString: strerror(code)))"
            }
        }
    }

    /// The seals every pool carries once created.
    package static let requiredSeals: Int32 = F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL

    /// The pool's size in bytes, fixed for its lifetime.
    package let size: Int
    /// The start of this process's read-write mapping of the whole pool.
    package let memory: UnsafeMutableRawPointer
    /// The memfd backing the pool; owned by the pool and closed when it goes away.
    package let fileDescriptor: Int32
    /// The compositor's view of the pool, or `nil` for a memory-only pool.
    package private(set) var wlPool: WlShmPool?

    /// Creates, sizes, seals and maps a new memfd and, given a `wl_shm`, shares it with the compositor.
    ///
    /// - Parameters:
    ///   - size: The pool's size in bytes; must be positive.
    ///   - shm: The bound `wl_shm`, or `nil` for memory that the compositor never sees.
    ///   - name: A name for the memfd, shown in `/proc/<pid>/fd` for debugging.
    /// - Throws: ``AllocationError`` naming the system call that failed.
    package init(size: Int, shm: WlShm?, name: String = "curtain-shm") throws {
        precondition(size > 0 && size <= Int(Int32.max), "ShmPool size must be in 1...Int32.max, got \(size)")
        let fd = curtain_memfd_create(name, UInt32(MFD_CLOEXEC | MFD_ALLOW_SEALING))
        guard fd >= 0 else { throw AllocationError.memfdCreate(errno: curtain_errno()) }
        guard ftruncate(fd, off_t(size)) == 0 else {
            let code = curtain_errno()
            close(fd)
            throw AllocationError.truncate(size: size, errno: code)
        }
        guard curtain_add_seals(fd, Self.requiredSeals) == 0 else {
            let code = curtain_errno()
            close(fd)
            throw AllocationError.seal(errno: code)
        }
        guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapping != MAP_FAILED else {
            let code = curtain_errno()
            close(fd)
            throw AllocationError.map(size: size, errno: code)
        }
        self.size = size
        self.memory = mapping
        self.fileDescriptor = fd
        // libwayland duplicates the fd into the connection when it marshals the request, so we keep ours.
        self.wlPool = shm?.createPool(fd: fd, size: Int32(size))
    }

    isolated deinit {
        // Buffers keep their pool alive, so by now none of them can touch the mapping. Destroying the
        // wl_shm_pool is allowed while the compositor still holds buffers from it: they keep the memory.
        wlPool = nil
        munmap(memory, size)
        close(fileDescriptor)
    }

    /// The seals currently on the file (`F_GET_SEALS`), for diagnostics and tests.
    package var seals: Int32 { curtain_get_seals(fileDescriptor) }

    /// Carves an ARGB8888 buffer out of the pool.
    ///
    /// - Parameters:
    ///   - offset: Byte offset of the first row inside the pool.
    ///   - width: Width in buffer pixels.
    ///   - height: Height in buffer pixels.
    /// - Returns: A buffer whose `wl_buffer` (if the pool is shared) reports releases to the buffer.
    package func makeBuffer(offset: Int, width: Int, height: Int) -> Buffer {
        let stride = Buffer.stride(forWidth: width)
        precondition(
            offset >= 0 && offset + stride * height <= size, "buffer \(width)x\(height) at \(offset) exceeds pool of \(size)")
        let wlBuffer = wlPool?.createBuffer(
            offset: Int32(offset), width: Int32(width), height: Int32(height), stride: Int32(stride), format: .argb8888
        )
        return Buffer(pool: self, offset: offset, width: width, height: height, stride: stride, wlBuffer: wlBuffer)
    }
}
