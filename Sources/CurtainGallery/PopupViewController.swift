import Curtain

/// Seed 002's popup content: a view controller presented with `CWPopup`'s
/// `presentPopupViewController:animated:completion:`, a white card with corner radius 5 and a
/// dark, soft shadow, centred over a 40 % black fade.
///
/// It slides up from below the parent by default (``SlideTransition``) or fades
/// (``FadeTransition``), and offers both of the seed's ways out: dismissing animated and not.
///
/// ```swift
/// let popup = PopupViewController(transition: .slide)
/// window.present(popup, animated: true)
/// ```
@MainActor final class PopupViewController: ViewController {
    /// Runs after the popup has been dismissed, with whether the dismissal animated.
    var onDismiss: (@MainActor (Bool) -> Void)?
    /// The card's width.
    static let width = 340.0

    /// Creates the popup with a slide (the seed's animation) or a fade.
    init(transition: TransitionStyle) {
        super.init()
        modalTransition = transition == .fade ? FadeTransition(dimmingLayer: .popup) : SlideTransition()
    }

    override func loadView() {
        let title = Label(text: "CWPopup", font: Font(size: 18, weight: .semibold))
        let text = Label(
            text:
                "A view controller presented as a popup. The window behind fades to 40 % black; dismiss with or without animation.",
            font: Font(size: 14), color: Color(white: 0.3))
        let animated = Button(title: "Dismiss", style: .filled(.systemBlue), font: Font(size: 15)) { [unowned self] in
            close(animated: true)
        }
        let instant = Button(title: "Skip animation", style: .default, font: Font(size: 15)) { [unowned self] in
            close(animated: false)
        }
        let buttons = StackView(axis: .horizontal, arrangedSubviews: [instant, animated])
        buttons.spacing = 10
        buttons.distribution = .fillEqually
        let stack = StackView(axis: .vertical, arrangedSubviews: [title, text, buttons])
        stack.spacing = 12
        stack.insets = EdgeInsets(all: 20)
        let card = CardView(content: stack, backgroundColor: .white, cornerRadius: 5)
        card.shadowColor = Color(white: 0, alpha: 0.6)
        card.shadowBlur = 8
        card.shadowOffsetY = 0
        view = card
        let height = card.sizeThatFits(Size(width: Self.width, height: .infinity)).height.rounded(.up)
        preferredContentSize = Size(width: Self.width, height: height)
    }

    /// Centred at ``width`` by the card's fitted height (loads the view to measure it).
    override func frameOfPresentedView(in containerSize: Size) -> Rect {
        _ = view
        return super.frameOfPresentedView(in: containerSize)
    }

    /// Escape dismisses with animation.
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.keysym == .escape, !event.isRepeat else { return false }
        close(animated: true)
        return true
    }

    /// Dismisses, then reports it through ``onDismiss``.
    func close(animated: Bool) {
        dismiss(animated: animated) { [weak self] in self?.onDismiss?(animated) }
    }
}
