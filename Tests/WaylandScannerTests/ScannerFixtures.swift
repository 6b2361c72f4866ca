import Foundation
@testable import WaylandScanner

/// Shared helpers: run the scanner's stages on inline XML.
enum ScannerFixtures {
    /// Wraps interface XML in a `<protocol>`.
    static func protocolXML(_ interfaces: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <protocol name="test">
        \(interfaces)
        </protocol>
        """
    }

    /// The parsed model of `xml`.
    static func model(_ xml: String) throws -> Protocol {
        try Protocol.parse(XMLNode.parse(Data(xml.utf8)))
    }

    /// The declaration model of `xml` under `maxima`.
    static func declaration(_ xml: String, maxima: [String: UInt32] = [:]) throws -> ProtocolDeclaration {
        try ProtocolDeclaration(model(xml), sourceFile: "test.xml", imports: [], maxima: maxima)
    }

    /// The Swift source generated for `xml`.
    static func generate(_ xml: String, maxima: [String: UInt32] = [:], imports: [String] = []) throws -> String {
        try ScannerCommand.generate(Data(xml.utf8), file: "test.xml", imports: imports, maxima: maxima)
    }

    /// The error the scanner reports for `xml`, if any.
    static func failure(_ xml: String) -> ScanError? {
        do {
            _ = try generate(xml)
            return nil
        } catch let error as ScanError {
            return error
        } catch {
            return ScanError(line: 0, message: "unexpected \(error)")
        }
    }
}
