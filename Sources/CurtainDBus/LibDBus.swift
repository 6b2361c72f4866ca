import CurtainCDBus

/// libdbus, loaded with `dlopen` when the first ``DBusConnection`` opens.
///
/// Linking libdbus would have the dynamic loader map and relocate it, with libsystemd and the compression and
/// crypto libraries libsystemd needs, at every start of every dialog, before `main`; loaded here, that happens
/// only when a bus is used, and then on the thread that uses it (the settings portal's, for a dialog).
enum LibDBus {
    /// libdbus's functions; nil when libdbus (Debian package libdbus-1-3) is not installed.
    static let library: CurtainDBusLibrary? = {
        var library = CurtainDBusLibrary()
        return curtain_dbus_load(&library) != 0 ? library : nil
    }()
}

/// libdbus's functions, for code that runs only once a ``DBusConnection`` opened (which loaded them).
var libdbus: CurtainDBusLibrary {
    guard let library = LibDBus.library else { preconditionFailure("libdbus is used before a connection loaded it") }
    return library
}
