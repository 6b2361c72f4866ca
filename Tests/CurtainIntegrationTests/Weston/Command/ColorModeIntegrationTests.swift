import CurtainTestSupport
import Foundation
import Testing

/// `--color-selection` through weston with real keys, run twice per case: once by zenity 3.44 itself and once by
/// curtain, whose stdout and exit status must be the same byte for byte.
///
/// GTK 3's colour chooser dialog goes back to its palette whenever it maps, so zenity shows the palette with or
/// without `--show-palette`. With `--show-palette` the focus starts on the first swatch: Return or Space chooses the
/// swatch under it and, on the chosen one, is OK. Without it, GTK leaves the focus in the hidden editor, where Return
/// does nothing; Tab or Shift+Tab leaves it, and Return is then OK. A Return that does nothing leaves both waiting,
/// so a case that presses one ends the dialog with Escape after it.
@Suite("zenity --color-selection: curtain against zenity 3.44 on weston", .serialized, .integrationTimeLimit, .blocking)
struct ColorModeIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    static let right = Step.key(.right), down = Step.key(.down), space = Step.key(.space)
    static let enter = Step.key(.enter), escape = Step.key(.escape), tab = Step.key(.tab)
    static let backTab = Step.key(.tab, holding: [.leftShift])
    static let palette = ["--color-selection", "--show-palette"]

    static let plain = "--color-selection", shown = "--color-selection --show-palette"

    static let cases: [ZenityCase] = [
        ZenityCase(
            name: "Escape prints nothing, exit 1", row: plain, arguments: ["--color-selection"], steps: [escape],
            witness: .escape),
        ZenityCase(
            name: "Return does nothing in the hidden editor; Escape", row: plain, arguments: ["--color-selection"],
            steps: [enter, escape], witness: .return),
        ZenityCase(
            name: "Space does nothing in the hidden editor; Escape", row: plain, arguments: ["--color-selection"],
            steps: [space, escape], witness: .space),
        ZenityCase(
            name: "Down, Right in the hidden editor: zenity changes the colour unseen; Tab, Return", row: plain,
            arguments: ["--color-selection", "--color=navy"],
            steps: [down, right, tab, enter], witness: .moving,
            difference: .init(zenity: ("rgb(0,0,131)\n", 0), curtain: ("rgb(0,0,128)\n", 0))),
        ZenityCase(
            name: "Tab, Return: no colour chosen is white", row: plain, arguments: ["--color-selection"], steps: [tab, enter],
            witness: .tab),
        ZenityCase(
            name: "Shift+Tab, Return prints --color", row: plain, arguments: ["--color-selection", "--color=#ff0000"],
            steps: [backTab, enter], witness: .backTab),
        ZenityCase(name: "--color #rgb", row: plain, arguments: ["--color-selection", "--color", "#0f8"], steps: [tab, enter]),
        ZenityCase(name: "--color by name", row: plain, arguments: ["--color-selection", "--color=navy"], steps: [tab, enter]),
        ZenityCase(
            name: "--color rgb() with percentages", row: plain, arguments: ["--color-selection", "--color=rgb(100%,50%,0%)"],
            steps: [tab, enter]),
        ZenityCase(
            name: "--color rgba(): translucent prints rgba()", row: plain,
            arguments: ["--color-selection", "--color=rgba(10,20,30,0.5)"], steps: [tab, enter]),
        ZenityCase(
            name: "--color of the palette", row: plain, arguments: ["--color-selection", "--color=#3584e4"],
            steps: [tab, enter]),
        ZenityCase(
            name: "a --color GTK cannot parse is ignored", row: plain, arguments: ["--color-selection", "--color=bogus"],
            steps: [tab, enter]),
        ZenityCase(
            name: "--show-palette: Space chooses the first swatch, Space again is OK", row: shown, arguments: palette,
            steps: [space, space], witness: .space),
        ZenityCase(
            name: "--show-palette: Return, Return", row: shown, arguments: palette, steps: [enter, enter], witness: .return),
        ZenityCase(
            name: "--show-palette: Right, Space, Return", row: shown, arguments: palette, steps: [right, space, enter],
            witness: .moving),
        ZenityCase(
            name: "--show-palette: Down, Right, Space, Return", row: shown, arguments: palette,
            steps: [down, right, space, enter], witness: .moving),
        ZenityCase(
            name: "--show-palette: the cursor starts on the first swatch, whatever --color chose", row: shown,
            arguments: palette + ["--color=#e01b24"], steps: [down, down, down, right, right, enter, enter]),
        ZenityCase(name: "--show-palette: Escape", row: shown, arguments: palette, steps: [escape], witness: .escape),
        ZenityCase(
            name: "--show-palette: Right, Escape", row: shown, arguments: palette + ["--color=#e01b24"], steps: [right, escape]),
        ZenityCase(
            name: "--show-palette: Tab, Space, Space", row: shown, arguments: palette, steps: [tab, space, space],
            witness: .tab, difference: .init(zenity: ("rgb(143,240,164)\n", 0), curtain: ("", 1))),
        ZenityCase(
            name: "--show-palette: Shift+Tab, Space, Space", row: shown, arguments: palette, steps: [backTab, space, space],
            witness: .backTab),
        ZenityCase(
            name: "a timeout prints nothing, exit 1", row: plain, arguments: ["--color-selection", "--timeout", "1"],
            steps: []),
        ZenityCase(
            name: "an extra button: Escape", row: plain, arguments: ["--color-selection", "--extra-button", "More"],
            steps: [escape], witness: .escape),
        ZenityCase(
            name: "an extra button: Tab, Return is OK", row: plain, arguments: ["--color-selection", "--extra-button", "More"],
            steps: [tab, enter], witness: .tab),
    ]

    let fixture: CommandFixture

    init() throws { fixture = try CommandFixture() }

    @Test(arguments: cases) func printsWhatZenityPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

    @Test("curtain color: --json, and the editor through the + swatch, typing a colour, the sliders")
    func nativeEditor() throws {
        let json = try fixture.run(["color", "--color", "#3584e4", "--json"], zenity: false, steps: [Self.tab, Self.enter])
        #expect(json.stdout == ##"{"button": "ok", "color": "rgb(53,132,228)", "hex": "#3584e4", "alpha": 1}"## + "\n")
        // Down five times reaches the + swatch; Return opens the editor with the field focused.
        let typed = try fixture.run(
            ["color"], zenity: false,
            steps: Array(repeating: Self.down, count: 5) + [
                Self.enter, .key(.a, holding: [.leftControl]), .type("#102030"), Self.tab, .key(.right), Self.enter,
            ])
        #expect(typed.stdout == "rgb(17,32,48)\n" && typed.status == 0, "\(typed.stderr)")
    }

    @Test("the palette draws: GTK's swatches in their colours, the chosen one ringed")
    func drawsThePalette() throws {
        let run = try CurtainProcess(["--color-selection", "--color=#3584e4"], on: weston)
        let window = try run.waitForWindow(input)
        input.parkPointer(on: weston)
        try input.sync()
        let frame = window.frame
        let blue = RGBA(red: 0x35, green: 0x84, blue: 0xe4)
        let shot = try weston.screenshot { $0.boundingBox(of: blue, in: frame) != nil }
        try shot.writePNG(to: NSTemporaryDirectory() + "curtain-color-selection.png")
        for (red, green, blue) in [(0x99, 0xc1, 0xf1), (0xe0, 0x1b, 0x24), (0x00, 0x00, 0x00), (0x9a, 0x99, 0x96)] {
            let color = RGBA(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
            #expect(shot.count(of: color, in: frame) > 300, "a whole swatch of \(color)")
        }
        // The chosen swatch's colour shows inside its white ring, which a dark hairline rings in turn.
        let box = try #require(shot.boundingBox(of: blue, in: frame))
        let ring = PixelRect(x: box.x - 3, y: box.y - 3, width: box.width + 6, height: box.height + 6)
        let white = RGBA(red: 255, green: 255, blue: 255)
        #expect(shot.count(of: white, in: ring) > 60, "the ring around \(box)")
        // The green swatch beside it, not chosen, has none.
        let neighbour = PixelRect(x: ring.x + 40, y: ring.y, width: ring.width, height: ring.height)
        #expect(shot.count(of: white, in: neighbour) == 0, "no ring around \(neighbour)")
        input.tap(.escape)
        try input.sync()
        #expect(try run.finish().status == 1)
    }
}
