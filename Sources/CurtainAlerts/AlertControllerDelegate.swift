/// Learns how an ``AlertController`` ended: seed 000's `ClickDelegates` (`okClicked` /
/// `cancelClicked`) in Curtain's terms.
///
/// Delegate callbacks and ``AlertAction`` handlers are two ways to hear the same thing; use
/// whichever suits. Both fire after the dismissal transition has completed, the action's handler
/// first, and each exactly once per alert. Exactly one of the two methods is called.
///
/// ```swift
/// final class Gallery: AlertControllerDelegate {
///     func alertController(_ alert: AlertController, didSelect action: AlertAction) { print(action.title) }
///     func alertControllerDidCancel(_ alert: AlertController) { print("cancelled") }
/// }
/// ```
@MainActor public protocol AlertControllerDelegate: AnyObject {
    /// The user chose a `.default` or `.destructive` action and the alert is gone.
    ///
    /// - Parameters:
    ///   - alertController: The alert that ended.
    ///   - action: The chosen action; its handler has already run.
    func alertController(_ alertController: AlertController, didSelect action: AlertAction)

    /// The alert ended by cancelling and is gone: its `.cancel` action was chosen (by click or
    /// Escape), or ``AlertController/cancel()`` ended an alert without one (the compositor
    /// closed the popup, the parent went away).
    ///
    /// - Parameter alertController: The alert that ended.
    func alertControllerDidCancel(_ alertController: AlertController)
}

// MARK: - Default implementations

extension AlertControllerDelegate {
    /// Does nothing.
    public func alertController(_ alertController: AlertController, didSelect action: AlertAction) {}

    /// Does nothing.
    public func alertControllerDidCancel(_ alertController: AlertController) {}
}
