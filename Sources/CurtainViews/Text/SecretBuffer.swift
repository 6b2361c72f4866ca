#if canImport(Glibc)
import Glibc
#endif

/// Bytes of a secret (a password as it is typed, the lines that carry it out) in memory of their own: locked so that
/// it is never swapped out (`mlock`), left out of core dumps (`MADV_DONTDUMP`), and wiped whenever bytes leave it.
///
/// A secure ``TextField`` keeps its text here and never in a `String`: a `String` cannot be locked, and every edit
/// of one leaves the old storage on the heap, unwiped. Every change here happens in place: bytes removed are zeroed
/// where they were, and a buffer that grows moves to a larger locked region and wipes the old one before giving it
/// back.
///
/// ```swift
/// let secret = SecretBuffer()
/// secret.append(contentsOf: "hunter2".utf8)
/// secret.withUnsafeBytes { bytes in _ = write(1, bytes.baseAddress, bytes.count) }
/// secret.wipe()
/// ```
///
/// Locking may fail (a low `RLIMIT_MEMLOCK`, `ulimit -l`): the buffer still works, unlocked, ``isLocked`` says so,
/// and ``lockFailureHandler`` hears of it. Whether other processes and core dumps can reach the memory at all is the
/// program's choice (`prctl(PR_SET_DUMPABLE, 0)`), which a library cannot make for it.
@MainActor public final class SecretBuffer {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    /// How many bytes are in use.
    public private(set) var count = 0
    /// Whether the memory is locked in RAM.
    public private(set) var isLocked = false

    /// Called each time a buffer's pages could not be locked, so that a program can warn once, as GnuPG's
    /// pinentry warns "using insecure memory".
    public static var lockFailureHandler: (@MainActor () -> Void)?

    /// Makes an empty buffer of at least `capacity` bytes (a page at least).
    public init(capacity: Int = 4096) {
        (base, self.capacity, isLocked) = Self.map(capacity)
        if !isLocked { Self.lockFailureHandler?() }
    }

    isolated deinit {
        Self.release(base, capacity)
    }

    /// Calls `body` with the bytes in use, valid only during the call (the buffer may move as it grows).
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The byte at `offset`, which must be less than ``count``.
    public subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "offset out of range")
        return base.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// Whether the buffer holds no bytes.
    public var isEmpty: Bool { count == 0 }

    /// Adds one byte, moving to a larger locked region (and wiping the old one) when it does not fit.
    public func append(_ byte: UInt8) {
        reserve(count + 1)
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Adds `bytes`, moving to a larger locked region (and wiping the old one) when they do not fit.
    public func append(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// Adds the bytes of `other`, copied from locked memory to locked memory.
    public func append(contentsOf other: SecretBuffer) {
        reserve(count + other.count)
        (base + count).copyMemory(from: other.base, byteCount: other.count)
        count += other.count
    }

    /// Replaces the bytes in `range` with `bytes`: what follows moves in place, and the bytes no longer in use at the
    /// end are zeroed, so no part of the old text stays behind.
    public func replaceSubrange(_ range: Range<Int>, with bytes: some Collection<UInt8>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        let newCount = count - range.count + bytes.count
        reserve(newCount)
        let tail = count - range.upperBound
        (base + range.lowerBound + bytes.count).copyMemory(from: base + range.upperBound, byteCount: tail)
        var offset = range.lowerBound
        for byte in bytes {
            base.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        if newCount < count { explicit_bzero(base + newCount, count - newCount) }
        count = newCount
    }

    /// Zeroes the bytes in use and empties the buffer; the memory stays, locked, for the next secret.
    public func wipe() {
        explicit_bzero(base, count)
        count = 0
    }

    /// Makes room for `needed` bytes: a new region twice as large (or more), the bytes copied over, the old region
    /// wiped and given back.
    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let (newBase, newCapacity, locked) = Self.map(max(needed, capacity * 2))
        newBase.copyMemory(from: base, byteCount: count)
        Self.release(base, capacity)
        (base, capacity, isLocked) = (newBase, newCapacity, locked)
        if !locked { Self.lockFailureHandler?() }
    }

    /// Anonymous private pages, locked and excluded from core dumps where the kernel allows.
    private static func map(_ size: Int) -> (UnsafeMutableRawPointer, Int, Bool) {
        let page = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        let length = (max(size, 1) + page - 1) / page * page
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        // A page of address space is never refused unless the process is already lost.
        guard let pointer = mapped, pointer != MAP_FAILED else { fatalError("cannot map \(length) bytes for a secret") }
        madvise(pointer, length, MADV_DONTDUMP)
        // Not inherited by a child process, which never needs the secret.
        madvise(pointer, length, MADV_WIPEONFORK)
        return (pointer, length, mlock(pointer, length) == 0)
    }

    private static func release(_ base: UnsafeMutableRawPointer, _ capacity: Int) {
        explicit_bzero(base, capacity)
        munlock(base, capacity)
        munmap(base, capacity)
    }
}
