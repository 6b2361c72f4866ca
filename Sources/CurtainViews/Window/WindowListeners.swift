/// The toolkit's listeners on a ``Window``: the observers that follow its life (presentations) and the key
/// interceptors that see keys before its views.
///
/// Lists, unlike the application's one-per-event closures (``WindowEventHandlers``), because several
/// presentations may stack over one window; observers are held weakly so a presentation that goes away simply
/// stops hearing.
struct WindowListeners {
    /// Each observer, oldest first; see `Window+Observers.swift`.
    var observers: [Window.ObserverEntry] = []
    /// The key interceptors, oldest first; the newest sees a key first.
    var keyInterceptors: [KeyInterceptor] = []
}
