import CurtainTestSupport
import Foundation
import Testing

/// zenity mode in German and French, read through the accessibility tree beside zenity 3.44 itself in the same
/// locale: the dialog's name, its text and its buttons (mnemonics stripped, as a screen reader says them) are
/// the words GNOME users already hear, taken from zenity's and GTK's own catalogs.
@Suite("accessibility: curtain in German and French", .serialized, .integrationTimeLimit, .blocking)
struct LocalizedAccessibilityTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture() }

    /// `--question` with zenity's defaults in `locale`, answered by a click on `yes`, by zenity and by curtain.
    private func question(in locale: String, yes: String) throws -> (ours: HeardDialog, theirs: HeardDialog) {
        try CompiledCatalogs.require(locale: locale)
        let environment = bus.environment.merging(["LANG": locale]) { $1 }
        let zenity = try AccessibilityBus.require("/usr/bin/zenity", package: "zenity")
        let gtk = try CurtainProcess(
            ["--question"], executable: zenity, on: weston, environment: environment.merging(["GDK_BACKEND": "wayland"]) { $1 })
        let theirs = try HeardDialog(try bus.probe(pid: gtk.process.processIdentifier, click: yes))
        #expect(try gtk.finish().status == 0)

        let run = try CurtainProcess(["--question"], on: weston, environment: environment)
        let ours = try HeardDialog(try bus.probe(pid: run.process.processIdentifier, click: yes))
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        return (ours, theirs)
    }

    @Test func aGermanQuestionReadsAsZenitysDoes() throws {
        let (ours, theirs) = try question(in: "de_DE.UTF-8", yes: "Ja")
        #expect(ours.labels.contains("Wollen Sie fortfahren?"))
        #expect(ours.buttons == ["Ja", "Nein"])
        #expect(ours == theirs)
    }

    @Test func aFrenchQuestionReadsAsZenitysDoes() throws {
        let (ours, theirs) = try question(in: "fr_FR.UTF-8", yes: "Oui")
        #expect(ours.labels.contains("Voulez-vous vraiment continuer\u{A0}?"))  // French spacing: a no-break space
        #expect(ours.buttons == ["Non", "Oui"])
        #expect(ours == theirs)
    }

    @Test func aGermanEntryOffersAbbrechenAndOK() throws {
        try CompiledCatalogs.require(locale: "de_DE.UTF-8")
        let run = try CurtainProcess(
            ["--entry", "--text", "Name"], on: weston, environment: bus.environment.merging(["LANG": "de_DE.UTF-8"]) { $1 })
        let ours = try HeardDialog(try bus.probe(pid: run.process.processIdentifier, click: "Abbrechen"))
        #expect(try run.finish().status == 1)
        #expect(ours.dialog == "Einen neuen Eintrag hinzufügen")
        #expect(ours.buttons == ["Abbrechen", "OK"])
    }
}
