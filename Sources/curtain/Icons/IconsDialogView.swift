import Curtain

/// The window's content for yad's icons dialog: the text, the icons (scrolled when they do not fit), then Cancel and
/// OK (or the script's own buttons, ``DialogOptions/ownButtons``) at the bottom right, so that Tab goes from the icons
/// to the buttons. A screen reader finds a `dialog` named by
/// the window's title.
@MainActor final class IconsDialogView: View, AccessibleView {
    static let margin = 12.0
    static let spacing = 10.0

    let label: Label
    let grid: IconGridView
    let scrollView: ScrollView
    /// Cancel and OK, or the dialog's own row.
    let row: DialogButtons
    var cancelButton: Button { row.cancel }
    var okButton: Button { row.ok }
    private let buttons: StackView
    private let title: String

    var accessibilityElement: AccessibilityElement { AccessibilityElement(role: .dialog, name: title) }

    init(text: String, usesMarkup: Bool, grid: IconGridView, dialog: DialogOptions) {
        title = dialog.title
        label = Label(text: "")
        label.maximumNumberOfLines = 0
        if usesMarkup { label.markup = text } else { label.text = text }
        label.isHidden = text.isEmpty
        self.grid = grid
        scrollView = ScrollView(documentView: grid)
        row = DialogButtons(dialog)
        buttons = StackView(axis: .horizontal, arrangedSubviews: [Spacer()] + row.shown)
        buttons.spacing = Self.spacing
        buttons.isHidden = row.shown.isEmpty
        super.init()
        for view in [label, scrollView, buttons] as [View] { addSubview(view) }
    }

    /// The window's size when the script gives none: four items a row in the grid (a fixed width for the list),
    /// and room for three rows of them.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let width = proposal.width.isFinite && proposal.width > 0 ? proposal.width : 460
        let inner = width - 2 * Self.margin
        let rows = grid.itemSize(width: inner).height * (grid.style == .list ? 8 : 3) + 2 * IconGridView.spacing
        return Size(width: width, height: 2 * Self.margin + textHeight(width: inner) + rows + Self.spacing + buttonHeight)
    }

    private var buttonHeight: Double { buttons.isHidden ? 0 : buttons.sizeThatFits(.unbounded).height }

    private func textHeight(width: Double) -> Double {
        label.isHidden ? 0 : label.sizeThatFits(Size(width: width, height: .infinity)).height + Self.spacing
    }

    /// The text on top, the buttons at the bottom, and the icons between, taking what is left.
    override func layoutSubviews() {
        let inner = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        let text = textHeight(width: inner.width)
        label.frame = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: max(text - Self.spacing, 0))
        buttons.frame = Rect(x: inner.minX, y: inner.maxY - buttonHeight, width: inner.width, height: buttonHeight)
        scrollView.frame = Rect(
            x: inner.minX, y: inner.minY + text, width: inner.width,
            height: max(inner.height - text - buttonHeight - Self.spacing, 0))
    }

    override func drawBackground(in context: GraphicsContext) {
        super.drawBackground(in: context)
        // The icons' box: white inside a hairline, as GTK's etched scrolled window and its view.
        let box = scrollView.frame
        context.fill(box, with: .white)
        context.stroke(roundedRect: box.insetBy(dx: -0.5, dy: -0.5), radius: 0, with: Color(white: 0, alpha: 0.2))
    }
}
