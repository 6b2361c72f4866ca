import Curtain

/// The gallery window: one section per seed design, each with buttons that present it, and a
/// status line that reports what happened.
///
/// - Seed 000: ``CustomPopUp`` bounces in; its OK button reaches this object through
///   ``ClickDelegates``. "Dummy" shows that the window works normally while nothing is presented.
/// - Seed 002: ``PopupViewController`` slides or fades in over a 40 % fade, or appears at once.
/// - Seed 004: ``AlertController`` as an alert (zoom) with custom actions, an alert with a text
///   field, and an action sheet (slide) with a cancel action.
///
/// The ``GalleryTour`` drives the same methods the buttons call.
@MainActor final class Gallery: ClickDelegates, AlertControllerDelegate {
    /// The application the window belongs to.
    let application: Application
    /// The gallery window.
    let window: Window
    /// The line at the bottom reporting the last event.
    let statusLabel = Label(text: "", font: Font(size: 13), color: Color(white: 0.3))
    /// The seed 000 popup while it is presented.
    private(set) var popUp: CustomPopUp?
    /// How often "Dummy" was clicked.
    private(set) var dummyClicks = 0

    /// The window's size.
    static let size = Size(width: 900, height: 600)
    /// The window's background.
    static let background = Color(hex: 0xEEF0F4)

    /// Creates the window with its three sections; call ``Window/show()`` to map it.
    init(application: Application) {
        self.application = application
        window = Window(
            application: application, title: "Curtain Gallery", appID: "org.curtain.Gallery",
            size: Self.size)
        window.backgroundColor = Self.background
        window.contentView = makeContent()
        status("Nothing presented: the window takes clicks as usual. Try Dummy.")
    }

    // MARK: - Content

    private func makeContent() -> View {
        let title = Label(text: "Curtain Gallery", font: Font(size: 26, weight: .bold))
        let subtitle = Label(
            text: "Three designs, presented over this window with their own transitions. Press a button to present one.",
            font: Font(size: 14), color: Color(white: 0.35))
        let bouncePopup = GallerySection(
            caption: "BOUNCE POPUP", heading: "CustomPopUp",
            description:
                "An orange popup with its own delegate protocol (okClicked, cancelClicked). It pops in from nothing, overshoots to 110 % and settles.",
            tint: Color(hex: 0xE8740C),
            buttons: [
                ("Show Custom PopUp", { [unowned self] in showCustomPopUp() }),
                ("Dummy", { [unowned self] in clickDummy() }),
            ])
        let slideUpPopup = GallerySection(
            caption: "SLIDE-UP POPUP · SLIDE, FADE", heading: "CWPopup",
            description: "A view controller presented as a popup: it slides up from below while the window fades to 40 % black.",
            tint: .systemBlue,
            buttons: [
                ("Present popup (slide)", { [unowned self] in presentPopup(.slide) }),
                ("Present popup (fade)", { [unowned self] in presentPopup(.fade) }),
                ("Present without animation", { [unowned self] in presentPopup(.none) }),
            ])
        let zoomAlert = GallerySection(
            caption: "ZOOM ALERT · ZOOM, SLIDE", heading: "Custom AlertController",
            description:
                "自定义alertcontroller: a presentation controller owns the dim, custom actions, a text field, and an action sheet.",
            tint: Color(hex: 0x248A3D),
            buttons: [
                ("Alert", { [unowned self] in presentAlert() }),
                ("Alert with text field", { [unowned self] in presentTextFieldAlert() }),
                ("Action sheet", { [unowned self] in presentActionSheet() }),
            ])
        let sections = StackView(axis: .horizontal, arrangedSubviews: [bouncePopup, slideUpPopup, zoomAlert])
        sections.spacing = 16
        sections.distribution = .fillEqually
        sections.alignment = .fill
        // Room to spare goes to the sections (plain views stretch; labels keep their height), so the panels
        // reach down to the status line.
        let content = StackView(axis: .vertical, arrangedSubviews: [title, subtitle, sections, statusLabel])
        content.insets = EdgeInsets(top: 28, left: 28, bottom: 22, right: 28)
        content.spacing = 6
        content.setCustomSpacing(20, after: subtitle)
        content.setCustomSpacing(14, after: sections)
        return content
    }

    /// Shows `text` in the status line and on stdout.
    func status(_ text: String) {
        statusLabel.text = text
        print("gallery: \(text)")
    }

    // MARK: - Seed 000

    /// Presents seed 000's popup with its bounce.
    @discardableResult
    func showCustomPopUp(completion: (@MainActor () -> Void)? = nil) -> CustomPopUp {
        let popUp = CustomPopUp()
        popUp.clickDelegate = self
        self.popUp = popUp
        window.present(popUp, animated: true, completion: completion)
        status("CustomPopUp presented: press OK (or Return).")
        return popUp
    }

    /// The seed's `dummyClick`: proves the parent works while nothing is presented.
    func clickDummy() {
        dummyClicks += 1
        status("Click Dummy" + (dummyClicks > 1 ? " (\(dummyClicks)×)" : ""))
    }

    func okClicked() {
        status("okClicked: hiding the popup.")
        popUp?.hide()
        popUp = nil
    }

    func cancelClicked() {
        status("cancelClicked")
        popUp?.hide()
        popUp = nil
    }

    // MARK: - Seed 002

    /// Presents seed 002's popup with a slide, a fade, or (`.none`) at once.
    @discardableResult
    func presentPopup(_ transition: TransitionStyle, completion: (@MainActor () -> Void)? = nil) -> PopupViewController {
        let popup = PopupViewController(transition: transition)
        popup.onDismiss = { [unowned self] animated in
            status("CWPopup dismissed " + (animated ? "with animation." : "without animation."))
        }
        window.present(popup, animated: transition != .none, completion: completion)
        status("CWPopup presented (\(transition == .none ? "no animation" : transition.rawValue)).")
        return popup
    }

    // MARK: - Seed 004

    /// Presents an alert with custom actions; it zooms in.
    @discardableResult
    func presentAlert(completion: (@MainActor () -> Void)? = nil) -> AlertController {
        let alert = AlertController(
            title: "Delete “Holiday.jpg”?",
            message: "The photo is removed from all your devices. This cannot be undone.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Keep a copy"))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        return present(alert, completion: completion)
    }

    /// Presents an alert with a text field.
    @discardableResult
    func presentTextFieldAlert(completion: (@MainActor () -> Void)? = nil) -> AlertController {
        let alert = AlertController(title: "Rename", message: "Enter a new name for “Holiday.jpg”.")
        alert.addTextField { $0.placeholder = "New name" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Rename") { [unowned self, unowned alert] _ in
                status("Renamed to “\(alert.textFields[0].text)”.")
            })
        return present(alert, completion: completion)
    }

    /// Presents an action sheet on the window's bottom edge; it slides up.
    @discardableResult
    func presentActionSheet(completion: (@MainActor () -> Void)? = nil) -> AlertController {
        let sheet = AlertController(title: "Share “Holiday.jpg”", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy link"))
        sheet.addAction(AlertAction(title: "Save to Files"))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        return present(sheet, completion: completion)
    }

    private func present(_ alert: AlertController, completion: (@MainActor () -> Void)?) -> AlertController {
        alert.delegate = self
        window.present(alert, animated: true, completion: completion)
        status("\(alert.preferredStyle == .alert ? "Alert" : "Action sheet") presented: choose an action.")
        return alert
    }

    func alertController(_ alertController: AlertController, didSelect action: AlertAction) {
        if action.title != "Rename" { status("Chose “\(action.title)”.") }
    }

    func alertControllerDidCancel(_ alertController: AlertController) {
        status("Cancelled.")
    }
}
