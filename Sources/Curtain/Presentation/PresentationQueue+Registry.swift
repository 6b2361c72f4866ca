/// Finding a window's queue: windows have no stored slot for it, so queues are kept in a table
/// keyed by window, pruned as windows go away.
extension PresentationQueue {
    /// Every live queue.
    ///
    /// Safe as `nonisolated(unsafe)`: Curtain runs on one thread (the event loop's), and only
    /// presentation code on that thread touches the table.
    nonisolated(unsafe) private static var queues: [PresentationQueue] = []

    /// The queue of `window`, if it has one.
    static func queue(of window: Window) -> PresentationQueue? {
        queues.removeAll { $0.window == nil }
        return queues.first { $0.window === window }
    }

    /// Adds a new queue to the table.
    static func register(_ queue: PresentationQueue) {
        queues.removeAll { $0.window == nil }
        queues.append(queue)
    }

    /// The window whose queue shows or holds `viewController`.
    static func window(presenting viewController: ViewController) -> Window? {
        queues.first { queue in
            queue.current?.viewController === viewController
                || queue.waiting.contains { $0 === viewController }
        }?.window
    }
}
