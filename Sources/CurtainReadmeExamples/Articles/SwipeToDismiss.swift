import Curtain

// "Writing your own transition", driving it by hand: a dismissal a swipe holds, then finishes or cancels.

// Example begin: docs/Curtain.docc/WritingYourOwnTransition.md
/// Slides the sheet away as far as the pointer has dragged it; released past a third, it goes.
final class SwipeDown: TransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    var isSwiping = false

    func animationController(forDismissed dismissed: ViewController) -> Animator? { SlideTransition() }
    func interactionControllerForDismissal(using animator: Animator) -> PercentDrivenInteractiveTransition? {
        isSwiping ? interaction : nil
    }

    func swipeBegan(on sheet: ViewController) {
        isSwiping = true
        sheet.dismiss(animated: true)   // begins held at 0
    }
    func swipeMoved(by distance: Double, of height: Double) {
        interaction.update(distance / height)   // the card and the dim follow the pointer
    }
    func swipeEnded() {
        isSwiping = false
        if interaction.percentComplete > 1.0 / 3 { interaction.finish() } else { interaction.cancel() }
    }
}
// Example end
