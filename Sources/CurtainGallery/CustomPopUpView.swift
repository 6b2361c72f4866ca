import Curtain

/// The body of seed 000's popup: an orange card with corner radius 5, the label "This is a
/// custom Alert" 20 px in from the top-left, and a full-width green OK button 50 px from the
/// bottom (20 px side insets, 40 px tall, corner radius 5).
@MainActor final class CustomPopUpView: View {
    /// The seed's `lblForDisplay`.
    let label = Label(text: "This is a custom Alert", font: Font(size: 17), color: .black)
    /// The seed's `okBtn`.
    let okButton: Button

    /// The seed's `[UIColor orangeColor]`.
    static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// The seed's `[UIColor greenColor]`.
    static let green = Color(red: 0, green: 1, blue: 0)
    /// The seed's `popUpX`: the inset of everything inside the card.
    static let inset = 20.0

    /// Creates the card; `onOK` runs when the button is activated.
    init(onOK: @escaping () -> Void) {
        okButton = Button(title: "OK", style: .filled(Self.green), font: Font(size: 17), action: onOK)
        okButton.highlightCornerRadius = 5
        super.init()
        backgroundColor = Self.orange
        cornerRadius = 5
        addSubview(label)
        addSubview(okButton)
    }

    override func layoutSubviews() {
        let inset = Self.inset
        label.frame = Rect(x: inset, y: inset, width: bounds.width - 2 * inset, height: 22)
        okButton.frame = Rect(x: inset, y: bounds.height - 50, width: bounds.width - 2 * inset, height: 40)
    }
}
