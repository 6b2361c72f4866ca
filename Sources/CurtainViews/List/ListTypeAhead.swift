/// Type-ahead in a list: keys typed within ``pause`` of each other add up to one search, as in GTK's tree
/// views, and the search finds the next row whose text starts with it (or holds it, zenity's `--mid-search`).
struct ListTypeAhead {
    /// How long after the last key a new search starts.
    static let pause = Duration.seconds(1)

    /// Whether a search matches anywhere in a cell, not only at its start.
    var matchesAnywhere = false
    private(set) var text = ""
    private var last: ContinuousClock.Instant?

    /// Adds typed text, starting over after a pause; returns the whole search.
    mutating func add(_ typed: String, at now: ContinuousClock.Instant = .now) -> String {
        if let last, now - last > Self.pause { text = "" }
        last = now
        text += typed
        return text
    }

    /// Whether `cell` matches `search`, ignoring case.
    func matches(_ cell: String, _ search: String) -> Bool {
        let cell = cell.lowercased(), search = search.lowercased()
        return matchesAnywhere ? cell.contains(search) : cell.hasPrefix(search)
    }

    /// The first of `rowCount` rows, from `start` on and wrapping around, whose text (`cell`) matches
    /// `search`; `nil` when none does.
    func row(matching search: String, rowCount: Int, from start: Int, cell: (Int) -> String) -> Int? {
        (0..<rowCount).lazy.map { (start + $0) % rowCount }.first { matches(cell($0), search) }
    }
}
