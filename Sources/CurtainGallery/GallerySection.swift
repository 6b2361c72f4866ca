import Curtain

/// One column of the gallery: a white rounded panel naming a seed design, describing it, and
/// holding the buttons that present it.
///
/// ```
/// ┌──────────────────────────┐
/// │ BOUNCE POPUP             │  caption, tinted
/// │ CustomPopUp              │  heading
/// │ An orange popup with …   │  description
/// │ [ Show Custom PopUp ]    │  buttons, full width
/// │ [ Dummy ]                │
/// └──────────────────────────┘
/// ```
@MainActor final class GallerySection: View {
    /// The panel's content, top to bottom.
    private let stack: StackView
    /// The buttons, in order.
    let buttons: [Button]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - caption: The small tinted line above the heading ("BOUNCE POPUP").
    ///   - heading: The design's name.
    ///   - description: One or two sentences about it.
    ///   - tint: The caption's colour and the first button's fill.
    ///   - buttons: Titles and actions; the first is drawn filled.
    init(
        caption: String, heading: String, description: String, tint: Color,
        buttons: [(title: String, action: () -> Void)]
    ) {
        let captionLabel = Label(text: caption, font: Font(size: 12, weight: .semibold), color: tint)
        let headingLabel = Label(text: heading, font: Font(size: 19, weight: .semibold))
        let descriptionLabel = Label(text: description, font: Font(size: 13.5), color: Color(white: 0.35))
        self.buttons = buttons.enumerated().map { index, spec in
            let button = Button(
                title: spec.title, style: index == 0 ? .filled(tint) : .default,
                font: Font(size: 15), action: spec.action)
            button.highlightCornerRadius = 8
            return button
        }
        let buttonStack = StackView(axis: .vertical, arrangedSubviews: self.buttons)
        buttonStack.spacing = 6
        let spacer = View()
        spacer.preferredSize = Size(width: 0, height: 4)
        stack = StackView(
            axis: .vertical,
            arrangedSubviews: [captionLabel, headingLabel, descriptionLabel, spacer, buttonStack])
        stack.spacing = 6
        stack.insets = EdgeInsets(all: 18)
        super.init()
        backgroundColor = .white
        cornerRadius = 12
        addSubview(stack)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        stack.sizeThatFits(proposal)
    }

    override func layoutSubviews() {
        let fitted = stack.sizeThatFits(Size(width: bounds.width, height: .infinity))
        stack.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(fitted.height, bounds.height))
    }

    /// A hairline border around the panel.
    override func drawOverlay(in context: GraphicsContext) {
        context.stroke(
            roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: cornerRadius,
            with: Color(white: 0, alpha: 0.1))
    }
}
