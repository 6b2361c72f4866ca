import CurtainDBus
import CurtainTestSupport
import Glibc
import Testing

/// The D-Bus client (CurtainDBus) against a real `dbus-daemon` (the private bus of the suite's mutter):
/// arguments go out, arrays, dictionaries and variants come back, errors keep their D-Bus names.
@Suite("DBusConnection on a real bus", .serialized, MutterSuite(), .integrationTimeLimit, .blocking)
struct DBusConnectionTests {
    private static let bus = "org.freedesktop.DBus"

    private func connect() throws -> DBusConnection {
        try DBusConnection(address: try MutterSuite.harness().busAddress)
    }

    @Test func registersAndListsTheNamesOnTheBus() throws {
        let connection = try connect()
        #expect(connection.uniqueName.hasPrefix(":"))
        #expect(connection.isConnected)
        let reply = try connection.call(
            destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
            method: "ListNames")
        guard case .array(let element, let names)? = reply.first else {
            Issue.record("ListNames returned \(reply)")
            return
        }
        #expect(element == "s")
        let strings = names.compactMap(\.stringValue)
        #expect(strings.contains("org.gnome.Mutter.RemoteDesktop") && strings.contains(connection.uniqueName))
    }

    @Test func readsADictionaryOfVariantsAndAProperty() throws {
        let connection = try connect()
        let reply = try connection.call(
            destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
            method: "GetConnectionCredentials", arguments: [.string(connection.uniqueName)])
        let credentials = try #require(reply.first?.dictionaryValue, "\(reply)")
        #expect(credentials["ProcessID"]?.integerValue == Int(getpid()))
        #expect(credentials["UnixUserID"]?.integerValue == Int(getuid()))

        let version = try connection.property(
            "Version", of: "org.gnome.Mutter.RemoteDesktop",
            at: "/org/gnome/Mutter/RemoteDesktop", on: "org.gnome.Mutter.RemoteDesktop")
        #expect((version?.integerValue ?? 0) >= 1, "\(String(describing: version))")
    }

    @Test func sendsArgumentsAndReadsTheReply() throws {
        let connection = try connect()
        let reply = try connection.call(
            destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
            method: "RequestName", arguments: [.string("org.curtain.Tests"), .uint32(4)])
        #expect(reply == [.uint32(1)], "DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER: \(reply)")
        let owner = try connection.call(
            destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
            method: "GetNameOwner", arguments: [.string("org.curtain.Tests")])
        #expect(owner == [.string(connection.uniqueName)])
    }

    @Test func errorsCarryTheirDBusNameAndAClosedConnectionSaysSo() throws {
        let connection = try connect()
        #expect {
            try connection.call(
                destination: "org.curtain.Nobody", path: "/", interface: "org.curtain.Nobody",
                method: "Hello")
        } throws: { error in
            guard case .failed(let method, let name, _) = error as? DBusConnectionError else { return false }
            return method == "Hello" && name == "org.freedesktop.DBus.Error.ServiceUnknown"
        }
        connection.close()
        #expect(!connection.isConnected)
        #expect(throws: DBusConnectionError.closed) {
            try connection.call(
                destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
                method: "ListNames")
        }
    }

    @Test func signaturesOfContainers() {
        #expect(DBusValue.dictionary(["a": .uint32(1)]).signature == "a{sv}")
        #expect(DBusValue.structure([.int32(1), .string("x"), .array(elementSignature: "d", [])]).signature == "(isad)")
        #expect(DBusValue.variant(.bool(true)).signature == "v")
    }

    @Test func aMissingBusIsOneClearError() {
        #expect(throws: DBusConnectionError.self) {
            try DBusConnection(address: "unix:path=/nonexistent/curtain-bus")
        }
    }
}
