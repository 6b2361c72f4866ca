import CurtainRendering
import CurtainPresentation

/// The presentation controller of an ``AlertController``: the transition's dim, and the card's
/// resting frame from ``AlertController/layout(in:)`` (centred for alerts, on the bottom edge for
/// action sheets).
///
/// Taps on the dim never dismiss an alert: an alert needs an answer. A compositor backend may
/// subclass ``PresentationController`` for its surfaces; it should then take the card's frame
/// from ``ViewController/frameOfPresentedView(in:)`` as this class does.
@MainActor public final class AlertPresentationController: PresentationController {
    /// The alert whose card this controller places.
    public private(set) weak var alertController: AlertController?

    /// Creates the controller for `alert` with the transition's dim.
    ///
    /// - Parameters:
    ///   - alert: The presented alert.
    ///   - dimmingLayer: The dim over the parent, usually the transition's.
    public init(presenting alert: AlertController, dimmingLayer: DimmingLayer) {
        alertController = alert
        super.init(dimmingLayer: dimmingLayer, dismissesOnDimTap: false)
    }

    /// The alert's laid-out frame; falls back to centring ``PresentationController/preferredContentSize``
    /// once the alert is gone.
    public override func frameOfPresentedView(in containerSize: Size) -> Rect {
        guard let alertController else { return super.frameOfPresentedView(in: containerSize) }
        return alertController.frameOfPresentedView(in: containerSize)
    }
}
