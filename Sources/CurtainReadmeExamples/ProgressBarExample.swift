import Curtain

/// "Progress bars": a determinate bar, then a pulsating one. Compiled, never run.
@MainActor func makeProgressBars() -> ProgressBar {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
let bar = ProgressBar()
bar.progress = 0.45        // 45 %
bar.isPulsating = true     // unknown duration
// Example end
return bar
}
