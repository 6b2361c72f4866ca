import CurtainRendering
import CurtainViews

/// Presents a view controller in a window of its own, a modal dialog of the presenting window:
/// ``ModalPresentationStyle/dialogWindow``, GTK's transient dialog.
///
/// The dialog is a ``Window`` titled with the controller's ``ViewController/title`` (the parent's without one),
/// whose ``Window/parentWindow`` is the presenting window, of the controller's
/// ``ViewController/preferredContentSize`` (or its view's fitted size), not resizable; the controller's view fills
/// it. While it is up, the parent takes no presses or keys (``Window/isBlockedByModalDialog``). The presentation
/// completes when the compositor has configured the dialog; dismissing closes it. The compositor's close button
/// cancels the controller when it can be cancelled (an alert's cancel action), and dismisses it otherwise; closing
/// the parent dismisses the dialog first. A controller in a dialog window presents over that window.
///
/// ```swift
/// let settings = SettingsController()
/// settings.modalPresentationStyle = .dialogWindow
/// window.present(settings)
/// ```
@MainActor public final class DialogWindowPresenter: WindowObserver {
    /// The controller shown in the dialog.
    public let viewController: ViewController
    /// The window presented over: the dialog's parent.
    public private(set) weak var parent: Window?
    /// The dialog.
    public let window: Window
    /// Whether the dialog waits for its first configure, which completes the presentation: the controller's
    /// appearance ends then, with or without a completion.
    private var isAwaitingConfigure = false
    /// Runs once the compositor has configured the dialog; nil after.
    private var presentationCompletion: (@MainActor () -> Void)?
    private var isPresented = false

    /// Makes the dialog window for `viewController` over `parent`; nothing shows until ``present(animated:completion:)``.
    init(viewController: ViewController, parent: Window) {
        self.viewController = viewController
        self.parent = parent
        let size = viewController.preferredContentSize ?? viewController.view.sizeThatFits(parent.size)
        window = Window(
            application: parent.application, title: viewController.title ?? parent.title, appID: parent.appID,
            size: Size(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        window.isResizable = false
        window.parentWindow = parent
        // The dialog reads the way the window it was presented from reads, as a presented card does.
        window.rootView.layoutDirection = parent.contentView.effectiveLayoutDirection
        window.contentView.addSubview(viewController.view)
        viewController.view.frame = window.contentView.bounds
        window.onCloseRequest = { [unowned self] in closeRequested() }
        window.addToolkitObserver(self)
        parent.addToolkitObserver(self)
    }

    /// Shows the dialog and blocks the parent's input; `completion` runs once the compositor has configured it.
    func present(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let parent, !isPresented else { completion?(); return }
        isPresented = true
        parent.modalDialogCount += 1
        viewController.hostWindow = window
        viewController.isWindowContent = true
        viewController.dismissHandler = { [self] animated, done in dismiss(animated: animated, completion: done) }
        presentationCompletion = completion
        isAwaitingConfigure = true
        viewController.beginAppearanceTransition(true, animated: animated)
        window.show()
    }

    /// Closes the dialog and gives the parent its input back; `completion` runs once it is gone. A presentation
    /// still waiting for its configure completes first.
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard isPresented else { completion?(); return }
        isPresented = false
        let pendingPresentation = presentationCompletion
        presentationCompletion = nil
        isAwaitingConfigure = false
        viewController.beginAppearanceTransition(false, animated: animated)
        // What the controller presented over the dialog goes with the window.
        window.close()
        parent?.modalDialogCount -= 1
        viewController.view.removeFromSuperview()
        viewController.dismissHandler = nil
        viewController.hostWindow = nil
        viewController.isWindowContent = false
        viewController.presentingViewController?.presentedViewController = nil
        viewController.presentingViewController = nil
        viewController.endAppearanceTransition()
        pendingPresentation?()
        completion?()
    }

    /// The compositor asked the dialog to close: the user's "go away", as Escape is.
    private func closeRequested() {
        if let cancellable = viewController as? PresentationCancelling {
            cancellable.cancelPresentation()
        } else {
            viewController.dismiss(animated: true)
        }
    }

    // MARK: - Following the windows

    /// The compositor configured the dialog: the presentation has completed.
    public func windowDidConfigure(_ window: Window) {
        guard window === self.window, isAwaitingConfigure else { return }
        isAwaitingConfigure = false
        let completion = presentationCompletion
        presentationCompletion = nil
        viewController.endAppearanceTransition()
        completion?()
    }

    /// The dialog was resized: the controller's view fills it again.
    public func windowDidResize(_ window: Window) {
        guard window === self.window else { return }
        viewController.view.frame = window.contentView.bounds
    }

    /// The parent is closing: the dialog goes first, at once.
    public func windowWillClose(_ window: Window) {
        guard window === parent else { return }
        dismiss(animated: false, completion: nil)
    }
}
