/// A presented controller with its own way of being sent away by the user or the compositor
/// (a tap on the dim, a drag, `popup_done`): an ``AlertController`` chooses its cancel action.
@MainActor public protocol PresentationCancelling: AnyObject {
    /// Ends the presentation as a cancellation; must eventually dismiss the controller.
    func cancelPresentation()
}
