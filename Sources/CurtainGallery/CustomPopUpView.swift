import Curtain

/// The body of seed 000's popup: an orange card with corner radius 5, the label "This is a
/// custom Alert" 20 px in from the top-left, and a full-width green OK button 50 px from the
/// bottom (20 px side insets, 40 px tall, corner radius 5).
@MainActor final class CustomPopUpView: View {
    /// The seed's `lblForDisplay`.
    let label = Label(text: "This is a custom Alert", font: Font(size: 17), color: .black)
    /// The seed's `okBtn`.
    let okButton: Button
    private let stack: StackView

    /// The seed's `[UIColor orangeColor]`.
    static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// The seed's `[UIColor greenColor]`.
    static let green = Color(red: 0, green: 1, blue: 0)
    /// The seed's `popUpX`: the inset of everything inside the card.
    static let inset = 20.0

    /// Creates the card; `onOK` runs when the button is activated.
    init(onOK: @escaping @MainActor () -> Void) {
        okButton = Button(title: "OK", style: .filled(Self.green), font: Font(size: 17), action: onOK)
        okButton.highlightCornerRadius = 5
        // The seed's frames: the label 22 px tall at the top, the button 40 px tall and 10 px above the bottom.
        label.preferredSize = Size(width: 0, height: 22)
        okButton.preferredSize = Size(width: 0, height: 40)
        stack = StackView(axis: .vertical, arrangedSubviews: [label, Spacer(), okButton])
        stack.insets = EdgeInsets(top: Self.inset, left: Self.inset, bottom: 10, right: Self.inset)
        super.init()
        backgroundColor = Self.orange
        cornerRadius = 5
        addSubview(stack)
    }

    override func layoutSubviews() {
        stack.frame = bounds
    }
}
