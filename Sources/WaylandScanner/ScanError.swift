/// A problem in a protocol file, reported as `file:line: message`.
struct ScanError: Error, Equatable, CustomStringConvertible {
    /// The line in the XML file, starting at 1.
    var line: Int
    var message: String
    /// The XML file's path; filled in by the command once known.
    var file = "<input>"

    init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    var description: String { "\(file):\(line): error: \(message)" }
}
