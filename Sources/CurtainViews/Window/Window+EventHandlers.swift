import CurtainRendering

/// The application's closures for the window's events, kept in ``WindowEventHandlers``.
extension Window {
    /// Called when the compositor asks to close the window (`xdg_toplevel.close`). When `nil` (the default)
    /// the window closes itself; set it to ask the user first or to end the application.
    public var onCloseRequest: (() -> Void)? {
        get { handlers.onCloseRequest }
        set { handlers.onCloseRequest = newValue }
    }

    /// Called after a configure changed the window's size, once the tree has the new size and before the
    /// frame answering the configure is drawn. It belongs to the application: presentations follow
    /// resizes through their own observer (`WindowObserver`), whatever this is set to.
    public var onResize: ((Size) -> Void)? {
        get { handlers.onResize }
        set { handlers.onResize = newValue }
    }

    /// Called after the window's buffer scale changed (the window moved to an output of another
    /// scale), once the tree is marked for a full repaint at the new scale.
    public var onScaleChange: ((Int32) -> Void)? {
        get { handlers.onScaleChange }
        set { handlers.onScaleChange = newValue }
    }

    /// Called when the window gains or loses the compositor's `activated` state.
    public var onActivationChange: ((Bool) -> Void)? {
        get { handlers.onActivationChange }
        set { handlers.onActivationChange = newValue }
    }

    /// Called on each frame callback (`wl_callback.done`, time in ms) before the window repaints;
    /// animations advance here and mark views dirty.
    public var onFrame: ((UInt32) -> Void)? {
        get { handlers.onFrame }
        set { handlers.onFrame = newValue }
    }
}
