import CurtainTestSupport
import CurtainViews
import Testing
import CurtainInput
import CurtainRendering

@Suite("ColorPicker and ColorPalette: GTK 3's palette, its keys, the editor")
@MainActor
struct ColorPickerTests {
    /// A picker in a root, its first part focused, recording the colours the user chooses and activates.
    @MainActor private final class Fixture {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 420, height: 320))
        let picker: ColorPicker
        var changes: [String] = []
        var activations: [String] = []

        init(_ color: Color? = nil, showsEditor: Bool = false, direction: LayoutDirection = .leftToRight) {
            picker = ColorPicker(color: color, showsEditor: showsEditor)
            root.clearColor = .white
            root.layoutDirection = direction
            picker.frame = Rect(origin: Point(x: 10, y: 10), size: picker.intrinsicContentSize)
            picker.onChange = { [unowned self] in changes.append($0.cssString) }
            picker.onActivate = { [unowned self] in activations.append($0.cssString) }
            root.addSubview(picker)
            root.layoutIfNeeded()
            _ = picker.firstFocusView.becomeFocused()
        }

        @discardableResult
        func key(_ keysym: Keysym, modifiers: KeyModifiers = []) -> Bool {
            root.handleKeyEvent(KeyEvent(keysym: keysym, modifiers: modifiers))
        }

        func type(_ text: String) {
            for character in text {
                let scalar = character.unicodeScalars.first?.value ?? 0
                root.handleKeyEvent(KeyEvent(keysym: Keysym(rawValue: scalar), text: String(character)))
            }
        }

        func click(_ position: ColorPalette.Position) {
            let rect = picker.palette.convert(picker.palette.swatchRect(at: position), to: nil)
            root.handlePointerEvent(PointerEvent(kind: .press(.left), x: rect.midX, y: rect.midY))
            root.handlePointerEvent(PointerEvent(kind: .release(.left), x: rect.midX, y: rect.midY))
        }
    }

    @Test("GTK 3.24's default palette: nine columns of five shades, light to dark, with GTK's names")
    func defaultPalette() {
        let rows = ColorPalette.defaultRows
        #expect(rows.map(\.count) == [9, 9, 9, 9, 9])
        #expect(rows[0][0].color == Color(hex: 0x99c1f1) && rows[0][0].name == "Very Light Blue")
        #expect(rows[2][4].color == Color(hex: 0xe01b24) && rows[2][4].name == "Red")
        #expect(rows[0][7].color == .white && rows[0][7].name == "White")
        #expect(rows[4][8].color == .black && rows[4][8].name == "Black" && rows[3][8].name == "Dark Gray 4")
    }

    @Test("with no colour, nothing is chosen and the palette's colour is white, as GTK's; the editor starts dark red")
    func initialColours() {
        #expect(ColorPicker().color == .white)
        #expect(ColorPicker().palette.selection == nil)
        #expect(ColorPicker(showsEditor: true).color.cssString == "rgb(191,64,64)")
        let red = ColorPicker(color: Color(hex: 0xe01b24))
        #expect(red.palette.selection == ColorPalette.Position(row: 2, column: 4) && red.palette.customColors.isEmpty)
    }

    @Test("a colour not in the palette becomes a custom colour, chosen, after the + swatch, as GTK adds it")
    func customColour() {
        let picker = ColorPicker(color: Color(hex: 0x123456))
        #expect(picker.palette.customColors == [Color(hex: 0x123456)])
        #expect(picker.palette.selection == ColorPalette.Position(row: 5, column: 1))
        #expect(
            picker.palette.name(at: ColorPalette.Position(row: 5, column: 1)) == "Custom color 1: Red 7%, Green 20%, Blue 34%")
        #expect(picker.color == Color(hex: 0x123456))
    }

    @Test("arrows move the cursor, Return chooses (onChange), Return on the chosen swatch activates")
    func keys() {
        let f = Fixture()
        f.key(.right)
        f.key(.down)
        #expect(f.changes.isEmpty, "moving the cursor chooses nothing")
        f.key(.return)
        #expect(f.changes == ["rgb(87,227,137)"], "Light Green, the second column's second")
        f.key(.space)
        #expect(f.activations == ["rgb(87,227,137)"])
        for _ in 0..<3 { f.key(.down) }
        f.key(.end)
        f.key(.space)
        #expect(f.changes.last == "rgb(0,0,0)" && f.picker.color == .black, "the last, Black")
        f.key(.down)
        #expect(f.picker.palette.cursorPosition == ColorPalette.Position(row: 5, column: 0), "down to the + swatch")
        f.key(.home)
        f.key(.left)
        for _ in 0..<6 { f.key(.up) }
        #expect(f.picker.palette.cursorPosition == ColorPalette.Position(row: 0, column: 0), "the cursor stops at the edges")
    }

    @Test("right to left, Left moves to the next column")
    func rightToLeft() {
        let f = Fixture(direction: .rightToLeft)
        f.key(.left)
        f.key(.return)
        #expect(f.changes == ["rgb(143,240,164)"])
        let first = f.picker.palette.swatchRect(at: ColorPalette.Position(row: 0, column: 0))
        #expect(first.maxX > f.picker.palette.bounds.width - 10, "the first column is at the right")
    }

    @Test("a click chooses the swatch; the + swatch opens the editor on the chosen colour")
    func clicks() {
        let f = Fixture(Color(hex: 0x3584e4))
        f.click(ColorPalette.Position(row: 3, column: 1))
        #expect(f.changes == ["rgb(46,194,126)"])
        f.click(ColorPalette.Position(row: 5, column: 0))
        #expect(f.picker.showsEditor && f.picker.hexField.text == "#2ec27e")
        #expect(f.picker.color == Color(hex: 0x2ec27e))
    }

    @Test("the editor: typing a colour applies it, the sliders follow and move it; code changes run no onChange")
    func editor() {
        let f = Fixture(Color(hex: 0x123456), showsEditor: true)
        #expect(f.picker.hexField.isFocused && f.picker.hexField.text == "#123456")
        f.key(.a, modifiers: .control)
        f.type("navy")
        #expect(f.picker.color == Color(hex: 0x000080) && f.picker.blueSlider.value == 128)
        #expect(f.changes.last == "rgb(0,0,128)")
        f.key(.tab)
        #expect(f.picker.redSlider.isFocused)
        f.key(.right)
        f.key(.pageUp)
        #expect(f.picker.redSlider.value == 0, "Page Up moves toward the minimum, as GTK's scales")
        f.key(.pageDown)
        #expect(f.picker.color.cssString == "rgb(16,0,128)" && f.picker.hexField.text == "#100080")
        let count = f.changes.count
        f.picker.color = Color(hex: 0xffffff)
        #expect(f.changes.count == count && f.picker.hexField.text == "#ffffff")
    }

    @Test("a translucent colour keeps its alpha through the editor")
    func alpha() {
        let f = Fixture(Color(hex: 0x0a141e, alpha: 0.5), showsEditor: true)
        f.key(.tab)
        f.key(.right)
        #expect(f.picker.color.cssString == "rgba(11,20,30,0.5)")
    }

    @Test("the palette reads as a table of named cells, the chosen one selected, the + a push button")
    func accessibility() {
        let picker = ColorPicker(color: Color(hex: 0xe01b24))
        let palette = picker.palette
        #expect(palette.accessibilityElement.role == .table)
        #expect(palette.accessibleItemCount == 46)
        let red = palette.accessibleItem(at: 22)
        #expect(red.role == .tableCell && red.name == "Red" && red.states.contains(.selected))
        #expect(!palette.accessibleItem(at: 0).states.contains(.selected))
        #expect(palette.accessibleItem(at: 45).role == .pushButton && palette.accessibleItem(at: 45).name == "Custom color")
        palette.performAccessibleItemAction(at: 44)
        #expect(picker.color == .black)
        #expect(picker.sliders.map(\.accessibilityLabel) == ["Red", "Green", "Blue"])
    }

    @Test("the editor draws its swatch in the colour, the field and three sliders beside and below it")
    func editorDrawing() throws {
        let f = Fixture(Color(hex: 0x3584e4), showsEditor: true)
        let surface = try renderToSurface(f.root)
        try surface.writePNG(to: "/tmp/curtain-color-editor.png")
        let preview = f.picker.convert(Rect(x: 0, y: 0, width: 56, height: 56), to: nil)  // the swatch, leading top
        #expect(surface.pixel(x: Int(preview.midX), y: Int(preview.midY)) & 0xFF_FFFF == 0x3584e4)
        let field = f.picker.hexField.frame, slider = f.picker.blueSlider.frame
        #expect(field.minX > preview.width && slider.minY > field.maxY && f.picker.palette.isHidden)
    }

    @Test("drawn: each swatch in its colour, the chosen one ringed")
    func drawing() throws {
        let f = Fixture(Color(hex: 0x3584e4))
        let surface = try renderToSurface(f.root)
        let palette = f.picker.palette
        func center(_ row: Int, _ column: Int) -> UInt32 {
            let rect = palette.convert(palette.swatchRect(at: ColorPalette.Position(row: row, column: column)), to: nil)
            return surface.pixel(x: Int(rect.midX), y: Int(rect.midY)) & 0xFF_FFFF
        }
        #expect(center(0, 0) == 0x99c1f1 && center(4, 8) == 0x000000 && center(2, 0) == 0x3584e4)
        let chosen = palette.convert(palette.swatchRect(at: ColorPalette.Position(row: 2, column: 0)), to: nil)
        #expect(surface.pixel(x: Int(chosen.midX), y: Int(chosen.minY) + 2) & 0xFF_FFFF == 0xFFFFFF, "the white ring")
        let other = palette.convert(palette.swatchRect(at: ColorPalette.Position(row: 2, column: 1)), to: nil)
        #expect(surface.pixel(x: Int(other.midX), y: Int(other.minY) + 2) & 0xFF_FFFF == 0x33d17a, "no ring")
    }
}
