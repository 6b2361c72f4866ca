import CurtainPresentation

/// How an alert takes part in a live presentation: the compositor or a gesture sending it away
/// chooses its cancel path, and its stats are named after its transition style.
extension AlertController: PresentationCancelling, TransitionStyleNaming {
    /// ``cancel()``: the `.cancel` action when there is one, else a plain dismissal.
    public func cancelPresentation() {
        cancel()
    }

    /// The effective style's name (`zoom`, `slide`, `fade`, …), for `CURTAIN_STATS`.
    package var transitionStyleName: String {
        effectiveTransitionStyle.rawValue
    }
}
