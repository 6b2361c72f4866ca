/// The Wayland runtime: connection, proxies, dispatch and the event loop. Bindings are generated at build time.
