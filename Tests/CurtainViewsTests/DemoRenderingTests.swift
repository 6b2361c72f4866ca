import CurtainTestSupport
import Testing
import CurtainViews
import CurtainRendering
import CurtainInput

@Suite("Demo rendering")
@MainActor
struct DemoRenderingTests {
    @Test("the demo alert card renders to a PNG at 2x with ink in every part")
    func demoCardRendersToPNG() throws {
        let parts = DemoCard.make()
        parts.field.becomeFocused()
        let surface = try renderToSurface(parts.root, scale: 2)
        try surface.writePNG(to: "/tmp/curtain-views-demo.png")

        let card = parts.card.frame
        #expect(card.height > 150 && card.height < 260, "card height \(card.height)")
        let cardFill = Color.alertBackground.premultipliedARGB32
        for view in [parts.title, parts.message, parts.cancel, parts.ok] as [View] {
            let rect = view.convert(view.bounds, to: nil)
            let device = Rect(x: rect.minX * 2, y: rect.minY * 2, width: rect.width * 2, height: rect.height * 2)
            #expect(inkPixelCount(in: surface, rect: device, background: cardFill) > 100, "\(type(of: view)) has no ink")
        }
    }
}

extension DemoRenderingTests {
    enum ButtonState: CaseIterable { case normal, hover, pressed, focused, disabled }

    /// Renders one button of `style` driven into `state` through real events, at 2x.
    private func render(_ style: ButtonStyle, _ state: ButtonState) throws -> ImageSurface {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 120, height: 54))
        root.backgroundColor = .alertBackground
        let button = Button(title: "Action", style: style)
        button.frame = Rect(x: 10, y: 5, width: 100, height: 44)
        root.addSubview(button)
        switch state {
        case .normal: break
        case .hover: root.handlePointerEvent(PointerEvent(kind: .enter, x: 60, y: 27))
        case .pressed:
            root.handlePointerEvent(PointerEvent(kind: .enter, x: 60, y: 27))
            root.handlePointerEvent(PointerEvent(kind: .press(.left), x: 60, y: 27))
        case .focused: button.becomeFocused()
        case .disabled: button.isEnabled = false
        }
        return try renderToSurface(root, scale: 2)
    }

    @Test("each button state looks different, for every style (also written to a PNG)")
    func buttonStatesAreDistinct() throws {
        let styles: [ButtonStyle] = [.default, .cancel, .destructive, .filled(.systemGreen)]
        let sheet = try ImageSurface(width: 240 * ButtonState.allCases.count, height: 108 * styles.count)
        let context = GraphicsContext(surface: sheet)
        for (row, style) in styles.enumerated() {
            var images: [[UInt32]] = []
            for (column, state) in ButtonState.allCases.enumerated() {
                let surface = try render(style, state)
                context.draw(surface, at: Point(x: Double(column * 240), y: Double(row * 108)))
                images.append(pixels(of: surface))
            }
            for a in images.indices {
                for b in images.indices where b > a {
                    #expect(
                        images[a] != images[b],
                        "\(style): \(ButtonState.allCases[a]) looks like \(ButtonState.allCases[b])")
                }
            }
        }
        try sheet.writePNG(to: "/tmp/curtain-views-button-states.png")
    }
}

extension DemoRenderingTests {
    @Test("text fields: placeholder, selection, secure and disabled look distinct (PNG)")
    func textFieldLooks() throws {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 260, height: 4 * 46 + 10))
        root.backgroundColor = .alertBackground
        let placeholder = TextField(placeholder: "Name")
        let selected = TextField(text: "Hello, 世界 مرحبا")
        let secure = TextField(text: "hunter2")
        secure.isSecureTextEntry = true
        let disabled = TextField(text: "Read only")
        disabled.isEnabled = false
        let stack = StackView(axis: .vertical, arrangedSubviews: [placeholder, selected, secure, disabled])
        stack.spacing = 10
        stack.insets = EdgeInsets(all: 10)
        stack.frame = Rect(origin: .zero, size: stack.sizeThatFits(Size(width: 260, height: .infinity)))
        root.addSubview(stack)
        selected.becomeFocused()
        root.handleKeyEvent(KeyEvent(keysym: .home))
        for _ in 0..<5 { root.handleKeyEvent(KeyEvent(keysym: .right, modifiers: .shift)) }
        #expect(selected.model.selectedText == "Hello")
        let surface = try renderToSurface(root, scale: 2)
        try surface.writePNG(to: "/tmp/curtain-views-text-fields.png")
        let fieldPixels = [placeholder, selected, secure, disabled].map { field in
            let frame = field.convert(field.bounds, to: nil)
            return inkPixelCount(
                in: surface,
                rect: Rect(
                    x: frame.minX * 2, y: frame.minY * 2,
                    width: frame.width * 2, height: frame.height * 2),
                background: Color.fieldBackground.premultipliedARGB32)
        }
        #expect(fieldPixels.allSatisfy { $0 > 200 })
    }
}
