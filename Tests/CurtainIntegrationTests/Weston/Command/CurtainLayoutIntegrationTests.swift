import CurtainTestSupport
import Foundation
import Testing

/// `curtain alert` layouts in a real window on weston, checked by window geometry and pixels.
@Suite("curtain alert layouts on weston", .serialized, .integrationTimeLimit, .blocking)
struct CurtainLayoutIntegrationTests: CommandSuite {
    let fixture: CommandFixture

    init() throws {
        fixture = try CommandFixture()
        try weston.waitForBackground()
    }

    /// Shows `arguments` (without animation), waits for the alert, screenshots it, and returns
    /// the window's frame with the screenshot; the process is ended with Escape.
    /// The `window` returned is the window geometry: weston shows the toplevel's whole surface, which also
    /// holds the 28 px transparent margin of the window's shadow on every side.
    private func show(_ arguments: [String]) throws -> (window: MappedView, shot: Screenshot, run: CurtainProcess) {
        let run = try CurtainProcess(["alert", "--transition", "none"] + arguments, on: weston)
        var window = try run.waitUntilPresented(input)
        window.frame = window.frame.insetBy(28)
        input.parkPointer(on: weston)
        try input.sync()
        let shot = try weston.screenshot()
        return (window, shot, run)
    }

    /// Pixels darker than mid-grey inside `rect`: text.
    private func inkPixels(in shot: Screenshot, _ rect: PixelRect) -> Int {
        var count = 0
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let p = shot.pixel(x: x, y: y)
                if Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 110 { count += 1 }
            }
        }
        return count
    }

    @Test func manyButtonsStackInAColumn() throws {
        let row = try show(["--message", "m", "--button", "A", "--button", "B:cancel"])
        input.tap(.escape)
        try input.sync()
        _ = try row.run.finish()
        let column = try show(["--message", "m", "--button", "A", "--button", "B", "--button", "C:cancel"])
        input.tap(.escape)
        try input.sync()
        let result = try column.run.finish()
        #expect(result.stdout == "C\n")
        // Two buttons share a row; three stack, each 44 px tall.
        #expect(column.window.frame.width == row.window.frame.width)
        #expect(
            column.window.frame.height - row.window.frame.height >= 2 * 44 - 1,
            "row \(row.window.frame), column \(column.window.frame)")
    }

    @Test func aLongMessageScrollsInsideACappedCard() throws {
        let message = (1...120).map { "Line \($0) of a very long message." }.joined(separator: " ")
        let shown = try show(["--title", "Long", "--message", message])
        input.tap(.escape)
        try input.sync()
        _ = try shown.run.finish()
        #expect(shown.window.frame.height <= 600 + 1, "\(shown.window.frame)")
        #expect(shown.window.frame.height >= 500, "the card grew to its cap: \(shown.window.frame)")
    }

    @Test func anActionSheetRestsOnTheBottomEdgeAndEscapeChoosesCancel() throws {
        let shown = try show([
            "--style", "sheet", "--title", "Share", "--button", "Copy", "--button", "Delete:destructive",
            "--button", "Cancel:cancel",
        ])
        let frame = shown.window.frame
        // The window is the sheet: nothing dimmed above it, its light card reaches down to 8 px from the bottom.
        let top = shown.shot.pixel(x: frame.center.x, y: frame.y + 10)
        let bottom = shown.shot.pixel(x: frame.center.x, y: frame.maxY - 20)
        #expect(Int(top.red) > 230, "the sheet's colour, undimmed, at the window's top: \(top)")
        #expect(Int(bottom.red) > 230, "the sheet's cancel card at the bottom: \(bottom)")
        input.tap(.escape)
        try input.sync()
        let result = try shown.run.finish()
        #expect(result.status == 1)
        #expect(result.stdout == "Cancel\n")
    }

    @Test func aChineseMessageRenders() throws {
        let shown = try show(["--title", "提示", "--message", "文件已保存到您的文件夹中。"])
        let frame = shown.window.frame
        let card = PixelRect(x: frame.x + 30, y: frame.y + 25, width: frame.width - 60, height: 60)
        let ink = inkPixels(in: shown.shot, card)
        input.tap(.enter)
        try input.sync()
        let result = try shown.run.finish()
        #expect(result.status == 0)
        #expect(ink > 150, "title and message glyphs drew ink (\(ink) dark pixels)")
    }
}
