import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainReadmeExamples

/// Issue 20: the Layout article's sign-in form, shown on weston and read back from the screenshot. Nothing in
/// the form computes a frame; the pixels show the grid and the stacks did the work.
@Suite(.serialized, .integrationTimeLimit, .mainActorTurns) @MainActor struct LayoutIntegrationTests {
    @Test func theSignInFormLinesUpItsLabelsFieldsAndButtons() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "Sign in", appID: "org.curtain.tests", size: Size(width: 420, height: 220))
        let (fields, buttons) = showSignInForm(in: window)
        let frame = try await fixture.show(window)
        try fixture.weston.waitForBackground()
        let shot = try await fixture.screenshot(of: window)
        let background = shot.pixel(x: frame.x + 4, y: frame.maxY - 4)

        // Each row's band on screen: the label's ink left of the field, the field's box right of it.
        let fieldViews = fields.rows.compactMap { $0.last ?? nil }
        #expect(fieldViews.count == 3)
        var labelStarts: [Int] = [], fieldBoxes: [PixelRect] = []
        for field in fieldViews {
            let rect = screenRect(of: field, in: frame)
            let band = PixelRect(x: frame.x, y: rect.y, width: frame.width, height: rect.height)
            let labelArea = PixelRect(x: frame.x, y: band.y, width: rect.x - frame.x - 2, height: band.height)
            let fieldArea = PixelRect(x: rect.x - 2, y: band.y, width: frame.maxX - rect.x + 2, height: band.height)
            let ink = try #require(shot.boundingBox(notMatching: background, tolerance: 24, in: labelArea), "no label drawn")
            let box = try #require(shot.boundingBox(notMatching: background, tolerance: 8, in: fieldArea), "no field drawn")
            labelStarts.append(ink.x)
            fieldBoxes.append(box)
        }
        #expect(Set(labelStarts).count == 1, "the labels start at one edge: \(labelStarts)")
        #expect(labelStarts.allSatisfy { abs($0 - (frame.x + 16)) <= 2 }, "16 px in from the window's edge")
        #expect(Set(fieldBoxes.map(\.x)).count == 1, "the fields share their leading edge: \(fieldBoxes)")
        #expect(Set(fieldBoxes.map(\.maxX)).count == 1, "and their trailing edge: \(fieldBoxes)")
        #expect(fieldBoxes.allSatisfy { abs($0.maxX - (frame.maxX - 16)) <= 1 }, "16 px in from the right: \(fieldBoxes)")
        #expect(labelStarts.allSatisfy { start in fieldBoxes.allSatisfy { $0.x > start + 40 } }, "fields right of the labels")

        // The filled button ends at the right margin, below the last field; Cancel sits 8 px left of it. (A button
        // draws its fill a few pixels inside its frame.)
        let titled = { (title: String) in buttons.arrangedSubviews.first { ($0 as? Button)?.title == title } }
        let signIn = screenRect(of: try #require(titled("Sign In")), in: frame)
        let cancel = screenRect(of: try #require(titled("Cancel")), in: frame)
        #expect(signIn.maxX == frame.maxX - 16, "Sign In ends 16 px in from the right: \(signIn) in \(frame)")
        let fill = try #require(shot.boundingBox(of: RGBA(red: 0x00, green: 0x7A, blue: 0xFF), tolerance: 6, in: signIn))
        #expect(fill.maxX >= signIn.maxX - 4 && fill.width >= signIn.width - 8, "filled across its frame: \(fill) in \(signIn)")
        #expect(fill.y >= fieldBoxes[2].maxY + 12, "below the fields: \(fill)")
        #expect(cancel.maxX == signIn.x - 8, "8 px between the buttons")
        #expect(shot.boundingBox(notMatching: background, tolerance: 24, in: cancel) != nil, "Cancel is drawn")
    }
}
