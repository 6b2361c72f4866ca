import Foundation

/// Another process's memory, as root reads it: every readable mapping that `/proc/PID/smaps` lists, read through
/// `/proc/PID/mem` (which root may open even for a process that is not dumpable, with `CAP_SYS_PTRACE`).
///
/// For the memory tests of the secret prompts: where a typed secret still is, in any encoding a program might keep
/// it in, and whether that memory is locked.
struct ProcessMemory {
    /// One mapping.
    struct Region: CustomStringConvertible {
        var start: UInt64
        var end: UInt64
        var permissions: String
        /// The file or pseudo-name (`[heap]`, `[stack]`), empty for anonymous memory.
        var name: String
        /// Whether its pages are locked in RAM (smaps' `Locked` is not 0).
        var isLocked: Bool

        var description: String {
            "\(String(start, radix: 16))-\(String(end, radix: 16)) \(permissions) \(name)\(isLocked ? " locked" : "")"
        }
    }

    /// Where a text was found: the region and the address.
    struct Occurrence: CustomStringConvertible {
        var region: Region
        var address: UInt64
        var encoding: String

        var description: String { "\(encoding) at \(String(address, radix: 16)) in \(region)" }
    }

    let processID: Int32

    /// The mappings, with their lock state.
    func regions() throws -> [Region] {
        let smaps = try Self.contents(of: "/proc/\(processID)/smaps")
        var regions: [Region] = []
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), fields.count >= 5, !first.hasSuffix(":") {
                let bounds = first.split(separator: "-")
                guard bounds.count == 2, let start = UInt64(bounds[0], radix: 16), let end = UInt64(bounds[1], radix: 16)
                else { continue }
                regions.append(
                    Region(
                        start: start, end: end, permissions: String(fields[1]),
                        name: fields.count > 5 ? fields[5...].joined(separator: " ") : "", isLocked: false))
            } else if fields.first == "Locked:", fields.count >= 2, let kilobytes = Int(fields[1]), kilobytes > 0,
                !regions.isEmpty
            {
                regions[regions.count - 1].isLocked = true
            }
        }
        return regions
    }

    /// A `/proc` file read to its end: Foundation's `String(contentsOfFile:)` trusts the size `stat` gives, which
    /// is 0 there, and returns only the first read.
    private static func contents(of path: String) throws -> String {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { throw ReadError(description: "cannot open \(path): errno \(errno)") }
        defer { close(file) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data += buffer[..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every place `text` occurs, as UTF-8, UTF-16 and UTF-32 (little-endian, as this machine keeps them).
    func occurrences(of text: String) throws -> [Occurrence] {
        let utf16 = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf32 = text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> ($0 * 8)) & 0xFF) } }
        var found: [Occurrence] = []
        for (name, needle) in [("UTF-8", Array(text.utf8)), ("UTF-16", utf16), ("UTF-32", utf32)] {
            found += try occurrences(of: needle).map { Occurrence(region: $0.region, address: $0.address, encoding: name) }
        }
        return found
    }

    /// Every place `needle` occurs in a readable mapping.
    func occurrences(of needle: [UInt8]) throws -> [(region: Region, address: UInt64)] {
        precondition(!needle.isEmpty)
        let memory = open("/proc/\(processID)/mem", O_RDONLY)
        guard memory >= 0 else { throw ReadError(description: "cannot open /proc/\(processID)/mem: errno \(errno)") }
        defer { close(memory) }
        let chunk = 1 << 22
        var buffer = [UInt8](repeating: 0, count: chunk + needle.count)
        var found: [(Region, UInt64)] = []
        for region in try regions()
        where region.permissions.hasPrefix("r") && region.name != "[vvar]"
            && region.name != "[vsyscall]"
        {
            var address = region.start
            while address < region.end {
                // Each read overlaps the last by the needle's length less one, so nothing is missed at a seam.
                let wanted = Int(min(UInt64(buffer.count), region.end - address))
                let read = buffer.withUnsafeMutableBytes { pread(memory, $0.baseAddress, wanted, off_t(address)) }
                guard read > 0 else { break }
                buffer.withUnsafeBytes { bytes in
                    needle.withUnsafeBytes { pattern in
                        var start = bytes.baseAddress!
                        var remaining = read
                        while remaining >= pattern.count,
                            let hit = Self.find(pattern, in: UnsafeRawBufferPointer(start: start, count: remaining))
                        {
                            let offset = UInt64(UnsafeRawPointer(hit) - bytes.baseAddress!)
                            found.append((region, address + offset))
                            let next = UnsafeRawPointer(hit) + 1
                            remaining -= next - start
                            start = next
                        }
                    }
                }
                if read < needle.count || address + UInt64(read) >= region.end { break }
                address += UInt64(read - (needle.count - 1))
            }
        }
        // The overlap can find one place twice.
        var seen = Set<UInt64>()
        return found.filter { seen.insert($0.1).inserted }
    }

    /// The first place `pattern` starts in `bytes`: `memchr` for its first byte, `memcmp` for the rest (glibc's
    /// `memmem` is a GNU extension Swift does not see).
    private static func find(_ pattern: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer) -> UnsafeRawPointer? {
        guard let base = bytes.baseAddress, let first = pattern.first else { return nil }
        var offset = 0
        while bytes.count - offset >= pattern.count {
            guard let hit = memchr(base + offset, Int32(first), bytes.count - offset - pattern.count + 1) else { return nil }
            if memcmp(hit, pattern.baseAddress!, pattern.count) == 0 { return UnsafeRawPointer(hit) }
            offset = UnsafeRawPointer(hit) - base + 1
        }
        return nil
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }
}
