import Testing
@testable import WaylandScanner

/// The rule that decides which generated requests take their first argument without a label, so that call
/// sites read as Swift: `toplevel.setTitle(title)`, `wmBase.pong(serial)`, but `surface.attach(buffer: b, x: 0, y: 0)`.
@Suite("Argument labels: the first label goes when the method name already says it")
struct ArgumentLabelTests {
    @Test(
        "a request whose name ends with its first argument's name takes that argument unlabelled",
        arguments: [
            ("set_title", ["title"]),
            ("set_app_id", ["app_id"]),
            ("set_parent", ["parent"]),
            ("set_buffer_scale", ["scale"]),
            ("set_surrounding_text", ["text", "cursor", "anchor"]),
            ("key", ["key", "state"]),
            ("set_class", ["class_"]),
        ])
    func nameEndingWithTheArgumentDropsTheLabel(request: String, arguments: [String]) {
        #expect(Naming.omitsFirstLabel(request: request, arguments: arguments))
    }

    @Test(
        "a request whose only argument is a serial answers the event that carried it",
        arguments: [
            "pong", "ack_configure", "set_parent_configure", "commit",
        ])
    func loneSerialDropsTheLabel(request: String) {
        #expect(Naming.omitsFirstLabel(request: request, arguments: ["serial"]))
    }

    @Test(
        "labels stay where they say what the value is",
        arguments: [
            ("attach", ["buffer", "x", "y"]),
            ("damage_buffer", ["x", "y", "width", "height"]),
            ("move", ["seat", "serial"]),
            ("set_cursor", ["serial", "surface", "hotspot_x", "hotspot_y"]),
            ("resize", ["size"]),
            ("set_actions", ["dnd_actions"]),
            ("set_size", ["width", "height"]),
            ("destroy", []),
        ])
    func meaningfulLabelsStay(request: String, arguments: [String]) {
        #expect(!Naming.omitsFirstLabel(request: request, arguments: arguments))
    }

    @Test func emittedMethodsReadAsSwift() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="xdg_toplevel" version="1">
              <request name="set_title"><arg name="title" type="string" summary="the window title"/></request>
              <request name="set_class"><arg name="class" type="string"/></request>
              <request name="pong"><arg name="serial" type="uint"/></request>
              <request name="get_popup">
                <arg name="id" type="new_id" interface="xdg_popup"/>
                <arg name="popup" type="object" interface="xdg_surface" allow-null="true"/>
                <arg name="serial" type="uint"/>
              </request>
              <request name="move">
                <arg name="seat" type="object" interface="wl_seat"/>
                <arg name="serial" type="uint"/>
              </request>
            </interface>
            """)
        let source = try ScannerFixtures.generate(xml)
        #expect(source.contains("public func setTitle(_ title: String)"))
        #expect(source.contains("public func setClass(_ `class`: String)"))
        #expect(source.contains("public func pong(_ serial: UInt32)"))
        #expect(
            source.contains("public func getPopup(_ popup: XdgSurface?, serial: UInt32) -> XdgPopup"),
            "a typed new_id is the result, so the first parameter is the first other argument")
        #expect(source.contains("public func move(seat: WlSeat, serial: UInt32)"))
        #expect(source.contains("  - title:"), "the parameter's documentation keeps its name")
    }
}
