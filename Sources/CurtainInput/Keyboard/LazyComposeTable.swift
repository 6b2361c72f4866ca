/// A ``ComposeTable`` loaded on first use and then shared, so that a program pays for parsing the
/// locale's Compose file (about 2 ms and 1–2 MB) only once a key is actually pressed.
///
/// A dialog that is answered with the mouse, or closed by a timeout, never loads it; one that is
/// answered with a key loads it before that key's event is delivered.
///
/// ```swift
/// let tables = LazyComposeTable { try? ComposeTable.fromEnvironment() }
/// let keyboard = Keyboard(proxy: proxy, eventLoop: loop, composeTables: tables)   // nothing loaded yet
/// ```
@MainActor public final class LazyComposeTable {
    private var loaded: ComposeTable??
    private var load: (@MainActor () -> ComposeTable?)?

    /// A table that `load` makes the first time ``table`` is read; `load` runs at most once.
    public init(_ load: @escaping @MainActor () -> ComposeTable?) {
        self.load = load
    }

    /// An already loaded table (or none).
    public init(table: ComposeTable?) {
        loaded = .some(table)
    }

    /// The user's locale's table, loaded on first use (see ``ComposeTable/fromEnvironment(_:)``).
    public static func fromEnvironment() -> LazyComposeTable {
        LazyComposeTable { try? ComposeTable.fromEnvironment() }
    }

    /// Whether the table has been loaded (or found missing) already.
    public var isLoaded: Bool { loaded != nil }

    /// The table, loading it now if this is the first use; `nil` when none could be loaded.
    public var table: ComposeTable? {
        if let loaded { return loaded }
        let table = load?()
        load = nil
        loaded = .some(table)
        return table
    }
}
