import CurtainInput

/// A closure that sees a ``Window``'s keys before its views; made by ``Window/addKeyInterceptor(_:)``.
///
/// The window holds it until ``remove()``; dropping your reference does not remove it.
@MainActor public final class KeyInterceptor {
    /// The window whose keys are intercepted.
    public private(set) weak var window: Window?
    /// Called for each key press and repeat; returns whether it consumed the key.
    let handle: @MainActor (KeyEvent) -> Bool

    init(window: Window, handle: @escaping @MainActor (KeyEvent) -> Bool) {
        self.window = window
        self.handle = handle
    }

    /// Whether the interceptor is still installed.
    public var isInstalled: Bool {
        window?.keyInterceptors.contains { $0 === self } ?? false
    }

    /// Stops intercepting; keys go to the next interceptor or the views. Safe to call more than once.
    public func remove() {
        window?.removeKeyInterceptor(self)
        window = nil
    }
}
