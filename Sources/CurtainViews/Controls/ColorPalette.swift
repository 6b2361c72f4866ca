import CurtainInput
import CurtainRendering

/// A grid of colour swatches the user picks one from, as GTK 3's colour chooser shows its palette; the palette part
/// of a ``ColorPicker``.
///
/// The swatches come in rows (``rows``; GTK's default palette, ``defaultRows``, by default): nine columns of hues
/// and greys, light to dark. Below them, under a "Custom" heading, a row starts with a "+" swatch that asks for a new
/// colour (``onAddCustom``), followed by the ``customColors``.
///
/// As GTK's swatches take the keyboard, the arrows move a cursor (ringed while the palette has the focus) from swatch
/// to swatch, Left and Right mirrored right to left; Return or Space on a swatch that is not chosen chooses it, and
/// on the chosen one runs ``onActivate`` (a dialog's OK). A click chooses the swatch under the pointer. Each change of
/// the chosen swatch the user makes runs ``onChange``.
///
/// ```swift
/// let palette = ColorPalette()
/// palette.onChange = { color in print(color.cssString) }   // rgb(98,160,234) after Down and Return
/// ```
@MainActor open class ColorPalette: View {
    /// A colour of the palette, with the name a screen reader says for it.
    public struct Swatch: Sendable, Hashable {
        /// The colour.
        public var color: Color
        /// What the swatch is called: "Dark Blue", "Light Gray 1".
        public var name: String

        /// Creates a swatch.
        ///
        /// - Parameters:
        ///   - color: the colour.
        ///   - name: its name, read to screen reader users.
        public init(color: Color, name: String) {
            self.color = color
            self.name = name
        }
    }

    /// A place in the grid: a row of ``rows`` (or, at `rows.count`, the custom row) and a column in it; in the
    /// custom row, column 0 is the "+" swatch and column `n` the custom colour `n - 1`.
    public struct Position: Sendable, Hashable {
        /// The row, from the top.
        public var row: Int
        /// The column, from the leading edge.
        public var column: Int

        /// Creates a position.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    // MARK: - State

    /// The palette's rows, top to bottom, each swatch from the leading edge.
    public let rows: [[Swatch]]

    /// Colours of the user's own, after the "+" swatch: the initial colour when the palette does not have it, as GTK
    /// adds it. At most eight are kept, the newest first.
    public private(set) var customColors: [Color] = []

    /// The chosen swatch, or `nil` when none is chosen. Setting it draws and tells assistive tools, but does not run
    /// ``onChange``, which only the user's changes run; the keyboard's cursor stays where it was, as GTK's focus stays
    /// on the first swatch when a dialog opens with a colour chosen.
    public var selection: Position? {
        didSet {
            guard selection != oldValue else { return }
            setNeedsDisplay()
            postAccessibilityEvent(.selectionChanged)
        }
    }

    /// The swatch under the keyboard's cursor: Return and Space act on it. It starts on the first swatch.
    public private(set) var cursorPosition = Position(row: 0, column: 0)

    /// Runs after the user chose another swatch (a key or a click), with its colour.
    public var onChange: (@MainActor (Color) -> Void)?

    /// Runs when the user activates the chosen swatch (Return or Space on it again), with its colour: a dialog takes it
    /// as OK, as GTK's colour chooser dialog does.
    public var onActivate: (@MainActor (Color) -> Void)?

    /// Runs when the user activates the "+" swatch: a ``ColorPicker`` shows its editor.
    public var onAddCustom: (@MainActor () -> Void)?

    /// The heading above the custom row.
    public var customTitle = localized("Custom") {
        didSet { setNeedsDisplay() }
    }

    /// What a screen reader says for the "+" swatch.
    public var addCustomName = localized("Custom color")

    /// Disabled palettes are drawn faded, ignore input and leave the focus chain.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && isFocused { rootView?.focus(nil) }
            setNeedsDisplay()
        }
    }

    /// The focus ring's colour.
    public var tint = Color.systemBlue {
        didSet { setNeedsDisplay() }
    }

    /// The heading's and the "+" sign's colour.
    public var textColor = Color.label {
        didSet { setNeedsDisplay() }
    }

    let headingLayout = TextLayout(font: .body)

    /// Creates a palette.
    ///
    /// - Parameter rows: the swatches, row by row; GTK 3's default palette unless given.
    public init(rows: [[Swatch]] = ColorPalette.defaultRows) {
        self.rows = rows
        super.init()
    }

    // MARK: - Colours and positions

    /// The row holding the "+" swatch and the custom colours.
    public var customRow: Int { rows.count }

    /// How many swatches `row` has.
    public func count(inRow row: Int) -> Int {
        if row == customRow { return 1 + customColors.count }
        return rows.indices.contains(row) ? rows[row].count : 0
    }

    /// The colour at `position`, or `nil` for the "+" swatch and for places with no swatch.
    public func color(at position: Position) -> Color? {
        if position.row == customRow {
            return customColors.indices.contains(position.column - 1) ? customColors[position.column - 1] : nil
        }
        guard rows.indices.contains(position.row), rows[position.row].indices.contains(position.column) else { return nil }
        return rows[position.row][position.column].color
    }

    /// The name a screen reader says for the swatch at `position`: the palette's name, "Custom color 1: Red 100%,
    /// Green 0%, Blue 0%" for a custom colour, as GTK names them, or ``addCustomName``.
    public func name(at position: Position) -> String {
        if position.row == customRow {
            guard let color = color(at: position) else { return addCustomName }
            return localized("Custom color %d: %s", position.column, Self.accessibleDescription(of: color))
        }
        guard rows.indices.contains(position.row), rows[position.row].indices.contains(position.column) else { return "" }
        return rows[position.row][position.column].name
    }

    /// The chosen swatch's colour, or `nil` when none is chosen.
    public var selectedColor: Color? { selection.flatMap(color(at:)) }

    /// Chooses the swatch showing `color` as GTK's `gtk_color_chooser_set_rgba` does: the palette's, or a custom
    /// one's, when one shows it exactly; otherwise `color` becomes the newest custom colour, chosen.
    ///
    /// - Parameter color: the colour to choose.
    public func select(_ color: Color) {
        if let position = position(of: color) {
            selection = position
            return
        }
        customColors.insert(color, at: 0)
        if customColors.count > 8 { customColors.removeLast() }
        invalidateIntrinsicContentSize()
        selection = Position(row: customRow, column: 1)
    }

    /// Where `color` shows, palette first, or `nil`.
    public func position(of color: Color) -> Position? {
        for (row, swatches) in rows.enumerated() {
            if let column = swatches.firstIndex(where: { $0.color == color }) { return Position(row: row, column: column) }
        }
        return customColors.firstIndex(of: color).map { Position(row: customRow, column: $0 + 1) }
    }

    /// Chooses the swatch at `position` as the user does: ``onChange`` runs when the choice changed.
    ///
    /// - Parameter position: a swatch with a colour; the "+" swatch runs ``onAddCustom`` instead.
    public func selectAsUser(_ position: Position) {
        cursorPosition = position
        guard let color = color(at: position) else {
            if position.row == customRow && position.column == 0 { onAddCustom?() }
            setNeedsDisplay()
            return
        }
        guard selection != position else { return }
        selection = position
        onChange?(color)
    }

    /// Moves the keyboard's cursor to `position`, kept inside the grid: a row's column stops at its last swatch.
    ///
    /// - Parameter position: where to put the cursor.
    public func moveCursor(to position: Position) {
        let row = min(max(position.row, 0), customRow)
        let column = min(max(position.column, 0), count(inRow: row) - 1)
        cursorPosition = Position(row: row, column: column)
        setNeedsDisplay()
    }

    /// Return and Space as GTK's swatch takes them: choose the cursor's swatch, or, when it is already chosen,
    /// activate it.
    public func activateCursor() {
        if cursorPosition == selection, let color = color(at: cursorPosition) {
            onActivate?(color)
        } else {
            selectAsUser(cursorPosition)
        }
    }

    /// A colour as GTK names a colour it has no name for: "Red 100%, Green 0%, Blue 0%", with the alpha when it is
    /// not opaque.
    public static func accessibleDescription(of color: Color) -> String {
        func percent(_ value: Double) -> Int { Int(min(max((value * 100 + 0.5).rounded(.down), 0), 100)) }
        if color.alpha < 1 {
            return localized(
                "Red %d%%, Green %d%%, Blue %d%%, Alpha %d%%", percent(color.red), percent(color.green),
                percent(color.blue), percent(color.alpha))
        }
        return localized(
            "Red %d%%, Green %d%%, Blue %d%%", percent(color.red), percent(color.green), percent(color.blue))
    }

    // MARK: - Input (ColorPalette+Input.swift)

    public override var canBecomeFocused: Bool { isEnabled }

    /// Takes the focus on a click, as GTK's swatches do.
    public override var focusesOnClick: Bool { isEnabled }

    public override var cursor: CursorShape { isEnabled ? .pointer : .default }

    open override func handleKey(_ event: KeyEvent) -> Bool { handlePaletteKey(event) }

    open override func handlePointer(_ event: PointerEvent) -> Bool { handlePalettePointer(event) }

    // MARK: - Layout

    /// A swatch's size.
    static let swatchSize = Size(width: 36, height: 28)
    /// The gap between swatches side by side.
    static let columnSpacing = 4.0
    /// The gap between rows of one group.
    static let rowSpacing = 2.0
    /// The gap between the palette and the custom row, as GTK's palette leaves 12 pixels.
    static let groupSpacing = 12.0
    /// Room around the swatches for the focus and selection rings.
    static let inset = 4.0

    /// How many swatches the widest row has.
    var columnCount: Int { max(rows.map(\.count).max() ?? 0, 1 + customColors.count) }

    /// Wide enough for the widest row; tall enough for the rows, the heading and the custom row.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        if let preferredSize { return preferredSize }
        let columns = Double(columnCount)
        let width = columns * Self.swatchSize.width + (columns - 1) * Self.columnSpacing + 2 * Self.inset
        return Size(width: width, height: swatchRect(at: Position(row: customRow, column: 0)).maxY + Self.inset)
    }

    /// The row's top edge: the palette's rows close together, the custom row apart, under its heading.
    func rowTop(_ row: Int) -> Double {
        var y = Self.inset
        for index in 0..<row {
            y += Self.swatchSize.height
            y += isGroupEnd(index) ? Self.groupSpacing : Self.rowSpacing
        }
        if row == customRow { y += headingHeight + Self.rowSpacing }
        return y
    }

    /// Whether a gap follows `row`: the palette's last, before the custom row.
    func isGroupEnd(_ row: Int) -> Bool { row == rows.count - 1 }

    private var headingHeight: Double {
        headingLayout.setText(customTitle)
        return headingLayout.size.height
    }

    /// The rectangle of the swatch at `position`, in the view's direction.
    public func swatchRect(at position: Position) -> Rect {
        let rect = Rect(
            x: Self.inset + Double(position.column) * (Self.swatchSize.width + Self.columnSpacing), y: rowTop(position.row),
            width: Self.swatchSize.width, height: Self.swatchSize.height)
        return directional(rect)
    }

    /// Every swatch's position, row by row.
    public var positions: [Position] {
        (0...customRow).flatMap { row in (0..<count(inRow: row)).map { Position(row: row, column: $0) } }
    }

    // MARK: - Drawing

    /// The swatches' corner radius.
    static let cornerRadius = 5.0

    /// Draws each swatch with rounded corners and a hairline, the chosen one ringed (a white ring inside a dark one,
    /// visible on any colour), the cursor's focus ring, and the custom row under its heading.
    open override func draw(in context: GraphicsContext) {
        let hairline = Color(white: 0, alpha: 0.18)
        for position in positions {
            let rect = swatchRect(at: position)
            if let color = color(at: position) {
                if color.alpha < 1 { drawChecks(in: context, rect: rect) }
                context.fill(
                    roundedRect: rect, radius: Self.cornerRadius, with: isEnabled ? color : color.mixed(with: .white, by: 0.5))
                context.stroke(
                    roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), radius: Self.cornerRadius - 0.5, with: hairline)
            } else {
                drawAddSwatch(in: context, rect: rect)
            }
            if position == selection {
                context.stroke(
                    roundedRect: rect.insetBy(dx: 2, dy: 2), radius: Self.cornerRadius - 2, with: .white, lineWidth: 2)
                context.stroke(
                    roundedRect: rect.insetBy(dx: 0.75, dy: 0.75), radius: Self.cornerRadius - 0.75,
                    with: Color(white: 0, alpha: 0.55), lineWidth: 1.5)
            }
            if isFocused && position == cursorPosition {
                context.stroke(
                    roundedRect: rect.insetBy(dx: -2.5, dy: -2.5), radius: Self.cornerRadius + 2.5,
                    with: tint.withAlpha(0.8), lineWidth: 2)
            }
        }
        headingLayout.setText(customTitle)
        let size = headingLayout.size
        let top = rowTop(customRow) - Self.rowSpacing - size.height
        let x = isRightToLeft ? bounds.width - Self.inset - size.width : Self.inset
        headingLayout.draw(in: context, at: Point(x: x, y: top), color: isEnabled ? textColor : Color(white: 0.55))
    }

    /// The "+" swatch: a light rounded button with a plus sign, as GTK's add-colour button.
    private func drawAddSwatch(in context: GraphicsContext, rect: Rect) {
        context.fill(roundedRect: rect, radius: Self.cornerRadius, with: Color(white: 0.93))
        context.stroke(
            roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), radius: Self.cornerRadius - 0.5, with: Color(white: 0, alpha: 0.25))
        let arm = 5.0
        let color = isEnabled ? textColor.withAlpha(0.75) : Color(white: 0.6)
        context.strokeLine(
            from: Point(x: rect.midX - arm, y: rect.midY), to: Point(x: rect.midX + arm, y: rect.midY), with: color,
            lineWidth: 2)
        context.strokeLine(
            from: Point(x: rect.midX, y: rect.midY - arm), to: Point(x: rect.midX, y: rect.midY + arm), with: color,
            lineWidth: 2)
    }

    /// A checkerboard under a translucent colour, so that its alpha shows.
    private func drawChecks(in context: GraphicsContext, rect: Rect) {
        context.withSavedState {
            context.clip(toRoundedRect: rect, radius: Self.cornerRadius)
            context.fill(rect, with: Color(white: 0.8))
            let side = 6.0
            var y = rect.minY
            var row = 0
            while y < rect.maxY {
                var x = rect.minX + (row % 2 == 0 ? 0 : side)
                while x < rect.maxX {
                    context.fill(Rect(x: x, y: y, width: side, height: side), with: Color(white: 0.55))
                    x += 2 * side
                }
                y += side
                row += 1
            }
        }
    }
}

/// A palette reads as a `table` whose swatches are `table cell`s named by their colour ("Dark Blue", or "Custom
/// color 1: Red 100%, Green 0%, Blue 0%" as GTK names a custom one), row by row, the chosen one `selected`; `click`
/// chooses one, as a click does.
extension ColorPalette: AccessibleItemContainer {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(role: .table, name: localized("Palette"), isEnabled: isEnabled)
    }

    package var accessibleItemCount: Int { positions.count }

    package func accessibleItem(at index: Int) -> AccessibilityElement {
        let position = positions[index]
        guard color(at: position) != nil else {
            return AccessibilityElement(
                role: .pushButton, name: addCustomName, description: localized("Create a custom color"),
                actionName: "click", isEnabled: isEnabled)
        }
        var states: AccessibilityStates = [.selectable]
        if position == selection { states.insert(.selected) }
        return AccessibilityElement(
            role: .tableCell, name: name(at: position), actionName: "click", isEnabled: isEnabled, states: states)
    }

    package func accessibleItemFrame(at index: Int) -> Rect? {
        swatchRect(at: positions[index])
    }

    package func performAccessibleItemAction(at index: Int) {
        guard isEnabled, positions.indices.contains(index) else { return }
        selectAsUser(positions[index])
    }
}
