/// The text typed for a list's type-ahead: keys typed within ``pause`` of each other add up
/// to one search, as in GTK's tree views.
struct ListTypeAhead {
    /// How long after the last key a new search starts.
    static let pause = Duration.seconds(1)

    private(set) var text = ""
    private var last: ContinuousClock.Instant?

    /// Adds typed text, starting over after a pause; returns the whole search.
    mutating func add(_ typed: String, at now: ContinuousClock.Instant = .now) -> String {
        if let last, now - last > Self.pause { text = "" }
        last = now
        text += typed
        return text
    }

    /// Whether `cell` matches `search`, ignoring case: at its start, or anywhere.
    static func matches(_ cell: String, _ search: String, anywhere: Bool) -> Bool {
        let cell = cell.lowercased(), search = search.lowercased()
        return anywhere ? cell.contains(search) : cell.hasPrefix(search)
    }
}
