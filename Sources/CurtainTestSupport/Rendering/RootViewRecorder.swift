import Curtain

/// A root view's delegate for a test: hands each frame request and cursor change to a closure. A root holds its
/// delegate weakly, so the test keeps the recorder as long as it listens.
@MainActor public final class RootViewRecorder: RootViewDelegate {
    /// Called when the root asks for a frame.
    public var needsFrame: (() -> Void)?
    /// Called when the root's cursor changes.
    public var cursorChange: ((CursorShape) -> Void)?

    /// Makes a recorder that does nothing until given closures.
    public init() {}

    public func rootViewNeedsFrame(_ root: RootView) { needsFrame?() }

    public func rootView(_ root: RootView, didChangeCursor cursor: CursorShape) { cursorChange?(cursor) }
}
