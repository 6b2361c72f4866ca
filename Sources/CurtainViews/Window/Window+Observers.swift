/// The toolkit's observers of a window and the slot where the presentation layer keeps its state.
///
/// Observers are weak and notified in the order they were added; one that went away is skipped and
/// pruned. Notification happens from the window's own handlers (configure, scale change, close),
/// never from the application's public closures, so apps cannot unhook them by setting those.
extension Window {
    /// A weak reference to one observer.
    struct ObserverEntry {
        weak var observer: WindowObserver?
    }

    /// Starts notifying `observer` (held weakly) of the window's configures, resizes, scale
    /// changes and closing; adding it twice does nothing.
    package func addObserver(_ observer: WindowObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(ObserverEntry(observer: observer))
    }

    /// Calls `body` for each live observer, oldest first; observers added meanwhile wait for the next event.
    func notifyObservers(_ body: (WindowObserver) -> Void) {
        for entry in observers {
            if let observer = entry.observer { body(observer) }
        }
    }
}
