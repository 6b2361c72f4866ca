@testable import CurtainAlerts
import Testing
import CurtainInput
import CurtainPresentation
import CurtainRendering
import CurtainViews

/// Records what an alert reported, in order.
final class AlertLog: AlertControllerDelegate {
    var events: [String] = []
    func alertController(_ alertController: AlertController, didSelect action: AlertAction) {
        events.append("delegate:\(action.title)")
    }
    func alertControllerDidCancel(_ alertController: AlertController) { events.append("delegate:cancel") }
}

@Suite("Alert controller")
@MainActor
struct AlertControllerTests {
    /// An alert with Cancel and OK whose handlers log into `log`.
    func makeAlert(_ log: AlertLog, actions: [(String, AlertAction.Style)] = [("Cancel", .cancel), ("OK", .default)])
        -> AlertController
    {
        let alert = AlertController(title: "Title", message: "Message")
        for (title, role) in actions {
            alert.addAction(AlertAction(title: title, style: role) { action in log.events.append("handler:\(action.title)") })
        }
        alert.delegate = log
        return alert
    }

    @Test("the preferred action defaults to the first non-cancel action, or the first when all cancel")
    func preferredActionDefault() {
        let log = AlertLog()
        #expect(makeAlert(log).preferredAction?.title == "OK")
        #expect(makeAlert(log, actions: [("Cancel", .cancel)]).preferredAction?.title == "Cancel")
        let three = makeAlert(log, actions: [("Cancel", .cancel), ("Delete", .destructive), ("Keep", .default)])
        #expect(three.preferredAction?.title == "Delete")
        #expect(!three.hasExplicitPreferredAction)
    }

    @Test("an explicit preferred action wins; an action that was never added is ignored")
    func preferredActionExplicit() {
        let log = AlertLog()
        let alert = makeAlert(log, actions: [("Cancel", .cancel), ("Save", .default), ("Discard", .destructive)])
        alert.preferredAction = alert.actions[2]
        #expect(alert.preferredAction?.title == "Discard")
        alert.preferredAction = AlertAction(title: "Stranger")
        #expect(alert.preferredAction?.title == "Discard")
        let host = AlertHost(alert)
        host.press(.return)
        host.finishTransitions()
        #expect(log.events == ["handler:Discard", "delegate:Discard"])
    }

    @Test("Return chooses the preferred action; its handler runs only after the dismissal completes, once")
    func returnRunsHandlerAfterDismissal() {
        let log = AlertLog()
        let host = AlertHost(makeAlert(log))
        #expect(host.press(.return))
        #expect(log.events.isEmpty, "handler ran before the dismissal finished")
        #expect(host.alert.isBeingDismissed)
        host.press(.return)
        host.click(host.button("Cancel"))
        host.finishTransitions()
        #expect(log.events == ["handler:OK", "delegate:OK"])
        #expect(host.completedDismissals == 1)
        #expect(!host.alert.isBeingDismissed && !host.alert.isVisible)
        host.alert.select(host.alert.actions[0])
        #expect(log.events.count == 2)
    }

    @Test("Escape chooses the cancel action; without one it does nothing")
    func escapeCancels() {
        let log = AlertLog()
        let host = AlertHost(makeAlert(log))
        #expect(host.press(.escape))
        host.finishTransitions()
        #expect(log.events == ["handler:Cancel", "delegate:cancel"])

        let noCancel = AlertLog()
        let other = AlertHost(makeAlert(noCancel, actions: [("OK", .default)]))
        #expect(!other.press(.escape))
        other.finishTransitions()
        #expect(noCancel.events.isEmpty && !other.alert.isFinished)
    }

    @Test("Tab and arrows move focus between buttons; Space and Return activate the focused one")
    func focusNavigation() {
        let log = AlertLog()
        let alert = makeAlert(log, actions: [("Cancel", .cancel), ("Later", .default), ("Now", .default)])
        let host = AlertHost(alert)
        let buttons = host.buttons
        #expect(buttons.map(\.title) == ["Later", "Now", "Cancel"])
        #expect(buttons[0].isFocused, "the preferred action's button has focus from the start")
        host.press(.down)
        #expect(buttons[1].isFocused)
        host.press(.down)
        host.press(.down)
        #expect(buttons[2].isFocused, "arrows stop at the last button")
        host.press(.up)
        #expect(buttons[1].isFocused)
        host.press(.tab)
        #expect(buttons[2].isFocused)
        host.press(.tab, modifiers: .shift)
        #expect(buttons[1].isFocused)
        host.press(.space)
        host.finishTransitions()
        #expect(log.events == ["handler:Now", "delegate:Now"])

        let second = AlertLog()
        let other = AlertHost(makeAlert(second))
        other.press(.left)
        other.press(.left)
        #expect(other.button("Cancel").isFocused)
        other.press(.return)
        other.finishTransitions()
        #expect(second.events == ["handler:Cancel", "delegate:cancel"], "Return activates the focused button")
    }

    @Test("the preferred button has focus when the alert appears; with a text field, the field has it")
    func initialFocus() {
        let host = AlertHost(makeAlert(AlertLog()))
        #expect(host.button("OK").isFocused && host.root.focusedView === host.button("OK"))

        let withField = makeAlert(AlertLog())
        withField.addTextField()
        let fieldHost = AlertHost(withField)
        #expect(fieldHost.alert.textFields[0].isFocused)

        let disabled = makeAlert(AlertLog())
        disabled.actions[1].isEnabled = false
        let disabledHost = AlertHost(disabled)
        #expect(disabledHost.button("Cancel").isFocused, "a disabled preferred action leaves focus to the first enabled button")
    }

    @Test("Alt plus a mnemonic letter chooses that button; the label shows without its underscore")
    func mnemonicChoosesTheButton() {
        let log = AlertLog()
        let host = AlertHost(makeAlert(log, actions: [("_Cancel", .cancel), ("_Save", .default), ("Save _As", .default)]))
        #expect(host.buttons.map(\.label.text).sorted() == ["Cancel", "Save", "Save As"])
        #expect(!host.press(Keysym(rawValue: 0x78), text: "x", modifiers: .alt), "no button has X")
        #expect(host.press(Keysym(rawValue: 0x61), text: "a", modifiers: .alt))
        host.finishTransitions()
        #expect(log.events == ["handler:Save _As", "delegate:Save _As"], "handlers see the title as given")
    }

    @Test("a mnemonic needs Alt, ignores Ctrl+Alt, and typing the letter in a field types it")
    func mnemonicNeedsAlt() {
        let log = AlertLog()
        let alert = makeAlert(log, actions: [("_Cancel", .cancel), ("_OK", .default)])
        alert.addTextField()
        let host = AlertHost(alert)
        host.press(Keysym(rawValue: 0x6f), text: "o")
        host.press(Keysym(rawValue: 0x6f), text: "o", modifiers: [.control, .alt])
        host.finishTransitions()
        #expect(log.events.isEmpty)
        #expect(alert.textFields[0].text == "o")
        #expect(host.press(Keysym(rawValue: 0x43), text: "C", modifiers: [.alt, .shift]))
        host.finishTransitions()
        #expect(log.events == ["handler:_Cancel", "delegate:cancel"])
    }

    @Test("buttons sharing a mnemonic take focus in turn instead of being chosen")
    func sharedMnemonicCyclesFocus() {
        let log = AlertLog()
        let host = AlertHost(makeAlert(log, actions: [("_Keep", .default), ("_Kill", .destructive), ("_No", .cancel)]))
        let keep = host.button("_Keep"), kill = host.button("_Kill")
        host.press(Keysym(rawValue: 0x6b), text: "k", modifiers: .alt)
        #expect(kill.isFocused || keep.isFocused)
        let first = keep.isFocused ? keep : kill
        host.press(Keysym(rawValue: 0x6b), text: "k", modifiers: .alt)
        #expect(!first.isFocused && (keep.isFocused || kill.isFocused))
        host.finishTransitions()
        #expect(log.events.isEmpty)
    }

    @Test("disabled actions cannot be chosen by click, Return, Escape or select; re-enabling updates the button")
    func disabledActions() {
        let log = AlertLog()
        let alert = makeAlert(log)
        alert.actions[0].isEnabled = false
        let host = AlertHost(alert)
        let ok = host.button("OK")
        alert.actions[1].isEnabled = false
        #expect(!ok.isEnabled && !host.button("Cancel").isEnabled)
        host.click(ok)
        host.press(.return)
        host.press(.escape)
        alert.select(alert.actions[1])
        host.finishTransitions()
        #expect(log.events.isEmpty && !alert.isFinished)
        alert.actions[1].isEnabled = true
        #expect(ok.isEnabled)
        host.click(ok)
        host.finishTransitions()
        #expect(log.events == ["handler:OK", "delegate:OK"])
    }

    @Test("text fields get typed text and keep Return for the preferred action")
    func textFieldTyping() {
        let log = AlertLog()
        let alert = makeAlert(log)
        alert.addTextField { $0.placeholder = "Name" }
        let host = AlertHost(alert)
        alert.beginAppearanceTransition(true, animated: true)
        for character in "Zoë 名" { host.press(Keysym(rawValue: 0x61), text: String(character)) }
        #expect(alert.textFields[0].text == "Zoë 名")
        host.press(.return)
        host.finishTransitions()
        #expect(log.events == ["handler:OK", "delegate:OK"])
    }

    @Test("cancel() ends an alert without a cancel action and tells the delegate")
    func cancelWithoutCancelAction() {
        let log = AlertLog()
        let host = AlertHost(makeAlert(log, actions: [("OK", .default)]))
        host.alert.cancel()
        host.finishTransitions()
        #expect(log.events == ["delegate:cancel"])
    }

    @Test("alerts zoom, action sheets slide, reduced motion fades")
    func transitionStyles() {
        let alert = AlertController(title: "A", message: nil)
        let sheet = AlertController(title: "S", message: nil, preferredStyle: .actionSheet)
        alert.prefersReducedMotion = false
        sheet.prefersReducedMotion = false
        #expect(alert.effectiveTransitionStyle == .zoom && sheet.effectiveTransitionStyle == .slide)
        #expect(alert.modalTransition?.animationController(forPresented: alert, presenting: nil, source: nil) is ZoomTransition)
        #expect(sheet.modalTransition?.animationController(forPresented: sheet, presenting: nil, source: nil) is SlideTransition)
        sheet.prefersReducedMotion = true
        #expect(sheet.effectiveTransitionStyle == .fade)
        #expect(sheet.modalTransition?.animationController(forDismissed: sheet) is FadeTransition)
        let controller = alert.modalTransition?.presentationController(forPresented: alert, presenting: nil, source: nil)
        #expect(controller is AlertPresentationController)
        #expect(controller?.dismissesOnDimTap == false)
    }

    @Test("a view controller loads its view once and reports appearance in order")
    func viewControllerLifecycle() {
        final class Probe: ViewController {
            var calls: [String] = []
            override func loadView() { calls.append("load"); view = Label(text: "Hi") }
            override func viewDidLoad() { calls.append("didLoad") }
            override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
            override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
        }
        let probe = Probe()
        #expect(!probe.isViewLoaded)
        #expect(probe.view === probe.view)
        probe.beginAppearanceTransition(true, animated: true)
        #expect(probe.isBeingPresented)
        probe.endAppearanceTransition()
        #expect(probe.isVisible && !probe.isBeingPresented)
        var dismissed = false
        probe.dismiss(animated: true) { dismissed = true }
        #expect(dismissed, "without a presenter there is nothing to wait for")
        probe.beginAppearanceTransition(false, animated: true)
        probe.endAppearanceTransition()
        #expect(probe.calls == ["load", "didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}

@Suite("An alert's message as a Tab stop, and its cancel button kept in place")
@MainActor
struct AlertGTKOrderTests {
    @Test("cancelPlacement .asAdded keeps the cancel button where it was added; changing it later moves it")
    func cancelPlacement() {
        let alert = AlertController(title: "Go on?", message: "Really.")
        for (title, style) in [("Later", AlertAction.Style.default), ("Never", .default), ("No", .cancel), ("Yes", .default)] {
            alert.addAction(AlertAction(title: title, style: style))
        }
        alert.cancelPlacement = .asAdded
        let content = alert.view as! AlertContentView
        content.frame = alert.frameOfPresentedView(in: Size(width: 600, height: 400))
        content.layoutIfNeeded()
        #expect(alert.focusableButtons.map(\.title) == ["Later", "Never", "No", "Yes"])
        alert.cancelPlacement = .automatic
        content.layoutIfNeeded()
        #expect(alert.focusableButtons.map(\.title) == ["Later", "Never", "Yes", "No"], "iOS: cancel last in a column")
    }

    @Test("a selectable message is the first Tab stop, and Return on it chooses nothing")
    func selectableMessage() {
        let alert = AlertController(title: "Error", message: "Disk full.")
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "OK", style: .default) { chosen.append($0.title) })
        alert.isMessageSelectable = true
        let content = alert.view as! AlertContentView
        #expect(content.messageLabel?.isSelectable == true)
        #expect(FocusChain(root: content).views.first === content.messageLabel)
        let root = RootView(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        content.frame = alert.frameOfPresentedView(in: root.bounds.size)
        root.addSubview(content)
        root.handleKeyEvent(KeyEvent(keysym: .tab))
        #expect(content.messageLabel?.isFocused == true)
        #expect(alert.handleAlertKey(KeyEvent(keysym: .return)), "Return is taken, and does nothing")
        #expect(alert.selectedAction == nil && chosen.isEmpty)
        alert.isMessageSelectable = false
        #expect(content.messageLabel?.isSelectable == false)
    }
}
