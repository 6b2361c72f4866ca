import Curtain

/// "Progress bars": a determinate bar, then a pulsating one. Compiled, never run.
@MainActor func makeProgressBars() -> ProgressBar {
// README begin
let bar = ProgressBar()
bar.progress = 0.45        // 45 %
bar.isPulsating = true     // unknown duration
// README end
return bar
}
