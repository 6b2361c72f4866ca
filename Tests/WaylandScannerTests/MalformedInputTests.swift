import Foundation
import Testing
@testable import WaylandScanner

@Suite("Malformed XML is reported with file and line")
struct MalformedInputTests {
    @Test func mismatchedTagNamesItsLine() throws {
        let xml = """
            <protocol name="x">
              <interface name="a" version="1">
                <request name="b">
              </interface>
            </protocol>
            """
        let error = try #require(ScannerFixtures.failure(xml))
        #expect(error.line == 4)
        #expect(error.description.hasPrefix("test.xml:4: error: malformed XML"))
    }

    @Test func invalidUTF8NamesItsLine() throws {
        // FoundationXML traps on an attribute name that is not UTF-8; the scanner must report it instead.
        var bytes = Array("<protocol name=\"x\">\n  <interface na".utf8) + [0xFF]
        bytes += Array("me=\"a\" version=\"1\"/>\n</protocol>\n".utf8)
        do {
            _ = try ScannerCommand.generate(Data(bytes), file: "bad.xml")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.description == "bad.xml:2: error: malformed XML: the file is not valid UTF-8")
        }
    }

    @Test func truncatedDocumentIsAnError() throws {
        let error = try #require(ScannerFixtures.failure("<protocol name=\"x\">\n<interface name=\"a\">\n"))
        #expect(error.description.contains("test.xml:"))
        #expect(error.message.contains("malformed XML"))
    }

    @Test func unknownArgumentTypeNamesItsLine() throws {
        let xml = ScannerFixtures.protocolXML(
            """
            <interface name="a" version="1">
              <request name="b">
                <arg name="c" type="float"/>
              </request>
            </interface>
            """)
        let error = try #require(ScannerFixtures.failure(xml))
        #expect(error.line == 5)
        #expect(error.message == "unknown argument type 'float'")
    }

    @Test func missingNameAttributeIsAnError() throws {
        let error = try #require(ScannerFixtures.failure(ScannerFixtures.protocolXML("<interface version=\"1\"/>")))
        #expect(error.line == 3)
        #expect(error.message.contains("'name'"))
    }

    @Test func wrongRootElementIsAnError() throws {
        let error = try #require(ScannerFixtures.failure("<interface name=\"a\"/>"))
        #expect(error.message.contains("<protocol>"))
    }

    @Test func commandLineNeedsBothFiles() {
        #expect(throws: ScannerCommand.UsageError.self) { try ScannerCommand.Options(arguments: ["in.xml"]) }
        #expect(throws: ScannerCommand.UsageError.self) {
            try ScannerCommand.Options(arguments: ["in.xml", "out.swift", "--max", "wl_seat"])
        }
    }

    @Test func commandLineReadsImportsAndLimits() throws {
        let options = try ScannerCommand.Options(
            arguments: ["in.xml", "out.swift", "--import", "Wayland", "--max", "wl_seat=7", "--max", "wl_shm=1"])
        #expect(
            options
                == ScannerCommand.Options(
                    input: "in.xml", output: "out.swift", imports: ["Wayland"],
                    maxima: ["wl_seat": 7, "wl_shm": 1]))
    }
}
