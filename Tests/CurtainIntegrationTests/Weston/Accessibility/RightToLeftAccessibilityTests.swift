import CurtainTestSupport
import Foundation
import Testing

/// zenity (GTK 3) beside `curtain` in zenity mode in Arabic and Hebrew sessions, read through AT-SPI: the accessible
/// extents (window coordinates) show the same mirrored layout in both, and the left-to-right one in English.
///
/// Buttons carry labels given on the command line (`--ok-label`, `--cancel-label`), so the checks hold whatever
/// either program's catalogs translate.
@Suite("right to left beside zenity, through AT-SPI", .serialized, .integrationTimeLimit, .blocking)
struct RightToLeftAccessibilityTests: AccessibilitySuite {
    let fixture: AccessibilityFixture

    init() throws { fixture = try AccessibilityFixture() }

    static let arabic = ["LANG": "ar_EG.UTF-8"]
    static let hebrew = ["LANG": "he_IL.UTF-8"]
    static let english = ["LANG": "en_US.UTF-8"]

    /// Runs `arguments` by zenity or by curtain in `locale`, reads its tree once `roles` show, clicks `close`, and
    /// returns the tree.
    private func tree(
        _ arguments: [String], zenity: Bool, locale: [String: String], waitRoles roles: [String] = [],
        close: String = "Keep"
    ) throws -> [String: Any] {
        let executable = zenity ? try AccessibilityBus.require("/usr/bin/zenity", package: "zenity") : nil
        let environment = bus.environment.merging(locale) { $1 }.merging(["GDK_BACKEND": "wayland"]) { $1 }
        let run = try CurtainProcess(arguments, executable: executable, on: weston, environment: environment)
        let probe = try bus.probe(pid: run.process.processIdentifier, waitRoles: roles, click: close)
        let result = try run.finish()
        #expect(result.status == 1, "closed by its cancel button; stderr: \(result.stderr)")
        return try #require(probe["tree"] as? [String: Any], "\(probe)")
    }

    /// The left edge, in window coordinates, of the first node of `role` named `name`.
    private func left(of name: String, role: String, in tree: [String: Any]) throws -> Int {
        let node = try #require(
            AccessibleTree.first(in: tree) { $0["role"] as? String == role && $0["name"] as? String == name },
            "a \(role) named \(name)")
        let extents = try #require(node["extents"] as? [Int])
        return extents[0]
    }

    static let question = ["--question", "--text", "Delete the file?", "--ok-label", "Delete", "--cancel-label", "Keep"]

    /// Whether the affirmative button is left of the cancel button in the question `zenity` or curtain shows.
    private func affirmativeLeads(zenity: Bool, locale: [String: String]) throws -> Bool {
        let tree = try tree(Self.question, zenity: zenity, locale: locale)
        return try left(of: "Delete", role: "push button", in: tree) < left(of: "Keep", role: "push button", in: tree)
    }

    @Test func aQuestionsButtonsSwapSidesInArabicAndHebrewAsZenitysDo() throws {
        for zenity in [true, false] {
            let program = zenity ? "zenity" : "curtain"
            #expect(try !affirmativeLeads(zenity: zenity, locale: Self.english), "\(program) in English: Keep, then Delete")
            #expect(try affirmativeLeads(zenity: zenity, locale: Self.arabic), "\(program) in Arabic: Delete on the left")
            #expect(try affirmativeLeads(zenity: zenity, locale: Self.hebrew), "\(program) in Hebrew: Delete on the left")
        }
    }

    /// A system prompt reads in the locale's direction, never its text's: askpass's yes/no question about a key
    /// whose comment is Hebrew keeps No on the left and Yes on the right in an English session (a script's Hebrew
    /// question mirrors), and an Arabic session mirrors it.
    @Test func aSystemPromptsButtonsFollowTheLocaleNotItsText() throws {
        // "Use Dana's key?": Hebrew from its first letter, so a dialog that followed its text would mirror.
        let question = ["askpass", "האם להשתמש במפתח של דנה?"]
        // The Arabic labels come from curtain's own catalog, which must be compiled and its locale generated.
        try CompiledCatalogs.require(locale: "ar_EG.UTF-8")
        for (locale, no, yes, mirrored) in [(Self.english, "No", "Yes", false), (Self.arabic, "لا", "نعم", true)] {
            let environment = locale.merging(["SSH_ASKPASS_PROMPT": "confirm"]) { $1 }
            let tree = try tree(question, zenity: false, locale: environment, close: no)
            let noLeft = try left(of: no, role: "push button", in: tree)
            let yesLeft = try left(of: yes, role: "push button", in: tree)
            #expect((yesLeft < noLeft) == mirrored, "\(locale): No at \(noLeft), Yes at \(yesLeft)")
        }
    }

    @Test func aChecklistsCheckBoxColumnIsOnTheRightInArabicAsZenitysIs() throws {
        let arguments = [
            "--list", "--checklist", "--text", "Pick", "--column", "Pick", "--column", "Name",
            "TRUE", "Apple", "FALSE", "Pear", "--cancel-label", "Keep",
        ]
        for zenity in [true, false] {
            let program = zenity ? "zenity" : "curtain"
            for (locale, mirrored) in [(Self.english, false), (Self.arabic, true)] {
                let tree = try tree(arguments, zenity: zenity, locale: locale, waitRoles: ["table"])
                let pick = try left(of: "Pick", role: "table column header", in: tree)
                let name = try left(of: "Name", role: "table column header", in: tree)
                let apple = try left(of: "Apple", role: "table cell", in: tree)
                #expect(
                    (pick > name) == mirrored, "\(program) \(locale): the check column's header at \(pick), Name's at \(name)")
                #expect((apple < pick) == mirrored, "\(program) \(locale): Apple at \(apple)")
            }
        }
    }

    @Test func aFormsLabelIsRightOfItsFieldInArabicAsZenitysIs() throws {
        let arguments = ["--forms", "--text", "Sign in", "--add-entry", "Name", "--cancel-label", "Keep"]
        for zenity in [true, false] {
            let program = zenity ? "zenity" : "curtain"
            for (locale, mirrored) in [(Self.english, false), (Self.arabic, true)] {
                let tree = try tree(arguments, zenity: zenity, locale: locale, waitRoles: ["text"])
                let label = try left(of: "Name", role: "label", in: tree)
                let field = try #require(AccessibleTree.first(in: tree) { $0["role"] as? String == "text" })
                let fieldLeft = try #require(field["extents"] as? [Int])[0]
                #expect((label > fieldLeft) == mirrored, "\(program) \(locale): label at \(label), field at \(fieldLeft)")
            }
        }
    }
}
