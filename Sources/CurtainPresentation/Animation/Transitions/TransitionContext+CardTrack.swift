extension TransitionContext {
    /// Runs the card's `track` and completes the transition when it ends (not completed when cancelled): how
    /// each built-in transition moves its one property of the card.
    ///
    /// Presenting, the card's other properties go to rest at once, so that a presentation which interrupts a
    /// dismissal of another style starts from a card at its natural size, place and opacity.
    func completeTransition(after track: PropertyAnimation) {
        let tracks = isPresenting ? [track] + PropertyAnimation.cardAtRest(except: track.property) : [track]
        animate(tracks) { _ in
            self.completeTransition(!self.transitionWasCancelled)
        }
    }
}

extension PropertyAnimation {
    /// Tracks that put the card's scale, offset and opacity (but `property`) at rest at once: scale 1, no
    /// offset, opaque, as in ``TransitionValues/identity``.
    static func cardAtRest(except property: TransitionProperty? = nil) -> [PropertyAnimation] {
        let card: [TransitionProperty] = [\.scale, \.offsetY, \.cardAlpha]
        return card.filter { $0 != property }.map { key in
            let rest = TransitionValues.identity[keyPath: key]
            return PropertyAnimation(key, from: rest, to: rest, duration: .zero)
        }
    }
}
