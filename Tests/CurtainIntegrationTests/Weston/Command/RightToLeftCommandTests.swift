import CurtainTestSupport
import Foundation
import Testing

/// `curtain` in Arabic and Hebrew sessions, and with Hebrew text in an English one, on weston: the dialog mirrors
/// as GTK's do there, seen in the screenshot.
///
/// The alert's buttons are a red destructive "Delete" and a blue cancel "Keep", so the screenshot tells them
/// apart without reading text: left to right the cancel button leads (left) and Delete is on the right; right to
/// left the row reads from the right, so Delete is on the left. The labels are given on the command line, so the
/// checks hold whatever the catalogs translate.
@Suite("curtain right to left on weston", .serialized, .integrationTimeLimit, .blocking)
struct RightToLeftCommandTests: CommandSuite {
    let fixture: CommandFixture

    init() throws {
        fixture = try CommandFixture()
        try weston.waitForBackground()
    }

    /// Where the screenshots go when `CURTAIN_RTL_SHOTS` names a directory, to look at them.
    private static let shotDirectory = ProcessInfo.processInfo.environment["CURTAIN_RTL_SHOTS"]

    /// Shows `arguments` in an environment of `locale`, screenshots it, answers Escape, and returns the window's
    /// frame (without its shadow margin) and the screenshot.
    private func show(_ arguments: [String], locale: [String: String], name: String) throws -> (
        window: PixelRect, shot: Screenshot
    ) {
        let run = try CurtainProcess(["alert", "--transition", "none"] + arguments, on: weston, environment: locale)
        var window = try run.waitUntilPresented(input)
        window.frame = window.frame.insetBy(28)
        let shot = try screenshotThenEscape(name: name)
        let result = try run.finish()
        #expect(result.stdout == "Keep\n", "Escape chose the cancel button; stderr: \(result.stderr)")
        return (window.frame, shot)
    }

    /// Screenshots the output with the pointer out of the way (kept as `name` in `CURTAIN_RTL_SHOTS`), then
    /// presses Escape, which ends every dialog here.
    private func screenshotThenEscape(name: String) throws -> Screenshot {
        input.parkPointer(on: weston)
        try input.sync()
        let shot = try weston.screenshot()
        if let directory = Self.shotDirectory { try shot.writePNG(to: "\(directory)/\(name).png") }
        input.tap(.escape)
        try input.sync()
        return shot
    }

    /// The middle of the pixels of the alert's buttons' row (its lower quarter) that are mostly `red` or mostly
    /// blue; nil when there are none.
    private func inkCentre(in shot: Screenshot, window: PixelRect, red: Bool) -> Int? {
        let row = PixelRect(x: window.x, y: window.y + window.height * 3 / 4, width: window.width, height: window.height / 4)
        var xs: [Int] = []
        for y in row.y..<row.maxY {
            for x in row.x..<row.maxX {
                let p = shot.pixel(x: x, y: y)
                let (r, g, b) = (Int(p.red), Int(p.green), Int(p.blue))
                let isRed = r > 150 && g < 110 && b < 110
                let isBlue = b > 150 && r < 110
                if red ? isRed : isBlue { xs.append(x) }
            }
        }
        guard !xs.isEmpty else { return nil }
        return xs.reduce(0, +) / xs.count
    }

    static let question = [
        "--title", "Delete", "--message", "Delete the file for good?",
        "--button", "Delete:destructive", "--button", "Keep:cancel",
    ]

    /// Whether Delete (red) sits left of Keep (blue) in the dialog that `arguments` shows in `locale`.
    private func deleteIsLeftOfKeep(_ arguments: [String], locale: [String: String], name: String) throws -> Bool {
        let shown = try show(arguments, locale: locale, name: name)
        let delete = try #require(inkCentre(in: shown.shot, window: shown.window, red: true), "red Delete drew")
        let keep = try #require(inkCentre(in: shown.shot, window: shown.window, red: false), "blue Keep drew")
        #expect(abs(delete - keep) > shown.window.width / 4, "the buttons are apart: \(delete), \(keep)")
        return delete < keep
    }

    @Test func inEnglishTheCancelButtonLeadsOnTheLeft() throws {
        let left = try deleteIsLeftOfKeep(Self.question, locale: ["LANG": "en_US.UTF-8"], name: "alert-en")
        #expect(!left, "left to right, Delete is on the right")
    }

    @Test func inArabicTheButtonRowMirrors() throws {
        let left = try deleteIsLeftOfKeep(Self.question, locale: ["LANG": "ar_EG.UTF-8"], name: "alert-ar")
        #expect(left, "right to left, Delete is on the left")
    }

    @Test func inHebrewTheButtonRowMirrors() throws {
        let left = try deleteIsLeftOfKeep(
            Self.question, locale: ["LANG": "he_IL.UTF-8"], name: "alert-he")
        #expect(left, "right to left, Delete is on the left")
    }

    @Test func aHebrewMessageMirrorsTheDialogInAnEnglishSession() throws {
        let arguments = [
            "--title", "מחיקה", "--message", "למחוק את הקובץ לצמיתות?",
            "--button", "Delete:destructive", "--button", "Keep:cancel",
        ]
        let left = try deleteIsLeftOfKeep(arguments, locale: ["LANG": "en_US.UTF-8"], name: "alert-he-text")
        #expect(left, "the message's direction decides: Delete is on the left")
    }

    /// The progress dialog's bar at 30 %: the blue fill starts at the leading edge, on the right in Arabic.
    @Test func inArabicAProgressBarFillsFromTheRight() throws {
        for (locale, name, fromRight) in [("en_US.UTF-8", "progress-en", false), ("ar_EG.UTF-8", "progress-ar", true)] {
            let stdin = Pipe()
            let run = try CurtainProcess(
                ["--progress", "--title", "Copying", "--text", "Copying files", "--percentage", "30"], on: weston,
                environment: ["LANG": locale], standardInput: stdin.fileHandleForReading)
            let window = try run.waitForWindow(input).frame
            let shot = try screenshotThenEscape(name: name)
            _ = try run.finish()
            // The bar's fill is the system blue (0x007AFF) in the dialog's upper half, above the buttons (whose
            // titles may be blue too).
            let upperHalf = PixelRect(x: window.x, y: window.y, width: window.width, height: window.height / 2)
            let fill = try #require(
                shot.boundingBox(of: RGBA(red: 0x00, green: 0x7A, blue: 0xFF), tolerance: 24, in: upperHalf),
                "\(locale): the fill drew")
            let bar = PixelRect(x: window.x + 16, y: fill.y, width: window.width - 32, height: fill.height)
            let trackMiddle = bar.x + bar.width / 2
            #expect(fill.width < bar.width * 2 / 3, "\(locale): 30 % fills less than the whole track: \(fill)")
            #expect((fill.x + fill.width / 2 > trackMiddle) == fromRight, "\(locale): fill \(fill) in window \(window)")
        }
    }
}
