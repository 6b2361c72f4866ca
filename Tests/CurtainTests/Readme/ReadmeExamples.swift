import Curtain
import Testing

// The README's library examples, verbatim inside these functions: the build fails if an example stops compiling,
// and the tests below run the parts that need no compositor.

// MARK: - Seed 000: a custom popup with a bounce-in and delegate callbacks

/// The seed's `ClickDelegates`: the popup reports what was clicked and its owner decides what happens.
protocol ClickDelegates: AnyObject {
    func okClicked()
    func cancelClicked()
}

final class CustomPopUp: ViewController {
    weak var clickDelegate: ClickDelegates?

    override func loadView() {
        let card = View()
        card.backgroundColor = Color(hex: 0xFF8000)
        card.cornerRadius = 5
        let label = Label(text: "This is a custom Alert")
        let ok = Button(title: "OK", style: .filled(Color(hex: 0x00FF00))) { [unowned self] in
            clickDelegate?.okClicked()
        }
        let stack = StackView(axis: .vertical, arrangedSubviews: [label, ok])
        stack.insets = EdgeInsets(top: 20, left: 20, bottom: 10, right: 20)
        stack.spacing = 40
        card.addSubview(stack)
        view = card
    }

    override func viewDidLoad() {
        // The stack fills the card, as the seed's label and button fill its `childPopUp`.
        view.subviews.first?.frame = view.bounds
    }
}

final class ParentController: ClickDelegates {
    let window: Window
    let popup = CustomPopUp()
    init(window: Window) { self.window = window }

    func showAlert() {
        popup.clickDelegate = self
        popup.preferredContentSize = Size(width: window.size.width - 40, height: window.size.height / 3)
        popup.transitioningDelegate = BounceTransition()   // 0.001 → 1.1 → 0.9 → 1.0, 0.2 s each
        window.present(popup, animated: true)
    }

    func okClicked() { popup.dismiss(animated: false) }   // the seed's hide: removeFromSuperview
    func cancelClicked() { print("Cancel") }
}

// MARK: - Seed 002: a popup that slides up while a black fade view dims the parent

func presentSlidingPopup(_ popup: ViewController, over window: Window) {
    popup.preferredContentSize = Size(width: 300, height: 200)
    popup.transitioningDelegate = SlideTransition()   // top 10 px below the parent → centre; dim 0 → 0.4; 0.5 s
    window.present(popup, animated: true) { print("shown") }
}

func dismissSlidingPopup(_ popup: ViewController, animated: Bool) {
    popup.dismiss(animated: animated) { print("gone") }   // animated: false removes card and dim at once
}

// MARK: - Seed 004: a custom alert controller with its own presentation controller, animator and delegate

final class CustomAlertPresentationController: PresentationController {
    init() { super.init(dimmingLayer: DimmingLayer(color: .black, targetAlpha: 0.5)) }

    override func dismissalTransitionWillBegin() {
        transitionCoordinator?.animate(alongside: { $0.animate(\.dim, to: 0) })
    }
}

final class CustomAlertAnimation: Animator {
    func transitionDuration(using context: TransitionContext) -> Double { 0.2 }

    func animateTransition(using context: TransitionContext) {
        guard context.isPresenting else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        context.animate([PropertyAnimation(\.scale, from: 1.1, to: 1.0, duration: 0.2)]) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class CustomModalTransitionDelegate: TransitioningDelegate {
    func animatorForPresentation() -> Animator? { CustomAlertAnimation() }
    func animatorForDismissal() -> Animator? { CustomAlertAnimation() }
    func presentationController(forPresented content: AnyObject?) -> PresentationController? {
        CustomAlertPresentationController()
    }
}

func presentDeleteAlert(over window: Window, trash: @escaping () -> Void) {
    let alert = AlertController(title: "Delete “Report.pdf”?", message: "This cannot be undone.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in trash() })
    alert.transitioningDelegate = CustomModalTransitionDelegate()
    window.present(alert)
}

// MARK: - Running the parts that need no compositor

@Suite("README examples")
@MainActor
struct ReadmeExamplesTests {
    @Test func seed004AnimatorAndPresentationControllerRunTheirTransition() {
        let delegate = CustomModalTransitionDelegate()
        let coordinator = TransitionCoordinator(
            transitioningDelegate: delegate,
            containerSize: Size(width: 600, height: 400),
            cardSize: Size(width: 270, height: 140))
        var completed = false
        coordinator.present(animated: true) { completed = $0 }
        #expect(coordinator.advance(to: 0))
        #expect(abs(coordinator.values.scale - 1.1) < 1e-9)
        coordinator.advance(to: 0.2)
        #expect(abs(coordinator.values.scale - 1.0) < 1e-9)
        #expect(abs(coordinator.values.dim - 0.5) < 1e-9)
        #expect(completed)
    }

    @Test func seed000PopupBuildsItsCardAndReportsOK() {
        final class Recorder: ClickDelegates {
            var oks = 0
            func okClicked() { oks += 1 }
            func cancelClicked() {}
        }
        let popup = CustomPopUp()
        let recorder = Recorder()
        popup.clickDelegate = recorder
        let button = popup.view.subviews.first?.subviews.compactMap { $0 as? Button }.first
        button?.activate()
        #expect(recorder.oks == 1)
    }
}

// MARK: - Windows and views (compiled only: it needs a compositor)

func runRenameWindow() throws {
    let app = try Application()
    let window = Window(application: app, title: "Rename", appID: "org.example.rename",
                        size: Size(width: 360, height: 130))
    let field = TextField(placeholder: "New name")
    field.frame = Rect(x: 20, y: 20, width: 320, height: 36)
    let ok = Button(title: "Rename", style: .filled(.systemBlue)) { app.terminate() }
    ok.frame = Rect(x: 220, y: 72, width: 120, height: 44)
    window.contentView.addSubview(field)
    window.contentView.addSubview(ok)
    window.onCloseRequest = { app.terminate() }
    window.show()
    field.becomeFocused()
    try app.run()          // throws WaylandError if the compositor goes away
    print(field.text)
}
