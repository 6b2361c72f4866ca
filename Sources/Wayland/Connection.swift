/// The state shared by a `Display` and every proxy made on it.
///
/// Proxies hold it, not the `Display`, so that dropping the display disconnects even while proxies remain;
/// those proxies then skip their destructor requests instead of touching freed libwayland memory.
final class Connection {
    /// The `wl_display *`, `nil` once disconnected.
    private(set) var display: OpaquePointer?

    init(display: OpaquePointer) { self.display = display }

    var isConnected: Bool { display != nil }

    /// Forgets the display; `Display.disconnect` frees it.
    func close() { display = nil }
}
