import Testing
import CurtainPresentation
import CurtainRendering

/// UIKit's delegate shape: held weakly by the controller, asked with the presented and presenting controllers.
@Suite("Transitioning delegate")
@MainActor
struct TransitioningDelegateTests {
    /// Records every question it is asked.
    final class Recorder: TransitioningDelegate {
        func name(_ controller: ViewController?) -> String {
            controller.map { $0.title ?? "untitled" } ?? "window"
        }
        var asked: [String] = []
        func animationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
        ) -> Animator? {
            asked.append("present \(name(presented)) over \(name(presenting)) from \(name(source))")
            return FadeTransition()
        }
        func animationController(forDismissed dismissed: ViewController) -> Animator? {
            asked.append("dismiss \(name(dismissed))")
            return FadeTransition()
        }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController?
        ) -> PresentationController? {
            asked.append("controller for \(name(presented)) over \(name(presenting))")
            return PresentationController(dimmingLayer: .alert)
        }
    }

    final class Titled: ViewController {
        init(_ title: String) {
            super.init()
            self.title = title
        }
    }

    @Test("the controller holds transitioningDelegate weakly and modalTransition strongly; the delegate wins")
    func ownership() {
        let controller = ViewController()
        controller.transitioningDelegate = FadeTransition()
        #expect(controller.transitioningDelegate == nil, "nothing else kept it")
        controller.modalTransition = SlideTransition()
        #expect(controller.effectiveTransitioningDelegate is SlideTransition)
        let kept = Recorder()
        controller.transitioningDelegate = kept
        #expect(controller.effectiveTransitioningDelegate === kept)
    }

    @Test("the coordinator asks with the presented and presenting controllers, and keeps the delegate it was given")
    func typedQuestions() {
        let sheet = Titled("sheet"), confirmation = Titled("confirmation")
        weak var released: Recorder?
        let coordinator: TransitionCoordinator
        do {
            let recorder = Recorder()
            released = recorder
            coordinator = TransitionCoordinator(
                transitioningDelegate: recorder, containerSize: Size(width: 400, height: 300),
                cardSize: Size(width: 200, height: 100), presented: confirmation, presenting: sheet)
        }
        coordinator.present(animated: false)
        coordinator.dismiss(animated: false)
        #expect(released != nil, "the coordinator keeps its delegate for the presentation")
        #expect(coordinator.transitioningDelegate === released)
        let recorder = coordinator.transitioningDelegate as? Recorder
        #expect(
            recorder?.asked == [
                "controller for confirmation over sheet",
                "present confirmation over sheet from sheet",
                "dismiss confirmation",
            ])
    }
}
