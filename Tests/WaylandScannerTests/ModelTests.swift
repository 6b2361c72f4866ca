import Testing
@testable import WaylandScanner

@Suite("Parsing protocol XML into the model")
struct ModelTests {
    @Test func readsArgumentKindsNullabilityAndInterfaces() throws {
        let model = try ScannerFixtures.model(
            ScannerFixtures.protocolXML(
                """
                <interface name="wl_thing" version="3">
                  <request name="attach">
                    <arg name="buffer" type="object" interface="wl_buffer" allow-null="true"/>
                    <arg name="title" type="string"/>
                    <arg name="keys" type="array"/>
                    <arg name="fd" type="fd"/>
                    <arg name="id" type="new_id" interface="wl_callback"/>
                    <arg name="x" type="fixed"/>
                  </request>
                  <request name="destroy" type="destructor" since="2"/>
                </interface>
                """))
        let interface = try #require(model.interfaces.first)
        #expect(interface.name == "wl_thing")
        #expect(interface.version == 3)
        let args = interface.requests[0].args
        #expect(args.map(\.type) == [Arg.Kind.object, .string, .array, .fd, .newID, .fixed])
        #expect(args[0].allowsNull)
        #expect(args[0].interface == "wl_buffer")
        #expect(!args[1].allowsNull)
        #expect(interface.requests[1].isDestructor)
        #expect(interface.requests[1].since == 2)
        #expect(!interface.requests[0].isDestructor)
    }

    @Test func readsEnumsAndBitfieldsWithHexValues() throws {
        let model = try ScannerFixtures.model(
            ScannerFixtures.protocolXML(
                """
                <interface name="wl_shm" version="1">
                  <enum name="format">
                    <entry name="argb8888" value="0"/>
                    <entry name="yuyv" value="0x56595559"/>
                  </enum>
                  <enum name="capability" bitfield="true" since="2">
                    <entry name="pointer" value="1"/>
                    <entry name="keyboard" value="2" since="3"/>
                  </enum>
                </interface>
                """))
        let enums = try #require(model.interfaces.first).enums
        #expect(enums[0].entries.map(\.value) == [0, 0x5659_5559])
        #expect(!enums[0].isBitfield)
        #expect(enums[1].isBitfield)
        #expect(enums[1].since == 2)
        #expect(enums[1].entries[1].since == 3)
    }

    @Test func keepsDescriptions() throws {
        let model = try ScannerFixtures.model(
            ScannerFixtures.protocolXML(
                """
                <interface name="wl_a" version="1">
                  <description summary="a thing">
                    Some text.
                  </description>
                </interface>
                """))
        let documentation = try #require(model.interfaces.first?.documentation)
        #expect(documentation.summary == "a thing")
        #expect(documentation.body.contains("Some text."))
    }
}
