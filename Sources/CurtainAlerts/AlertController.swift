import CurtainRendering
import CurtainInput
import CurtainViews
import CurtainPresentation

/// A modal alert or action sheet with a title, a message, actions and text fields:
/// Curtain's `UIAlertController`.
///
/// Configure it, hand it to a presenter, and learn the outcome from the chosen action's handler
/// or from the ``delegate``. The handler runs after the dismissal transition completes, so code
/// that presents the next dialog never overlaps this one.
///
/// ```swift
/// let alert = AlertController(title: "Delete “Report.pdf”?", message: "This cannot be undone.",
///                             preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in trash() })
/// window.present(alert, animated: true)
/// ```
///
/// Each style has its own content view (seed 004's first point): ``AlertContentView`` for
/// `.alert`, ``ActionSheetContentView`` for `.actionSheet`. Keyboard handling is described in
/// `AlertController+Keyboard.swift`, sizing in `AlertController+Layout.swift`.
@MainActor public final class AlertController: ViewController {
    /// The two presentations of an alert controller.
    public enum Style: Sendable, Hashable {
        /// A centred card that zooms in (seed 004).
        case alert
        /// A list of actions anchored to the parent's bottom edge that slides up (seed 002).
        case actionSheet
    }

    /// The body text; `nil` or empty shows none. Long messages scroll inside the card.
    public var message: String?
    /// Whether the user can select and copy the message, as in GTK's message dialogs: the message becomes the
    /// first Tab stop, selects its whole text when focus reaches it, and copies with Ctrl+C. Return there does
    /// nothing, as in GTK: the user is reading, not answering. Off by default, as in UIKit.
    public var isMessageSelectable = false {
        didSet { if isViewLoaded { (view as? AlertContentView)?.messageLabel?.isSelectable = isMessageSelectable } }
    }
    /// Where the `.cancel` action's button sits among the others.
    public enum CancelPlacement: Sendable, Hashable {
        /// iOS's rule: first in a row of two buttons, last in a column.
        case automatic
        /// Where it was added, like every other action: a GTK dialog lays its buttons out in the order they were
        /// added (`zenity --question --extra-button Later` shows Later, No, Yes), and Tab follows that order.
        case asAdded
    }
    /// Where the `.cancel` action's button sits; ``CancelPlacement/automatic`` by default.
    public var cancelPlacement = CancelPlacement.automatic {
        didSet { if isViewLoaded { (view as? AlertContentView)?.placeCancelButton() } }
    }
    /// A symbolic icon drawn at the top of the card, above the title; `nil` (the default) for none.
    /// Alerts only (action sheets ignore it); set it before the view loads.
    public var icon: AlertIcon?
    /// Whether ``ViewController/title`` and ``message`` are Pango markup. Off by default: `<b>` shows literally.
    public var usesMarkup = false
    /// The look. Set before the view loads, it shapes the whole card; set later (the desktop turned dark while the
    /// alert is shown), the shown alert takes the new colours at once: only the ``AlertTheme/palette`` applies
    /// then, as fonts and sizes would move what is on screen.
    public var theme: AlertTheme {
        didSet { if isViewLoaded, theme.palette != oldValue.palette { (view as? AlertContentView)?.applyPalette() } }
    }
    /// Alert or action sheet, fixed at creation.
    public let preferredStyle: Style
    /// Hears how the alert ended, in addition to the action handlers.
    public weak var delegate: AlertControllerDelegate?

    /// The actions in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The text fields in the order they were added (alerts only).
    public private(set) var textFields: [TextField] = []
    /// The views added below the text fields, in the order they were added (alerts only).
    public private(set) var accessoryViews: [View] = []
    /// The action that ended the alert, once one has been chosen.
    public var selectedAction: AlertAction? {
        if case .action(let action) = answer { action } else { nil }
    }
    /// Whether the alert has been answered (by an action or ``cancel()``); later choices are ignored.
    public var isFinished: Bool { answer != nil }

    /// How an alert was answered.
    private enum Answer {
        /// An action was chosen: its handler runs once the dismissal completes.
        case action(AlertAction)
        /// ``cancel()`` ended an alert that has no cancel action.
        case cancelled
    }

    /// The alert's answer, nil until it has one: one value, so an alert can never be finished without saying
    /// how, or carry a selected action while still open.
    private var answer: Answer?

    private var explicitPreferredAction: AlertAction?

    /// The action Return chooses.
    ///
    /// Unless set, the first action that is not `.cancel`, or the first action when all cancel
    /// (the `curtain` command line's rule). Setting an action that was not added is ignored.
    public var preferredAction: AlertAction? {
        get { explicitPreferredAction ?? actions.first { $0.style != .cancel } ?? actions.first }
        set {
            guard newValue.map({ candidate in actions.contains { $0 === candidate } }) ?? true else { return }
            explicitPreferredAction = newValue
        }
    }

    /// Whether ``preferredAction`` was set explicitly rather than by the default rule.
    public var hasExplicitPreferredAction: Bool { explicitPreferredAction != nil }

    /// The `.cancel` action, which Escape chooses; `nil` when there is none.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The motion used when presenting and dismissing: `.zoom` for alerts (seed 004), `.slide`
    /// for action sheets (seed 002). Reduced motion replaces it; see ``effectiveTransitionStyle``.
    public var transitionStyle: TransitionStyle

    /// The style actually used: `.fade` when ``ViewController/prefersReducedMotion`` is on
    /// (unless the style is `.none`), else ``transitionStyle``.
    public var effectiveTransitionStyle: TransitionStyle {
        prefersReducedMotion && transitionStyle != .none ? .fade : transitionStyle
    }

    /// Creates an alert controller.
    ///
    /// - Parameters:
    ///   - title: The heading.
    ///   - message: The body text.
    ///   - preferredStyle: `.alert` or `.actionSheet`.
    ///   - theme: The look; iOS light by default.
    public init(title: String?, message: String?, preferredStyle: Style = .alert, theme: AlertTheme = .light) {
        self.message = message
        self.preferredStyle = preferredStyle
        self.theme = theme
        self.transitionStyle = preferredStyle == .alert ? .zoom : .slide
        super.init()
        self.title = title
        modalTransition = AlertTransition(alert: self)
    }

    // MARK: - Configuring

    /// Adds an action; a second `.cancel` action is a programming error, as in UIKit.
    public func addAction(_ action: AlertAction) {
        precondition(
            action.style != .cancel || cancelAction == nil,
            "an AlertController can have only one action with style .cancel")
        actions.append(action)
    }

    /// Adds a text field below the message (alerts only, as in UIKit).
    ///
    /// - Parameter configurationHandler: Runs at once with the new field, to set its placeholder,
    ///   text or secure entry.
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "text fields can only be added to alerts")
        let field = TextField()
        configurationHandler?(field)
        textFields.append(field)
    }

    /// Adds a view below the text fields, as wide as they are and as tall as it asks to be (alerts only): what an
    /// alert needs beside a text field, such as a meter that rates what is typed.
    ///
    /// ```swift
    /// let meter = ProgressBar()
    /// alert.addTextField { $0.isSecureTextEntry = true; $0.onChange = { meter.progress = rate($0) } }
    /// alert.addAccessoryView(meter)
    /// ```
    ///
    /// Add it before the alert is presented: the card is laid out once, with what it holds then. A focusable view
    /// takes its turn after the text fields when Tab moves the focus.
    ///
    /// - Parameter view: The view to show; the alert's card becomes its superview.
    public func addAccessoryView(_ view: View) {
        precondition(preferredStyle == .alert, "accessory views can only be added to alerts")
        accessoryViews.append(view)
    }

    public override func loadView() {
        switch preferredStyle {
        case .alert: view = AlertContentView(alert: self)
        case .actionSheet: view = ActionSheetContentView(alert: self)
        }
    }

    /// The alert's resting frame: ``layout(in:)``.
    public override func frameOfPresentedView(in containerSize: Size) -> Rect {
        layout(in: containerSize)
    }

    /// The narrowest window over which an action sheet asked to be a popover shows as one (an iPad's regular
    /// width); over a narrower window it rests on the bottom edge instead.
    public static let popoverMinimumWindowWidth = 600.0
    /// An action sheet's width as a popover.
    public static let popoverWidth = 320.0

    /// An action sheet set to ``ModalPresentationStyle/popover`` shows as one only over a window at least
    /// ``popoverMinimumWindowWidth`` wide, as on an iPad; over a narrower one it rests on the bottom edge.
    public override func presentationStyle(forWindowWidth width: Double) -> ModalPresentationStyle {
        guard modalPresentationStyle == .popover, preferredStyle == .actionSheet else { return modalPresentationStyle }
        return width >= Self.popoverMinimumWindowWidth ? .popover : .overWindow
    }

    /// As a popover: ``popoverWidth`` wide and as tall as the content at that width.
    public override var popoverContentSize: Size {
        if let preferredContentSize { return preferredContentSize }
        let height = view.sizeThatFits(Size(width: Self.popoverWidth, height: .infinity)).height
        return Size(width: Self.popoverWidth, height: height.rounded(.up))
    }

    /// Gives something visible the focus as the alert appears, as GTK does: the first text field, so typing goes
    /// straight into it, else the preferred action's button (else the first enabled one), so the focus ring
    /// shows what Return and Space will do before any Tab or arrow.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let field = textFields.first {
            field.becomeFocused()
        } else if let button = preferredAction?.button, button.isEnabled {
            button.becomeFocused()
        } else {
            focusableButtons.first?.becomeFocused()
        }
    }

    /// Handles keys that no focused view consumed: Return, Escape and the arrows, as described in
    /// `AlertController+Keyboard.swift`.
    ///
    /// The card's content view forwards keys that bubble up to it, and the presenter wires the
    /// root's `onUnhandledKey` here for keys pressed while nothing has focus.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        handleAlertKey(event)
    }

    // MARK: - Answering

    /// Chooses `action`: dismisses the alert, then runs the action's handler and tells the
    /// delegate, in that order, once the dismissal has completed. An action that ``AlertAction/keepsAlertOpen``
    /// runs its handler at once and leaves the alert as it is.
    ///
    /// Ignored when the action is disabled, not one of ``actions``, or the alert already has its
    /// answer, so a handler never runs twice.
    public func select(_ action: AlertAction) {
        guard action.isEnabled, !isFinished, actions.contains(where: { $0 === action }) else { return }
        if action.keepsAlertOpen, action.style != .cancel {
            action.handler?(action)
            return
        }
        answer = .action(action)
        dismiss(animated: true) { [self] in
            action.handler?(action)
            if action.style == .cancel {
                delegate?.alertControllerDidCancel(self)
            } else {
                delegate?.alertController(self, didSelect: action)
            }
        }
    }

    /// Ends the alert without a positive answer: chooses the `.cancel` action when there is one
    /// (even if disabled), else dismisses and tells the delegate ``AlertControllerDelegate/alertControllerDidCancel(_:)``.
    ///
    /// For the presenter when the alert must go away regardless (`xdg_popup.popup_done`, the
    /// parent closing). Escape does not use it: Escape does nothing without a cancel action.
    public func cancel() {
        guard !isFinished else { return }
        if let cancelAction {
            cancelAction.isEnabled = true
            select(cancelAction)
            return
        }
        answer = .cancelled
        dismiss(animated: true) { [self] in delegate?.alertControllerDidCancel(self) }
    }
}

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
