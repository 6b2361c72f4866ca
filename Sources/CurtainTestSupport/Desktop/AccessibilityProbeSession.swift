import Foundation

/// A running `scripts/atspi-probe --serve`: pyatspi listening on the accessibility bus to one application while a
/// test drives it, so events (focus, text, children, window, value, selection) are seen as they happen.
///
/// ```swift
/// let session = try bus.serve(pid: run.process.processIdentifier)
/// input.tap(.tab)
/// let focus = session.waitForEvent { $0["type"] as? String == "object:state-changed:focused" }
/// _ = try session.send(["op": "click", "name": "OK"])
/// ```
public final class AccessibilityProbeSession: @unchecked Sendable {
    /// The probe's first answer: the application and its tree once the awaited role showed.
    public private(set) var first: [String: Any] = [:]
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    /// Lines read after the first, in order; guarded by `condition`.
    private var lines: [[String: Any]] = []
    private var repliesTaken = 0
    private var isAtEnd = false

    init(python: String, arguments: [String], environment: [String: String], timeout: Duration) throws {
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runTiedToTestProcess()
        let handle = output.fileHandleForReading
        let thread = Thread { [self] in readLines(from: handle) }
        thread.name = "atspi-probe-reader"
        thread.start()
        condition.lock()
        let deadline = Date().addingTimeInterval(timeout.seconds + 5)
        while lines.isEmpty && !isAtEnd && condition.wait(until: deadline) {}
        let head = lines.first
        if head != nil { lines.removeFirst() }
        condition.unlock()
        guard let head, head["error"] == nil else {
            close()
            throw AccessibilityBusError.failed(reason: "atspi-probe --serve: \(head.map { "\($0)" } ?? "no answer")")
        }
        first = head
    }

    deinit { close() }

    /// The events seen so far, oldest first.
    public var events: [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return lines.compactMap { $0["event"] as? [String: Any] }
    }

    /// Waits for an event satisfying `predicate` (already seen or still to come).
    ///
    /// - Returns: The event, or `nil` when none came within `timeout`.
    public func waitForEvent(timeout: Duration = .seconds(5), where predicate: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout.seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let event = lines.lazy.compactMap({ $0["event"] as? [String: Any] }).first(where: predicate) { return event }
            if isAtEnd || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Sends one command (`{"op": "click", "name": "OK"}` …) and waits for its reply.
    ///
    /// - Returns: The reply's value (a Bool for actions, the tree for `tree`).
    /// - Throws: When the probe reports an error or gives no reply within `timeout`.
    @discardableResult
    public func send(_ command: [String: Any], timeout: Duration = .seconds(10)) throws -> Any? {
        var data = try JSONSerialization.data(withJSONObject: command)
        data.append(0x0A)
        try input.fileHandleForWriting.write(contentsOf: data)
        let deadline = Date().addingTimeInterval(timeout.seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let replies = lines.filter { $0.keys.contains("reply") }
            if replies.count > repliesTaken {
                let reply = replies[repliesTaken]
                repliesTaken += 1
                if let error = reply["error"] { throw AccessibilityBusError.failed(reason: "atspi-probe \(command): \(error)") }
                return reply["reply"]
            }
            if isAtEnd || !condition.wait(until: deadline) {
                throw AccessibilityBusError.failed(reason: "atspi-probe gave no reply to \(command)")
            }
        }
    }

    /// Ends the probe (it stops when its stdin closes). Safe to call more than once.
    public func close() {
        try? input.fileHandleForWriting.close()
        if process.isRunning, !waitUntil(timeout: .seconds(2), { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    private func readLines(from handle: FileHandle) {
        var buffer = Data()
        // availableData returns as soon as anything arrives (read(upToCount:) waits for the whole count).
        while case let chunk = handle.availableData, !chunk.isEmpty {
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else { continue }
                condition.lock()
                lines.append(object)
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        isAtEnd = true
        condition.broadcast()
        condition.unlock()
    }
}
