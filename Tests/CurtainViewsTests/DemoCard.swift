import CurtainViews
import CurtainRendering

/// The demo alert used by the rendering tests and written to a PNG for eyeballing:
/// a title, a message, a text field and two buttons on a card over a dimmed backdrop.
@MainActor
enum DemoCard {
    static let cardWidth = 270.0

    struct Parts {
        let root: RootView
        let card: CardView
        let title: Label
        let message: Label
        let field: TextField
        let cancel: Button
        let ok: Button
    }

    static func make(size: Size = Size(width: 360, height: 320)) -> Parts {
        let title = Label(text: "Rename File", font: .headline)
        title.alignment = .center
        let message = Label(
            text: "Enter a new name for “Report.pdf”.\n新しい名前を入力してください。",
            font: .footnote, color: Color(white: 0.2))
        message.alignment = .center
        let field = TextField(placeholder: "File name")
        field.text = "Quarterly Report 2026"
        let cancel = Button(title: "Cancel", style: .cancel)
        let ok = Button(title: "OK", style: .filled(.systemGreen))
        let buttons = StackView(axis: .horizontal, arrangedSubviews: [cancel, ok])
        buttons.distribution = .fillEqually
        buttons.spacing = 8

        let texts = StackView(axis: .vertical, arrangedSubviews: [title, message])
        texts.spacing = 4
        let content = StackView(axis: .vertical, arrangedSubviews: [texts, field, buttons])
        content.spacing = 14
        content.insets = EdgeInsets(top: 20, left: 16, bottom: 12, right: 16)

        let card = CardView(content: content, backgroundColor: .alertBackground, cornerRadius: 14)
        let root = RootView(frame: Rect(origin: .zero, size: size))
        root.backgroundColor = Color(hex: 0x8E9AAF)
        root.addSubview(card)
        let height = card.sizeThatFits(Size(width: cardWidth, height: .infinity)).height
        card.frame = Rect(
            x: ((size.width - cardWidth) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
            width: cardWidth, height: height)
        return Parts(root: root, card: card, title: title, message: message, field: field, cancel: cancel, ok: ok)
    }
}
