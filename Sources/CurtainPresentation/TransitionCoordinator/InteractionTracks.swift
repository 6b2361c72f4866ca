/// Tracks that move the card between transitions, such as a dragged card's spring back.
///
/// They are sampled like a transition's but run no presentation hooks, so they are kept apart from
/// ``RunningTransition``: a transition that begins meanwhile cancels them and starts from the values on screen.
struct InteractionTracks {
    /// The tracks and their completion, in a context of their own.
    let tracks: TransitionContext
    /// Their place on the frame clock.
    var time = TrackTime()
}
