import CurtainCDBus
@testable import CurtainDBus
import CurtainTestSupport
import Testing

/// libdbus is loaded with `dlopen`, through declarations of its ABI in CurtainCDBus's shim rather than its headers:
/// these check that the declarations match the installed library.
@Suite("libdbus, loaded when first used", .blocking)
struct LibDBusTests {
    @Test("every function Curtain calls resolves in the installed libdbus-1.so.3")
    func everyFunctionResolves() {
        #expect(LibDBus.library != nil, "libdbus-1.so.3 or one of its functions is missing (Debian package libdbus-1-3)")
    }

    @Test("the structs Curtain allocates for libdbus have libdbus's sizes")
    func structSizesMatchLibDBus() {
        // sizeof(DBusMessageIter) and sizeof(DBusError) in <dbus/dbus.h> on 64-bit systems; libdbus writes into
        // both, so a smaller declaration would corrupt the stack.
        #expect(MemoryLayout<DBusMessageIter>.size == 72)
        #expect(MemoryLayout<DBusError>.size == 32)
    }

    @Test("a DBusError set by libdbus reads back through the declared fields")
    func errorFieldsReadBack() throws {
        let library = try #require(LibDBus.library)
        var error = DBusError()
        library.dbus_error_init(&error)
        defer { library.dbus_error_free(&error) }
        #expect(library.dbus_connection_open_private("unix:path=/nonexistent/curtain-test", &error) == nil)
        #expect(library.dbus_error_is_set(&error) != 0)
        // No such socket: libdbus names the error and says which path it tried.
        #expect(error.name.map { String(cString: $0) } == "org.freedesktop.DBus.Error.FileNotFound")
        #expect(error.message.map { String(cString: $0) }?.contains("/nonexistent/curtain-test") == true)
    }
}
