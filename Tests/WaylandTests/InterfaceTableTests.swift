import CurtainCWayland
import CurtainTestSupport
import Testing
@testable import Wayland

@Suite("Interface descriptors build libwayland tables", .blocking)
struct InterfaceTableTests {
    /// The C message table of `interface`'s requests or events as (name, signature, type names).
    static func table(_ interface: Interface, events: Bool = false) -> [(String, String, [String?])] {
        let c = interface.pointer.pointee
        let count = Int(events ? c.event_count : c.method_count)
        guard let messages = events ? c.events : c.methods else { return [] }
        return (0..<count).map { index in
            let message = messages[index]
            let signature = String(cString: message.signature)
            let slots = signature.filter(\.isLetter).count
            let types = (0..<slots).map { slot in message.types[slot].map { String(cString: $0.pointee.name) } }
            return (String(cString: message.name), signature, types)
        }
    }

    @Test func surfaceRequestsCarrySinceNullabilityAndTypes() throws {
        let requests = Self.table(WlSurface.interface)
        let attach = try #require(requests.first { $0.0 == "attach" })
        #expect(attach.1 == "?oii")
        #expect(attach.2 == ["wl_buffer", nil, nil])
        #expect(requests.first { $0.0 == "set_buffer_transform" }?.1 == "2i")
        #expect(requests.first { $0.0 == "frame" }?.2 == ["wl_callback"])
        #expect(String(cString: WlSurface.interface.pointer.pointee.name) == "wl_surface")
        #expect(WlSurface.interface.pointer.pointee.version == Int32(WlSurface.supportedVersion))
    }

    @Test func registryBindIsUntyped() throws {
        let bind = try #require(Self.table(WlRegistry.interface).first)
        #expect(bind.0 == "bind")
        #expect(bind.1 == "usun")
        #expect(bind.2 == [nil, nil, nil, nil])
        #expect(Self.table(WlRegistry.interface, events: true).map(\.1) == ["usu", "u"])
    }

    @Test func referencedInterfacesAreBuiltToo() {
        // libwayland decodes events for objects it creates itself, so their tables must be ready.
        _ = WlDataDevice.interface.pointer
        let offer = WlDataOffer.interface.pointer.pointee
        #expect(offer.event_count > 0)
        #expect(String(cString: offer.events[0].name) == "offer")
    }

    @Test func tablesAreBuiltOnce() {
        #expect(WlSeat.interface.pointer == WlSeat.interface.pointer)
        #expect(WlSeat.interface.pointer.pointee.methods == WlSeat.interface.pointer.pointee.methods)
    }

    @Test func supportedVersionsFollowTheProtocolList() {
        #expect(WlCompositor.supportedVersion == 5)
        #expect(WlSurface.supportedVersion == 5, "wl_surface shares wl_compositor's limit")
        #expect(WlSeat.supportedVersion == 7)
        #expect(XdgWmBase.supportedVersion == 3)
        #expect(XdgPopup.supportedVersion == 3)
        #expect(WlShm.supportedVersion == 1)
    }

    @Test func messageSinceComesFromTheSignature() {
        #expect(Interface.Message("a", "5?ou").since == 5)
        #expect(Interface.Message("a", "").since == 1)
        #expect(Interface.Message("a", "", destructor: true).isDestructor)
    }

    @Test func requestNamesAreReportedInSwiftSpelling() {
        #expect(Proxy.swiftName("set_buffer_transform") == "setBufferTransform")
        #expect(Proxy.swiftName("commit") == "commit")
    }
}
