import CProcessControl
import Foundation
import Testing

@testable import curtain

@MainActor @Suite("SecretBuffer: locked, not dumpable while it lives, wiped")
struct SecretBufferTests {
    /// `VmLck` of this process, in kB.
    func lockedKilobytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmLck:") })
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
    }

    @Test func whileASecretLivesItsPagesAreLockedAndTheProcessIsNotDumpable() throws {
        let before = try lockedKilobytes()
        #expect(curtain_is_dumpable() == 1)
        var secret: SecretBuffer? = SecretBuffer()
        secret?.append(contentsOf: "hunter2".utf8)
        #expect(secret?.isLocked == true, "mlock refused (RLIMIT_MEMLOCK, `ulimit -l`)")
        #expect(try lockedKilobytes() >= before + 4)
        #expect(curtain_is_dumpable() == 0)
        secret = nil
        #expect(try lockedKilobytes() == before)
        #expect(curtain_is_dumpable() == 1)
    }

    @Test func wipingZeroesTheBytesAndGrowingKeepsThem() {
        let secret = SecretBuffer(capacity: 8)
        secret.append(contentsOf: Array(repeating: UInt8(ascii: "s"), count: 5000))
        #expect(secret.count == 5000 && secret.bytes.allSatisfy { $0 == UInt8(ascii: "s") })
        let base = secret.bytes.baseAddress!
        secret.wipe()
        #expect(secret.count == 0)
        #expect(UnsafeRawBufferPointer(start: base, count: 5000).allSatisfy { $0 == 0 })
    }
}
