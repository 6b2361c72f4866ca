import Wayland

/// When committed frames reached the screen, from `wp_presentation_feedback`.
///
/// A frame callback says when the compositor would like the next frame, not whether the last one was shown;
/// with one callback outstanding it can never tell that a frame was late. Presentation feedback can: for each
/// commit it reports either `presented`, with the time the frame turned to light and the output's refresh
/// interval, or `discarded`, when the content never showed (a later commit replaced it, or the surface went
/// away). Two presented frames more than one refresh apart mean refreshes went by without a new frame.
///
/// ```swift
/// let feedback = PresentationFeedback(presentation: connection.presentation)
/// feedback?.onOutcome = { tag, outcome in print(tag, outcome) }
/// feedback?.request(on: surface, tag: 7)   // before surface.commit()
/// ```
///
/// The feedback objects live here until their event arrives, so an outcome can still be reported after the
/// surface that asked for it is destroyed (the compositor then sends `discarded`).
@MainActor package final class PresentationFeedback {
    /// What became of one commit.
    package enum Outcome: Sendable, Equatable {
        /// Shown at `nanoseconds` on the presentation clock (only differences mean anything), on an
        /// output refreshing every `refreshNanoseconds` (0 when unknown or variable); `isVSync` when the
        /// compositor says the frame was tied to that refresh (a headless output's refresh is nominal).
        case presented(nanoseconds: UInt64, refreshNanoseconds: UInt64, isVSync: Bool)
        /// Never shown.
        case discarded
    }

    /// Called once per requested feedback, with the tag given to ``request(on:tag:)``.
    package var onOutcome: (@MainActor (Int, Outcome) -> Void)?

    private let presentation: WpPresentation
    /// Feedback objects awaiting their event, with their tags.
    private var outstanding: [(tag: Int, feedback: WpPresentationFeedback)] = []

    /// Wraps the bound `wp_presentation`; nil when the compositor does not offer it.
    package init?(presentation: WpPresentation?) {
        guard let presentation else { return nil }
        self.presentation = presentation
    }

    /// Asks for feedback on `surface`'s next commit; call it just before that commit.
    package func request(on surface: WlSurface, tag: Int) {
        let feedback = presentation.feedback(surface: surface)
        feedback.onEvent = { [unowned self, unowned feedback] event in
            switch event {
            case .syncOutput: break
            case .presented(let secondsHigh, let secondsLow, let nanoseconds, let refresh, _, _, let flags):
                let seconds = UInt64(secondsHigh) << 32 | UInt64(secondsLow)
                finish(
                    feedback,
                    .presented(
                        nanoseconds: seconds &* 1_000_000_000 &+ UInt64(nanoseconds),
                        refreshNanoseconds: UInt64(refresh), isVSync: flags.contains(.vsync)))
            case .discarded:
                finish(feedback, .discarded)
            }
        }
        outstanding.append((tag, feedback))
    }

    /// `presented` or `discarded`: the compositor destroyed the object; report it and let it go.
    private func finish(_ feedback: WpPresentationFeedback, _ outcome: Outcome) {
        guard let index = outstanding.firstIndex(where: { $0.feedback === feedback }) else { return }
        let entry = outstanding.remove(at: index)
        onOutcome?(entry.tag, outcome)
        // Keep the proxy alive until its own event handler has returned.
        withExtendedLifetime(entry.feedback) {}
    }
}
