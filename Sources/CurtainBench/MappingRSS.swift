import Foundation

/// What a process's resident memory is made of: `/proc/PID/smaps` summed by what each mapping holds (the binary,
/// each shared library, font files, the heap and other anonymous memory, stacks), read just before the bench ends
/// it. The sum is the resident set then, which for a dialog at rest is its peak (`VmHWM`) less what it freed.
enum MappingRSS {
    /// Resident KiB per kind of mapping, largest first.
    static func read(of pid: pid_t, executable: String) -> [(kind: String, kibibytes: Int)] {
        // Read to the end: procfs reports a size of 0, and a reader that trusts the size stops after a page.
        guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps") else { return [] }
        defer { try? file.close() }
        let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        var totals: [String: Int] = [:]
        var kind = "anonymous"
        for line in smaps.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, line.contains("-") {
                kind = Self.kind(ofMappingLine: line, executable: executable)
            } else if line.hasPrefix("Rss:") {
                totals[kind, default: 0] += line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            }
        }
        return totals.filter { $0.value > 0 }.map { ($0.key, $0.value) }.sorted { $0.kibibytes > $1.kibibytes }
    }

    /// The kind of the mapping a header line describes (`address perms offset dev inode [path]`).
    static func kind(ofMappingLine line: Substring, executable: String) -> String {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6 else { return "heap and anonymous" }
        let path = fields[5].trimmingCharacters(in: .whitespaces)
        switch path {
        case "[heap]": return "heap and anonymous"
        case "[stack]": return "stacks"
        case "[vdso]", "[vvar]", "[vsyscall]": return "kernel (vdso)"
        default: break
        }
        if path.hasPrefix("[") { return "heap and anonymous" }
        if path == executable || path.hasSuffix("/" + (executable as NSString).lastPathComponent) { return "binary" }
        let file = (path as NSString).lastPathComponent
        if [".ttf", ".otf", ".ttc", ".pcf", ".pfb"].contains(where: file.lowercased().hasSuffix) { return "fonts" }
        if file.hasSuffix("-4.cache") || path.contains("/fontconfig/") { return "fontconfig caches" }
        if path.hasPrefix("/memfd:") || path.hasPrefix("/dev/shm") { return "shared-memory buffers" }
        if file.hasPrefix("libswift") || file.hasPrefix("libFoundation") || file.hasPrefix("lib_Foundation")
            || file.hasPrefix("libdispatch") || file.hasPrefix("libBlocksRuntime")
        {
            return "Swift runtime"
        }
        if let so = file.range(of: ".so") { return String(file[..<so.lowerBound]) }
        return file
    }
}
