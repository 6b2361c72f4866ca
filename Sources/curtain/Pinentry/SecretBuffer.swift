import CProcessControl

#if canImport(Glibc)
import Glibc
#endif

/// Bytes of a secret (a passphrase, and the `D` lines that carry it) in memory of their own: locked so that it is
/// never swapped out (`mlock`), left out of core dumps (`MADV_DONTDUMP`), and wiped before it is given back.
///
/// While any secret buffer exists the process is not dumpable (`PR_SET_DUMPABLE` 0): no core dump, and no other
/// process of the same user can attach with ptrace or read `/proc/PID/mem`. That covers the copies the program does
/// not own, such as the text field's own storage, which a Swift `String` keeps where it cannot be locked or wiped.
/// The last buffer to go makes the process dumpable again.
///
/// ```swift
/// let secret = SecretBuffer()
/// secret.append(contentsOf: field.text.utf8)
/// defer { secret.wipe() }
/// ```
///
/// Locking may fail (a low `RLIMIT_MEMLOCK`); the buffer still works, unlocked, and ``isLocked`` says so.
@MainActor final class SecretBuffer {
    /// How many buffers exist now; the process is dumpable again when it falls to zero.
    private static var liveCount = 0

    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    /// How many bytes are in use.
    private(set) var count = 0
    /// Whether the memory is locked in RAM.
    private(set) var isLocked = false

    /// Makes an empty buffer of at least `capacity` bytes (a page at least).
    init(capacity: Int = 4096) {
        if Self.liveCount == 0 { curtain_set_dumpable(0) }
        Self.liveCount += 1
        (base, self.capacity, isLocked) = Self.map(capacity)
    }

    isolated deinit {
        Self.release(base, capacity)
        Self.liveCount -= 1
        if Self.liveCount == 0 { curtain_set_dumpable(1) }
    }

    /// The bytes in use.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Adds one byte, moving to a larger locked region (and wiping the old one) when it does not fit.
    func append(_ byte: UInt8) {
        if count == capacity { grow() }
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Adds `bytes`, moving to a larger locked region (and wiping the old one) when they do not fit.
    func append(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// Zeroes the bytes in use and empties the buffer; the memory stays, locked, for the next secret.
    func wipe() {
        explicit_bzero(base, count)
        count = 0
    }

    private func grow() {
        let (newBase, newCapacity, locked) = Self.map(capacity * 2)
        newBase.copyMemory(from: base, byteCount: count)
        Self.release(base, capacity)
        (base, capacity, isLocked) = (newBase, newCapacity, locked)
    }

    /// Anonymous private pages, locked and excluded from core dumps where the kernel allows.
    private static func map(_ size: Int) -> (UnsafeMutableRawPointer, Int, Bool) {
        let page = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        let length = (max(size, 1) + page - 1) / page * page
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        // A page of address space is never refused unless the process is already lost.
        guard let pointer = mapped, pointer != MAP_FAILED else { fatalError("cannot map \(length) bytes for a secret") }
        madvise(pointer, length, MADV_DONTDUMP)
        return (pointer, length, mlock(pointer, length) == 0)
    }

    private static func release(_ base: UnsafeMutableRawPointer, _ capacity: Int) {
        explicit_bzero(base, capacity)
        munlock(base, capacity)
        munmap(base, capacity)
    }
}
