import Foundation
import Testing
import CurtainViews

@MainActor @Suite("SecretBuffer: locked, edited in place, wiped")
struct SecretBufferTests {
    /// `VmLck` of this process, in kB.
    func lockedKilobytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmLck:") })
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
    }

    func contents(_ secret: SecretBuffer) -> [UInt8] { secret.withUnsafeBytes { Array($0) } }

    @Test func whileASecretLivesItsPagesAreLocked() throws {
        let before = try lockedKilobytes()
        var secret: SecretBuffer? = SecretBuffer()
        secret?.append(contentsOf: "hunter2".utf8)
        #expect(secret?.isLocked == true, "mlock refused (RLIMIT_MEMLOCK, `ulimit -l`)")
        #expect(try lockedKilobytes() >= before + 4)
        secret = nil
        #expect(try lockedKilobytes() == before)
    }

    @Test func wipingZeroesTheBytesAndGrowingKeepsThem() {
        let secret = SecretBuffer(capacity: 8)
        secret.append(contentsOf: Array(repeating: UInt8(ascii: "s"), count: 5000))
        #expect(secret.count == 5000 && contents(secret).allSatisfy { $0 == UInt8(ascii: "s") })
        let base = secret.withUnsafeBytes { $0.baseAddress! }
        secret.wipe()
        #expect(secret.count == 0)
        #expect(UnsafeRawBufferPointer(start: base, count: 5000).allSatisfy { $0 == 0 })
    }

    /// An edit leaves no byte of what it removed: the tail that moved is zeroed where it was.
    @Test func replacingARangeMovesTheRestInPlaceAndZeroesWhatItLeft() {
        let secret = SecretBuffer()
        secret.append(contentsOf: "correct horse".utf8)
        let base = secret.withUnsafeBytes { $0.baseAddress! }
        secret.replaceSubrange(0..<8, with: "a".utf8)
        #expect(contents(secret) == Array("ahorse".utf8))
        #expect(UnsafeRawBufferPointer(start: base, count: 13)[6...].allSatisfy { $0 == 0 })
        secret.replaceSubrange(1..<1, with: "-".utf8)
        #expect(contents(secret) == Array("a-horse".utf8))
    }

    /// The lock-failure hook fires only when a buffer could not be locked; here (root, or a large `ulimit -l`) it
    /// never does.
    @Test func theLockFailureHandlerIsNotCalledWhenLockingWorks() {
        var failures = 0
        SecretBuffer.lockFailureHandler = { failures += 1 }
        defer { SecretBuffer.lockFailureHandler = nil }
        let secret = SecretBuffer()
        #expect(secret.isLocked == (failures == 0))
    }
}
