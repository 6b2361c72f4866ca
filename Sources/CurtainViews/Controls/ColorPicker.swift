import CurtainInput
import CurtainRendering

/// A colour chooser, as GTK 3's: a palette of swatches (``ColorPalette``), or an editor for a colour of one's own,
/// with a `#rrggbb` field and red, green and blue sliders.
///
/// It shows one of the two at a time, as GTK's does: the palette, or, when ``showsEditor`` is set (or the user
/// activates the palette's "+" swatch), the editor, which starts from the chosen swatch's colour. ``color`` is the
/// editor's colour while it shows, otherwise the chosen swatch's (white when none is chosen, as in GTK).
///
/// The parts are views of their own, in the focus chain in this order: the palette (its arrows, Return and Space),
/// or the field then the three sliders (each a ``Slider`` from 0 to 255, its arrows by one, Page Up and Down by 16).
/// Typing a colour GTK's parser takes (`#f80`, `#ff8800`, `orange`, `rgb(255,136,0)`) into the field applies it as
/// it is typed; the sliders follow, and the field follows the sliders. Each change the user makes, by a key, a
/// click or a screen reader, runs ``onChange``; setting ``color`` in code does not.
///
/// ```swift
/// let picker = ColorPicker(color: Color(hex: 0x3465a4))
/// picker.onChange = { print($0.cssString) }    // rgb(52,101,164) …
/// picker.onActivate = { _ in dialog.ok() }     // Return on the chosen swatch
/// ```
@MainActor open class ColorPicker: View {
    // MARK: - Parts

    /// The palette, shown unless ``showsEditor`` is set.
    public let palette: ColorPalette
    /// The editor's field: the colour as `#rrggbb`, or any colour the user types.
    public let hexField: TextField
    /// The editor's red, green and blue sliders, 0 to 255.
    public let redSlider: Slider, greenSlider: Slider, blueSlider: Slider
    let componentLabels: [Label]

    // MARK: - State

    /// The colour chosen: the editor's while it shows, otherwise the palette's chosen swatch's, white when none is.
    ///
    /// Setting it chooses the palette's swatch of that colour, or adds it as a custom colour (as GTK's
    /// `gtk_color_chooser_set_rgba`), and moves the editor to it; it does not run ``onChange``.
    public var color: Color {
        get { showsEditor ? editorColor : (palette.selectedColor ?? .white) }
        set {
            palette.select(newValue)
            setEditorColor(newValue)
        }
    }

    /// Whether the editor shows instead of the palette. Turning it on starts the editor from the chosen swatch's
    /// colour, or GTK's dark red (`rgb(191,64,64)`) when none is chosen.
    public var showsEditor = false {
        didSet {
            guard showsEditor != oldValue else { return }
            if showsEditor { setEditorColor(palette.selectedColor ?? Self.newCustomColor) }
            let hadFocus = rootView?.focusedView.map { $0.isDescendant(of: self) } ?? false
            updateVisibility()
            if hadFocus { _ = firstFocusView.becomeFocused() }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Runs after the user changed ``color``, with the new colour: a swatch chosen, a slider moved, a colour typed.
    public var onChange: (@MainActor (Color) -> Void)?

    /// Runs when the user activates the chosen swatch (Return or Space on it again), with its colour: a dialog takes
    /// it as OK, as GTK's colour chooser dialog does.
    public var onActivate: (@MainActor (Color) -> Void)? {
        get { palette.onActivate }
        set { palette.onActivate = newValue }
    }

    /// The view to focus first: the palette, or the editor's field.
    public var firstFocusView: View { showsEditor ? hexField : palette }

    /// The colour the editor shows, with the alpha it was given (the editor has no alpha slider).
    private var editorColor = ColorPicker.newCustomColor

    /// The colour GTK's editor starts from when no swatch is chosen: "somewhat random", a dark red.
    public static let newCustomColor = Color(red: 0.75, green: 0.25, blue: 0.25)

    /// Creates a colour picker.
    ///
    /// - Parameters:
    ///   - color: the colour chosen at first, a swatch of the palette or a new custom one; none when `nil`.
    ///   - showsEditor: whether the editor shows instead of the palette.
    ///   - palette: the palette's rows; GTK 3's default unless given.
    public init(color: Color? = nil, showsEditor: Bool = false, palette rows: [[ColorPalette.Swatch]] = ColorPalette.defaultRows)
    {
        palette = ColorPalette(rows: rows)
        hexField = TextField(placeholder: localized("Color Name"))
        redSlider = Slider(value: 0, in: 0...255, step: 1)
        greenSlider = Slider(value: 0, in: 0...255, step: 1)
        blueSlider = Slider(value: 0, in: 0...255, step: 1)
        componentLabels = [localized("Red"), localized("Green"), localized("Blue")].map { Label(text: $0, font: .body) }
        self.showsEditor = showsEditor
        super.init()
        addSubview(palette)
        addSubview(hexField)
        // Each slider fills in its own channel's colour, so the three read apart at a glance.
        for (slider, tint) in zip(sliders, [Color(hex: 0xe01b24), Color(hex: 0x2ec27e), Color(hex: 0x3584e4)]) {
            slider.colors.tint = tint
        }
        for (label, slider) in zip(componentLabels, sliders) {
            slider.pageStep = 16
            slider.accessibilityLabel = label.text
            slider.onChange = { [weak self] _ in self?.slidersDidChange() }
            addSubview(label)
            addSubview(slider)
        }
        hexField.onChange = { [weak self] text in self?.fieldDidChange(text) }
        palette.onChange = { [weak self] color in self?.onChange?(color) }
        palette.onAddCustom = { [weak self] in self?.showsEditor = true }
        if let color { palette.select(color) }
        setEditorColor(palette.selectedColor ?? Self.newCustomColor)
        updateVisibility()
    }

    /// The three sliders, red first.
    public var sliders: [Slider] { [redSlider, greenSlider, blueSlider] }

    private func updateVisibility() {
        palette.isHidden = showsEditor
        hexField.isHidden = !showsEditor
        for view in sliders as [View] + componentLabels { view.isHidden = !showsEditor }
    }

    // MARK: - The editor

    /// Moves the field, the sliders and the swatch to `color`, as code does: no ``onChange``.
    private func setEditorColor(_ color: Color) {
        editorColor = color
        hexField.text = color.hexString
        redSlider.value = (color.red * 255).rounded()
        greenSlider.value = (color.green * 255).rounded()
        blueSlider.value = (color.blue * 255).rounded()
        setNeedsDisplay()
    }

    /// A slider moved: the colour takes the three values, the field shows it.
    private func slidersDidChange() {
        editorColor = Color(
            red: redSlider.value / 255, green: greenSlider.value / 255, blue: blueSlider.value / 255,
            alpha: editorColor.alpha)
        hexField.text = editorColor.hexString
        setNeedsDisplay()
        onChange?(editorColor)
    }

    /// The user typed: a colour GTK would take applies at once, keeping the alpha; anything else waits for more.
    private func fieldDidChange(_ text: String) {
        guard let parsed = Color(cssString: String(text.trimmingSpaces)) else { return }
        let new = parsed.withAlpha(editorColor.alpha)
        guard new != editorColor else { return }
        editorColor = new
        redSlider.value = (new.red * 255).rounded()
        greenSlider.value = (new.green * 255).rounded()
        blueSlider.value = (new.blue * 255).rounded()
        setNeedsDisplay()
        onChange?(new)
    }

    // MARK: - Layout

    /// The editor's colour swatch's side.
    static let previewSide = 56.0
    /// The gap between the editor's rows.
    static let editorSpacing = 8.0
    /// The width of the labels before the sliders.
    static let labelWidth = 56.0

    /// The palette's size, or the editor's: as wide as the palette, the swatch and field over the three sliders.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let paletteSize = palette.sizeThatFits(.unbounded)
        guard showsEditor else { return paletteSize }
        let sliderHeight = redSlider.sizeThatFits(.unbounded).height
        return Size(
            width: paletteSize.width, height: Self.previewSide + 3 * (Self.editorSpacing + sliderHeight))
    }

    /// The editor's swatch, at the leading top corner.
    var previewRect: Rect {
        directional(Rect(x: 0, y: 0, width: Self.previewSide, height: Self.previewSide))
    }

    open override func layoutSubviews() {
        palette.frame = Rect(origin: .zero, size: Size(width: bounds.width, height: palette.sizeThatFits(.unbounded).height))
        let fieldHeight = hexField.sizeThatFits(.unbounded).height
        let leading = Self.previewSide + Self.editorSpacing * 2
        hexField.frame = directional(
            Rect(
                x: leading, y: (Self.previewSide - fieldHeight) / 2, width: max(0, bounds.width - leading),
                height: fieldHeight))
        let sliderHeight = redSlider.sizeThatFits(.unbounded).height
        var y = Self.previewSide + Self.editorSpacing
        for (label, slider) in zip(componentLabels, sliders) {
            let labelHeight = label.sizeThatFits(.unbounded).height
            // The label sits on the slider's track line, below the value the slider shows over its thumb.
            let trackY = y + sliderHeight - (Slider.thumbSide / 2 + Slider.ringOutset + 1)
            label.frame = directional(
                Rect(x: 0, y: trackY - labelHeight / 2, width: Self.labelWidth, height: labelHeight))
            slider.frame = directional(
                Rect(x: Self.labelWidth, y: y, width: max(0, bounds.width - Self.labelWidth), height: sliderHeight))
            y += sliderHeight + Self.editorSpacing
        }
    }

    // MARK: - Drawing

    /// Draws the editor's swatch: the colour in a rounded square, over checks where it is translucent.
    open override func draw(in context: GraphicsContext) {
        guard showsEditor else { return }
        let rect = previewRect
        let radius = 8.0
        if editorColor.alpha < 1 {
            context.fill(roundedRect: rect, radius: radius, with: Color(white: 0.75))
        }
        context.fill(roundedRect: rect, radius: radius, with: editorColor)
        context.stroke(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5, with: Color(white: 0, alpha: 0.2))
    }
}

extension String {
    /// The string without spaces, tabs and newlines at either end.
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
