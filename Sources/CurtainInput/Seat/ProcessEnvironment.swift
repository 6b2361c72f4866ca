import Glibc

/// Reads the process environment without Foundation.
enum ProcessEnvironment {
    /// The current environment as a dictionary; later duplicates of a name win.
    static var current: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// The value of one variable, or `nil` when it is unset.
    ///
    /// - Parameters:
    ///   - name: The variable's name, such as `"XCURSOR_THEME"`.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
