import Curtain

/// The card each transition's filmstrip shows: the seed design that transition comes from.
///
/// | Transition | Card | Seed |
/// |------------|------|------|
/// | bounce | the orange "This is a custom Alert" popup with a green OK button (``AlertTheme/bouncePopup``) | 000 |
/// | slide | a white popup content view with corner radius 5 and a shadow, like `CWPopup`'s | 002 |
/// | zoom | a light ``AlertController`` alert with Cancel and OK | 004 |
/// | fade, none | a neutral light alert titled "Curtain" | — |
///
/// Every card is a real Curtain view tree (an ``AlertController``'s content view or a
/// ``CardView``), laid out and drawn by a ``RootView`` exactly as a window would draw it.
struct FilmstripCard {
    /// The card, framed at its resting size with origin zero and laid out.
    let view: View
    /// The alert whose content view ``view`` is, kept alive because the view holds it weakly.
    let controller: AlertController?

    /// The container the filmstrip presents over: 600x400, as in ``Filmstrip``.
    static let containerSize = Size(width: 600, height: 400)

    /// Builds the card for `transition`, framed at its resting size for ``containerSize``.
    @MainActor init(for transition: TransitionStyle) {
        switch transition {
        case .bounce:
            let alert = AlertController(title: nil, message: "This is a custom Alert", theme: .bouncePopup)
            alert.addAction(AlertAction(title: "OK"))
            self.init(alert: alert)
        case .slide:
            self.init(view: Self.makePopupContent(), controller: nil)
        case .zoom:
            let alert = AlertController(
                title: "Custom Alert Controller",
                message: "自定义alertcontroller: the card settles from 110 % while the parent dims.")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "OK"))
            self.init(alert: alert)
        case .fade, .none:
            let alert = AlertController(title: "Curtain", message: "Fast Wayland dialogs for shell scripts.")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "OK"))
            self.init(alert: alert)
        }
    }

    /// The alert's card at its laid-out size, moved to the origin.
    @MainActor private init(alert: AlertController) {
        let view = alert.makeCardView(in: Self.containerSize)
        view.frame.origin = .zero
        self.init(view: view, controller: alert)
    }

    private init(view: View, controller: AlertController?) {
        self.view = view
        self.controller = controller
    }

    /// Seed 002's popup: a view controller's view with rounded corners (5) and a soft shadow,
    /// presented centred; here a title, a line of text and a Dismiss button.
    @MainActor static func makePopupContent() -> View {
        let title = Label(text: "CWPopup", font: Font(size: 17, weight: .semibold))
        let text = Label(
            text:
                "A view controller presented as a popup: it slides up from below the window while the window fades to 40 % black.",
            font: Font(size: 14), color: Color(white: 0.25))
        let dismiss = Button(title: "Dismiss", style: .filled(.systemBlue), font: Font(size: 15))
        let stack = StackView(axis: .vertical, arrangedSubviews: [title, text, dismiss])
        stack.spacing = 10
        stack.insets = EdgeInsets(all: 18)
        let card = CardView(content: stack, backgroundColor: .white, cornerRadius: 5)
        card.shadowBlur = 6
        card.shadowOffsetY = 0
        card.shadowColor = Color(white: 0, alpha: 0.8)
        let width = 320.0
        let height = card.sizeThatFits(Size(width: width, height: .infinity)).height.rounded(.up)
        card.frame = Rect(x: 0, y: 0, width: width, height: height)
        card.layoutIfNeeded()
        return card
    }
}
