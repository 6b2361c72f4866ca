import Curtain

// "Views and controls": a banner animated in with `View.animate`. Compiled, never run.

/// Slides `banner` down into view and fades it in.
@MainActor
func showBanner(_ banner: View) {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
View.animate(withDuration: .milliseconds(250)) {
    banner.alpha = 1
    banner.frame.origin.y = 0
} completion: { finished in
    print("banner shown:", finished)
}
// Example end
}
