import Testing
@testable import WaylandScanner

@Suite("Declarations: names, signatures, types and versions")
struct DeclarationTests {
    static let surfaceXML = ScannerFixtures.protocolXML(
        """
        <interface name="wl_surface" version="6">
          <request name="destroy" type="destructor"/>
          <request name="attach">
            <arg name="buffer" type="object" interface="wl_buffer" allow-null="true"/>
            <arg name="x" type="int"/>
          </request>
          <request name="frame">
            <arg name="callback" type="new_id" interface="wl_callback"/>
          </request>
          <request name="set_buffer_transform" since="2">
            <arg name="transform" type="int" enum="wl_output.transform"/>
          </request>
          <request name="offset" since="5">
            <arg name="x" type="int"/>
          </request>
          <event name="enter">
            <arg name="output" type="object" interface="wl_output"/>
          </event>
          <event name="preferred_buffer_scale" since="6">
            <arg name="factor" type="int"/>
          </event>
        </interface>
        """)

    @Test func signaturesCarrySinceNullabilityAndTypes() throws {
        let surface = try #require(try ScannerFixtures.declaration(Self.surfaceXML).classes.first)
        #expect(surface.requestDescriptors.map(\.signature) == ["", "?oi", "n", "2i", "5i"])
        #expect(surface.requestDescriptors[1].types == ["WlBuffer"])
        #expect(surface.requestDescriptors[0].isDestructor)
        #expect(surface.eventDescriptors.map(\.signature) == ["o", "6i"])
    }

    @Test func maxVersionLeavesOutNewerMessages() throws {
        let surface = try #require(try ScannerFixtures.declaration(Self.surfaceXML, maxima: ["wl_surface": 4]).classes.first)
        #expect(surface.version == 4)
        #expect(surface.requests.map(\.swiftName) == ["destroy", "attach", "frame", "setBufferTransform"])
        #expect(surface.events.map(\.caseName) == ["enter"])
        let source = try ScannerFixtures.generate(Self.surfaceXML, maxima: ["wl_surface": 4])
        #expect(!source.contains("offset"))
        #expect(!source.contains("preferredBufferScale"))
        #expect(source.contains("Available since version 2."))
    }

    @Test func limitsFlowFromAGlobalToTheObjectsItCreates() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="wl_compositor" version="6">
              <request name="create_surface"><arg name="id" type="new_id" interface="wl_surface"/></request>
            </interface>
            <interface name="wl_surface" version="6">
              <request name="offset" since="5"><arg name="x" type="int"/></request>
            </interface>
            <interface name="wl_registry" version="1"/>
            """)
        let classes = try ScannerFixtures.declaration(xml, maxima: ["wl_compositor": 4]).classes
        #expect(classes.map(\.version) == [4, 4, 1])
        #expect(classes[1].requests.isEmpty)
    }

    @Test func requestsAreLabelledAndTyped() throws {
        let surface = try #require(try ScannerFixtures.declaration(Self.surfaceXML).classes.first)
        #expect(surface.requests[1].parameters == ["buffer: WlBuffer?", "x: Int32"])
        #expect(surface.requests[1].arguments == [".object(buffer)", ".int(x)"])
        #expect(surface.requests[2].result == .proxy("WlCallback"))
        #expect(surface.requests[3].parameters == ["_ transform: WlOutput.Transform"])
        #expect(surface.requests[3].arguments == [".uint(transform.rawValue)"])
        #expect(surface.events[0].payload == ["output: WlOutput?"])
    }

    @Test func fixedSizeRequestsMarshalInPlaceAndStringsDoNot() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="xdg_toplevel" version="1">
              <request name="set_title"><arg name="title" type="string"/></request>
              <request name="move">
                <arg name="seat" type="object" interface="wl_seat"/><arg name="serial" type="uint"/>
              </request>
              <request name="get_child"><arg name="id" type="new_id" interface="xdg_toplevel"/></request>
              <request name="set_data"><arg name="data" type="array"/></request>
            </interface>
            """)
        let toplevel = try #require(try ScannerFixtures.declaration(xml).classes.first)
        #expect(toplevel.requests.map(\.marshalsInPlace) == [false, true, true, false])
        let source = try ScannerFixtures.generate(xml)
        #expect(source.contains("var arguments: (WireArgument, WireArgument) = (.object(seat), .uint(serial))"))
        #expect(source.contains("return withUnsafeMutableBytes(of: &arguments) { create(2, $0) as XdgToplevel }"))
        #expect(source.contains("send(0, [.string(title)])"))
    }

    @Test func untypedNewIDBecomesAGenericBind() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="wl_registry" version="1">
              <request name="bind">
                <arg name="name" type="uint"/>
                <arg name="id" type="new_id"/>
              </request>
            </interface>
            """)
        let registry = try #require(try ScannerFixtures.declaration(xml).classes.first)
        #expect(registry.requestDescriptors[0].signature == "usun")
        #expect(registry.requestDescriptors[0].types == [nil])
        #expect(registry.requests[0].result == .generic)
        #expect(registry.requests[0].parameters == ["name: UInt32", "_ type: T.Type", "version: UInt32"])
        let source = try ScannerFixtures.generate(xml)
        #expect(source.contains("public func bind<T: Proxy>(name: UInt32, _ type: T.Type, version: UInt32) -> T"))
    }

    @Test func eventArgumentsDecodeByKind() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="wl_keyboard" version="1">
              <event name="keymap">
                <arg name="format" type="uint" enum="keymap_format"/>
                <arg name="fd" type="fd"/>
                <arg name="size" type="uint"/>
              </event>
              <event name="enter">
                <arg name="surface" type="object" interface="wl_surface"/>
                <arg name="keys" type="array"/>
                <arg name="x" type="fixed"/>
                <arg name="name" type="string" allow-null="true"/>
              </event>
              <event name="data_offer">
                <arg name="id" type="new_id" interface="wl_data_offer"/>
              </event>
              <enum name="keymap_format"><entry name="xkb_v1" value="1"/></enum>
            </interface>
            """)
        let events = try #require(try ScannerFixtures.declaration(xml).classes.first).events
        #expect(events[0].payload == ["format: WlKeyboard.KeymapFormat", "fd: Int32", "size: UInt32"])
        #expect(events[0].decoders == ["format: try a.enumeration(0)", "fd: a.fd(1)", "size: a.uint(2)"])
        #expect(events[1].payload == ["surface: WlSurface?", "keys: [UInt8]", "x: Double", "name: String?"])
        #expect(events[2].payload == ["id: WlDataOffer"])
        #expect(events[2].decoders == ["id: try a.newObject(0)"])
    }

    @Test func enumsAndBitfieldsBecomeEnumsAndOptionSets() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="wl_output" version="2">
              <enum name="transform">
                <entry name="normal" value="0"/>
                <entry name="90" value="1"/>
                <entry name="flipped_90" value="5"/>
                <entry name="default" value="7" since="3"/>
              </enum>
              <enum name="mode" bitfield="true">
                <entry name="none" value="0"/>
                <entry name="current" value="0x1"/>
              </enum>
            </interface>
            """)
        let source = try ScannerFixtures.generate(xml)
        #expect(source.contains("public enum Transform: UInt32, Sendable"))
        #expect(source.contains("case _90 = 1"))
        #expect(source.contains("case flipped90 = 5"))
        #expect(!source.contains("default"), "entries newer than the interface's version are left out")
        #expect(source.contains("public struct Mode: OptionSet, Sendable"))
        #expect(source.contains("public static let none: Mode = []"))
        #expect(source.contains("public static let current: Mode = Mode(rawValue: 0x1)"))
    }

    @Test func keywordsAreEscaped() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="a" version="1">
              <request name="set"><arg name="class" type="string"/></request>
              <enum name="e"><entry name="default" value="0"/></enum>
            </interface>
            """)
        let source = try ScannerFixtures.generate(xml)
        #expect(source.contains("public func set(`class`: String)"))
        #expect(source.contains(".string(`class`)"))
        #expect(source.contains("case `default` = 0"))
    }

    @Test func namesFollowTheContract() {
        #expect(Naming.typeName("wp_fractional_scale_manager_v1") == "WpFractionalScaleManagerV1")
        #expect(Naming.typeName("curtain_test_input") == "CurtainTestInput")
        #expect(Naming.memberName("damage_buffer") == "damageBuffer")
        #expect(Naming.memberName("270") == "_270")
        #expect(Naming.enumTypeName("button_state", in: "wl_pointer") == "WlPointer.ButtonState")
        #expect(Naming.enumTypeName("wl_output.transform", in: "wl_surface") == "WlOutput.Transform")
    }
}
