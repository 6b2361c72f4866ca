import Curtain

/// One alert on screen for ``DialogHost``: the window it is presented over, the alert
/// controller, the timeout, and how it ended.
///
/// Lives on the main thread for one ``DialogHost/run(_:)``; ``outcome`` turns non-nil
/// exactly once, and the presenter stops its event loop then.
@MainActor final class AlertSession: AlertControllerDelegate {
    /// The request being shown.
    let request: AlertRequest
    /// The connection and event loop.
    let application: Application
    /// The alert, made from the request.
    private(set) var alert: AlertController!
    /// The parent window sized to the alert, or the overlay covering the screen (`--overlay`).
    private(set) var window: Window!
    /// How the alert ended, once it has.
    private(set) var outcome: AlertOutcome?
    private var timeout: LoopToken?
    private var dialogKeyInterceptor: KeyInterceptor?
    /// The window's painted panel, kept so the desktop's colours can repaint it (``follow(_:)``).
    private var frame: DialogFrameView?
    /// Shows and hides the warning that the prompt does not have the keyboard (``AlertRequest/isSystemPrompt``).
    private var focusWarning: KeyboardFocusWarning?
    /// Adds to the alert what its request cannot say (a system prompt's secure fields and meter), before the card
    /// is first measured.
    var configureAlert: ((AlertController) -> Void)?

    /// The default width of an action sheet from the command line.
    static let sheetWidth = 320.0
    /// The tallest card before its text scrolls, in logical px.
    static let maximumCardHeight = 560.0

    /// Prepares a session; nothing is shown until ``start()``.
    init(request: AlertRequest, application: Application) {
        self.request = request
        self.application = application
    }

    /// Builds the alert, opens the window and presents the alert in it; starts the timeout.
    ///
    /// The window is the dialog: it is painted in the card's colour (``DialogFrameView``: a rounded
    /// panel with a shadow in a transparent margin where the compositor draws no frame), the card
    /// has no shadow and no dim darkens anything, so the alert is the window's content rather than a
    /// card on a grey box. The window has a fixed size (tiling compositors float it, as they float dialogs), asks
    /// for the compositor's title bar where there is one, and is moved by dragging its background
    /// where there is none.
    ///
    /// With `--overlay`, where the compositor has layer-shell, the window is instead a clear overlay covering the
    /// output: the alert keeps its own dim, shadow and transition, so the whole screen darkens under a centred card,
    /// and no other client gets a key while it shows. Elsewhere `--overlay` changes nothing.
    ///
    /// - Parameter desktop: The desktop's settings if the portal has answered already: without `--theme` its dark
    ///   or light preference and accent colour pick the theme, and animations turned off make transitions fade.
    func start(desktop: DesktopSettings? = nil) {
        var request = request
        if !request.appearance.isThemeChosen { request.appearance.theme = .following(desktop) }
        alert = request.makeAlertController { [unowned self] index in
            if let command = request.buttons[index].command {
                ButtonCommand.start(command, on: application)
            } else {
                finish(outcome(.action(index: index)))
            }
        }
        configureAlert?(alert)
        let warning = request.isSystemPrompt ? Self.makeFocusWarningLabel(for: alert) : nil
        if request.timeoutStopsOnInput { stopTimeoutOnInput() }
        if desktop?.prefersReducedMotion == true { alert.prefersReducedMotion = true }
        alert.delegate = self
        // In the window's own tree: the window exists for the alert, so no popup, and the card shows in the window's
        // first frame.
        alert.modalPresentationStyle = .inWindow
        let isOverlay = request.appearance.isOverlay && application.canShowOverlays
        if !isOverlay {
            // Before the card is first measured: the window is the dialog, the card has no shadow and dims nothing.
            alert.theme.shadowColor = nil
            alert.modalTransition = alert.effectiveTransitioningDelegate.map(UndimmedTransition.init)
        }
        window = Window(
            application: application, title: request.title ?? "Curtain", appID: DialogHost.appID,
            size: Self.windowSize(for: alert, requestedWidth: request.appearance.width.map(Double.init)),
            role: isOverlay ? .overlay : DialogHost.role(for: request.appearance.placement, on: application))
        window.rootView.layoutDirection = DialogHost.layoutDirection(
            showing: [request.message, request.title], locale: application.layoutDirection, markup: request.usesMarkup,
            followsLocaleOnly: request.isSystemPrompt)
        window.backgroundColor = .clear
        if !isOverlay { makeDialogFrame() }
        window.onCloseRequest = { [unowned self] in finish(outcome(.dismissed)) }
        if let seconds = request.timeout {
            timeout = application.addTimer(after: seconds) { [unowned self] in
                finish(outcome(.timedOut))
            }
        }
        window.show()
        presentAlert()
        if let warning { watchKeyboardFocus(showing: warning, isOverlay: isOverlay) }
    }

    /// The warning under the alert's fields, hidden until the prompt lacks the keyboard: the theme's destructive
    /// colour, the message's font.
    private static func makeFocusWarningLabel(for alert: AlertController) -> Label {
        let label = Label(
            text: KeyboardFocusWarning.text, font: alert.theme.messageFont, color: alert.theme.destructiveColor)
        label.maximumNumberOfLines = 0
        label.alignment = .center
        label.isHidden = true
        alert.addAccessoryView(label)
        return label
    }

    /// Shows `label` while the window does not have the keyboard: the card grows to hold it, and a dialog window
    /// with it.
    private func watchKeyboardFocus(showing label: Label, isOverlay: Bool) {
        focusWarning = KeyboardFocusWarning(window: window) { [unowned self, unowned label] shown in
            label.isHidden = !shown
            if !isOverlay {
                window.resize(to: Self.windowSize(for: alert, requestedWidth: request.appearance.width.map(Double.init)))
            }
            alert.contentSizeDidChange()
        }
    }

    /// Stops the timeout at the first change to any field's text, keeping what each field does on a change.
    private func stopTimeoutOnInput() {
        for field in alert.textFields {
            let onChange = field.onChange
            field.onChange = { [unowned self] text in
                timeout?.cancel()
                timeout = nil
                onChange?(text)
            }
        }
    }

    /// Makes the window the dialog: a fixed-size panel in the card's colour, with its own shadow where the
    /// compositor draws no frame, moved by dragging its background.
    private func makeDialogFrame() {
        window.shadowMargin = DialogFrameView.shadowMargin
        window.isResizable = false
        window.movesOnBackgroundDrag = true
        let frame = DialogFrameView(
            window: window, fill: alert.theme.backgroundColor, hairline: alert.theme.separatorColor)
        window.contentView = frame
        self.frame = frame
    }

    /// Takes the desktop's settings as they arrive or change while the dialog is up: without `--theme`, the alert
    /// shown and its window take the desktop's dark or light colours and accent at once (`SettingChanged`);
    /// animations turned off make the remaining transitions fade (turned back on, the request's own choice
    /// returns).
    func follow(_ desktop: DesktopSettings) {
        guard let alert else { return }
        alert.prefersReducedMotion =
            desktop.prefersReducedMotion || request.appearance.prefersReducedMotion
            || ViewController.environmentPrefersReducedMotion
        guard !request.appearance.isThemeChosen else { return }
        var palette = AlertTheme.following(desktop).palette
        palette.shadowColor = alert.theme.shadowColor
        alert.theme.palette = palette
        frame?.fill = palette.backgroundColor
        frame?.hairline = palette.separatorColor
    }

    /// Presents the alert in the shown window with the request's transition: its card is drawn while the window's
    /// first configure is on its way.
    private func presentAlert() {
        // Once the alert is up, the full font configuration loads for what comes later (typed text in any script).
        window.present(alert, animated: true) { FontWarmup.firstFrameDidAppear() }
        // Escape on an alert without a cancel action still ends the dialog (exit 1); with one,
        // the alert's own keys choose it. Ctrl+Return chooses the request's button for it (yad's OK), wherever
        // the focus is. Added after presenting, so that it sees keys before the presentation's modal
        // interceptor (interceptors run newest first).
        dialogKeyInterceptor = window.addKeyInterceptor { [unowned self] event in
            guard !event.isRepeat else { return false }
            if event.keysym == .escape, !request.escapeEnds { return true }
            if event.keysym == .escape, alert.cancelAction == nil {
                alert.cancel()
                return true
            }
            if event.keysym == .return || event.keysym == .keypadEnter, event.modifiers.contains(.control),
                let index = request.controlReturnIndex
            {
                finish(outcome(.action(index: index)))
                return true
            }
            return false
        }
    }

    /// An outcome of `kind` with the text field's content, when the alert has one: a secure field's as a copy of its
    /// secret, from locked memory to locked memory.
    private func outcome(_ kind: AlertOutcome.Kind) -> AlertOutcome {
        var outcome = AlertOutcome(kind: kind)
        guard outcomeIsPending, let field = alert.textFields.first else { return outcome }
        switch FormValue(textOf: field) {
        case .secret(let secret): outcome.secret = secret
        case .text(let text): outcome.text = text
        default: break
        }
        return outcome
    }

    /// Whether the alert has not ended yet (only its first ending counts).
    private var outcomeIsPending: Bool { self.outcome == nil }

    private func finish(_ result: AlertOutcome) {
        guard outcome == nil else { return }
        outcome = result
        timeout?.cancel()
        dialogKeyInterceptor?.remove()
    }

    // MARK: - AlertControllerDelegate

    /// A cancel action's handler has already finished the session; this catches ``AlertController/cancel()``
    /// on an alert without one.
    func alertControllerDidCancel(_ alertController: AlertController) {
        finish(outcome(.dismissed))
    }

    // MARK: - Sizing

    /// The window for `alert`: its card plus the layout's margin on every side, so the card rests
    /// exactly where ``AlertController/layout(in:)`` puts it. Alerts take the theme's width;
    /// action sheets `requestedWidth` or ``sheetWidth``. No room for a parent: the window is the dialog.
    static func windowSize(for alert: AlertController, requestedWidth: Double?) -> Size {
        let margin = alert.margin
        let unconstrained = Size(width: 4096, height: 4096)
        let cardWidth: Double =
            switch alert.preferredStyle {
            case .alert: alert.cardWidth(in: unconstrained)
            case .actionSheet:
                min(max(requestedWidth ?? sheetWidth, AlertController.minimumWidth), AlertController.maximumWidth)
            }
        let fitted = alert.view.sizeThatFits(Size(width: cardWidth, height: maximumCardHeight)).height
        let cardHeight = min(fitted.rounded(.up), maximumCardHeight)
        return Size(width: cardWidth + 2 * margin, height: cardHeight + 2 * margin)
    }
}
