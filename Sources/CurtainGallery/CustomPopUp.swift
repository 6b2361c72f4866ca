import Curtain

/// Seed 000's `CustomPopUp`, as a Curtain view controller: an orange card with a label and a
/// green OK button that bounces in over its parent.
///
/// The seed sizes the card from the screen: 20 px from the left and right edges, a third of the
/// height, centred; here the parent window plays the screen. Its `ClickDelegates` become
/// ``clickDelegate``; `show` and `hide` become presenting and dismissing it.
///
/// ```swift
/// let popUp = CustomPopUp()
/// popUp.clickDelegate = self
/// window.present(popUp, animated: true)        // show
/// func okClicked() { popUp.hide() }             // hide
/// ```
@MainActor final class CustomPopUp: ViewController {
    /// Hears OK and cancel; weak, as a delegate should be (the seed retained it).
    weak var clickDelegate: ClickDelegates?

    override init() {
        super.init()
        modalTransition = BounceTransition()
    }

    override func loadView() {
        view = CustomPopUpView { [unowned self] in clickDelegate?.okClicked() }
    }

    /// The seed's `popUpRect`: inset 20 px left and right, a third of the height, centred.
    override func frameOfPresentedView(in containerSize: Size) -> Rect {
        let inset = CustomPopUpView.inset
        let height = (containerSize.height / 3).rounded()
        return Rect(
            x: inset, y: ((containerSize.height - height) / 2).rounded(),
            width: containerSize.width - 2 * inset, height: height)
    }

    /// Return is OK, Escape cancels.
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard !event.isRepeat else { return false }
        switch event.keysym {
        case .return, .keypadEnter: clickDelegate?.okClicked()
        case .escape: clickDelegate?.cancelClicked()
        default: return false
        }
        return true
    }

    /// The seed's `hide`: takes the popup down.
    func hide(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        dismiss(animated: animated, completion: completion)
    }
}
