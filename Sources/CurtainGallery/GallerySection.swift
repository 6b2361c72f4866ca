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
        buttons: [(title: String, action: @MainActor () -> Void)]
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
        // The spacer at the end keeps the content at the top of a panel taller than it.
        stack = StackView(
            axis: .vertical,
            arrangedSubviews: [captionLabel, headingLabel, descriptionLabel, buttonStack, Spacer()])
        stack.spacing = 6
        stack.insets = EdgeInsets(all: 18)
        stack.setCustomSpacing(16, after: descriptionLabel)
        stack.setCustomSpacing(0, after: buttonStack)
        super.init()
        backgroundColor = .white
        cornerRadius = 12
        addSubview(stack)
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        stack.sizeThatFits(proposal)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }

    /// A hairline border around the panel.
    override func drawOverlay(in context: GraphicsContext) {
        context.stroke(
            roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), radius: cornerRadius,
            with: Color(white: 0, alpha: 0.1))
    }
}
