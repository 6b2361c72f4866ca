import Curtain

/// The tour's stops: every seed design, every transition (bounce, slide, fade, none, zoom).
extension GalleryTour {
    /// In order: seed 000's popup (bounce), seed 002's popup sliding, fading and without
    /// animation, and seed 004's alert (zoom), alert with a text field and action sheet (slide).
    static var allStops: [Stop] {
        [
            Stop(
                name: "custompopup-bounce", presentDuration: .seconds(0.6), dismissDuration: .zero,
                present: { gallery, done in gallery.showCustomPopUp(completion: done) },
                dismiss: { _, controller, done in (controller as? CustomPopUp)?.hide(completion: done) }),
            Stop(
                name: "cwpopup-slide", presentDuration: SlideTransition.duration,
                dismissDuration: SlideTransition.duration,
                present: { gallery, done in gallery.presentPopup(.slide, completion: done) },
                dismiss: { _, controller, done in controller.dismiss(animated: true, completion: done) }),
            Stop(
                name: "cwpopup-fade", presentDuration: FadeTransition.duration,
                dismissDuration: FadeTransition.duration,
                present: { gallery, done in gallery.presentPopup(.fade, completion: done) },
                dismiss: { _, controller, done in controller.dismiss(animated: true, completion: done) }),
            Stop(
                name: "cwpopup-none", presentDuration: .zero, dismissDuration: .zero,
                present: { gallery, done in gallery.presentPopup(.none, completion: done) },
                dismiss: { _, controller, done in controller.dismiss(animated: false, completion: done) }),
            Stop(
                name: "alert-zoom", presentDuration: .seconds(0.2), dismissDuration: .seconds(0.2),
                present: { gallery, done in gallery.presentAlert(completion: done) },
                dismiss: { _, controller, done in controller.dismiss(animated: true, completion: done) }),
            Stop(
                name: "alert-textfield-zoom", presentDuration: .seconds(0.2), dismissDuration: .seconds(0.2),
                present: { gallery, done in gallery.presentTextFieldAlert(completion: done) },
                atRest: { controller in (controller as? AlertController)?.textFields.first?.text = "Beach day" },
                dismiss: { _, controller, done in controller.dismiss(animated: true, completion: done) }),
            Stop(
                name: "actionsheet-slide", presentDuration: SlideTransition.duration,
                dismissDuration: SlideTransition.duration,
                present: { gallery, done in gallery.presentActionSheet(completion: done) },
                dismiss: { _, controller, done in controller.dismiss(animated: true, completion: done) }),
        ]
    }
}
