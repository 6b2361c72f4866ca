import Curtain
import Testing
@testable import CurtainReadmeExamples

/// Runs the parts of the documentation's examples that need no compositor. The examples themselves live,
/// verbatim, in `Sources/CurtainReadmeExamples` (``ReadmeTextTests`` holds them to the README and docs/).
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

    @Test func seed000PopupLaysOutItsLabelAndButtonInsideTheCardAndReportsOK() throws {
        final class Recorder: ClickDelegates {
            var oks = 0
            func okClicked() { oks += 1 }
            func cancelClicked() {}
        }
        let popup = CustomPopUp()
        let recorder = Recorder()
        popup.clickDelegate = recorder
        // The presentation gives the root view its frame; the stack lays the card out.
        popup.view.frame = Rect(x: 0, y: 0, width: 360, height: 160)
        popup.view.layoutIfNeeded()
        let label = try #require(popup.view.subviews.compactMap { $0 as? Label }.first)
        let button = try #require(popup.view.subviews.compactMap { $0 as? Button }.first)
        #expect(label.frame.width == 320 && label.frame.height > 0 && label.frame.minY == 20)
        #expect(button.frame.width == 320 && button.frame.height > 0 && button.frame.maxY == 150)
        button.activate()
        #expect(recorder.oks == 1)
    }
}
