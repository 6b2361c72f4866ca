/// The observers of a window: the application's and the toolkit's, told each event once.
///
/// Observers are weak; the toolkit's own are notified first, then the application's, each in the order they were
/// added; one that went away is skipped and pruned.
extension Window {
    /// A weak reference to one observer.
    struct ObserverEntry {
        weak var observer: WindowObserver?
        /// Whether the toolkit added it (``addToolkitObserver(_:)``): told before the application's.
        var isToolkit = false
    }

    /// Starts notifying `observer` (held weakly) of the window's configures, resizes, scale changes, frames,
    /// activation, keyboard focus and closing; adding it twice does nothing.
    ///
    /// - Parameters:
    ///   - observer: The object to tell; the window does not keep it alive.
    public func addObserver(_ observer: WindowObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(ObserverEntry(observer: observer))
    }

    /// Starts notifying one of the toolkit's observers (a presentation queue, the view animator), before every
    /// observer of the application: an app that follows the window's frames sees its views where the frame shows
    /// them, after the view animations stepped.
    package func addToolkitObserver(_ observer: WindowObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        let firstOfTheApplication = observers.firstIndex { !$0.isToolkit } ?? observers.endIndex
        observers.insert(ObserverEntry(observer: observer, isToolkit: true), at: firstOfTheApplication)
    }

    /// Stops notifying `observer`.
    ///
    /// - Parameters:
    ///   - observer: An object given to ``addObserver(_:)``.
    public func removeObserver(_ observer: WindowObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Calls `body` for each live observer, oldest first; observers added meanwhile wait for the next event.
    func notifyObservers(_ body: (WindowObserver) -> Void) {
        for entry in observers {
            if let observer = entry.observer { body(observer) }
        }
    }
}
