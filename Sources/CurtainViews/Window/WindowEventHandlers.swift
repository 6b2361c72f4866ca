import CurtainRendering

/// The closures through which an application hears a ``Window``'s events; see the matching properties of
/// ``Window`` (``Window/onResize`` and friends) for when each is called.
///
/// Kept apart from the toolkit's own listeners (``WindowObserver``s, key interceptors), which are lists and
/// are notified first: these belong to the application, one closure per event.
struct WindowEventHandlers {
    var onCloseRequest: (() -> Void)?
    var onResize: ((Size) -> Void)?
    var onScaleChange: ((Int32) -> Void)?
    var onActivationChange: ((Bool) -> Void)?
    var onFrame: ((UInt32) -> Void)?
}
