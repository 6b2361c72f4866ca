import CurtainRendering
internal import Wayland

/// What can happen to a presentation while it is up: the parent changes size or scale or
/// closes, the compositor configures or dismisses the popup.
///
/// - Resize (maximize, tiling, user resize): the popup follows with `xdg_popup.reposition`
///   (`xdg_wm_base` ≥ 3), or is re-created on older compositors; the card is laid out again for
///   the new container (``AlertController/layout(in:)`` for alerts) and redrawn.
/// - Scale: the card is redrawn at the window's new buffer scale.
/// - `xdg_popup.popup_done` (a click in another client while the popup holds a grab, or the
///   compositor tearing popups down): a dismissible presentation
///   (``PresentationController/dismissesOnDimTap``) runs its cancel path; a modal one is
///   re-created at once, without a grab and without animation, at its presented state.
/// - The parent closes: the presentation ends at once, before the parent's toplevel is destroyed
///   (a popup must never outlive its parent). A running transition lands on its end state so its
///   completion runs; a presented controller is then dismissed without animation, through its
///   cancel path when it has one (an alert chooses its cancel action), so every dismissal
///   completion and alert handler runs.
///
/// None of these ever sends a request to a destroyed or unmapped object.
extension PopupPresenter {
    /// `xdg_surface.configure`: while the presentation has not begun, the configure of whichever
    /// popup is current begins it; once it has, a configure (reposition, re-creation) shows the card
    /// again at the current values.
    ///
    /// "Begun" is the ``phase`` having left `awaitingConfigure`, not which popup sends the configure: a tiling
    /// compositor resizes the parent right after it maps, so on `xdg_wm_base` < 3 the popup is
    /// re-created before its first configure ever arrives, and the re-created popup's configure
    /// must still begin the presentation.
    func handleConfigure() {
        guard isActive else { return }
        if let popover, let anchor = popoverAnchor, let geometry = compositor?.geometry {
            popover.isAboveSource = geometry.y < anchor.y
        }
        if isAwaitingConfigure {
            handleFirstConfigure()
        } else {
            relayoutCard()
            scheduleCommit()
        }
    }

    /// The parent window's size changed: follow it.
    public func parentDidResize() {
        guard isActive, let compositor else { return }
        if popover == nil {
            let geometry = parentGeometry
            coordinator.containerSize = Size(width: Double(geometry.width), height: Double(geometry.height))
        }
        if !compositor.reposition(positioner) {
            recreateSurface()
        }
        // The configure that answers the reposition shows the new layout.
    }

    /// The presented view's fitted size changed: a popover's popup takes the new size (its configure shows it);
    /// a card over the parent is laid out again in place.
    func contentSizeDidChange() {
        guard isActive, let compositor, compositor.isConfigured else { return }
        if popover != nil {
            let size = viewController.popoverContentSize
            coordinator.containerSize = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
            if !compositor.reposition(positioner) { recreateSurface() }
            return
        }
        relayoutCard()
        scheduleCommit()
    }

    /// The parent window's buffer scale changed: redraw the card at the new scale.
    public func parentDidChangeScale() {
        guard isActive, compositor?.isConfigured ?? false else { return }
        relayoutCard()
        scheduleCommit()
    }

    /// The parent window is closing: end the presentation now, surfaces first, completions after.
    func windowWillClose() {
        guard isActive else { return }
        if isAwaitingConfigure {
            // Never shown: nothing to dismiss.
            dismiss(animated: false, completion: nil)
            return
        }
        cancelGestures()
        // Land a running transition (presentation or dismissal) so its completion runs.
        if !coordinator.isComplete { coordinator.finish(); runEndedTransitions() }
        guard isActive else { return }
        if let cancellable = viewController as? PresentationCancelling {
            cancellable.cancelPresentation()
        } else {
            dismiss(animated: false, completion: nil)
        }
        if isActive, !coordinator.isComplete { coordinator.finish(); runEndedTransitions() }
        guard isActive else { return }
        // Nothing dismissed it (a cancel path that declined): tear down regardless.
        viewController.beginAppearanceTransition(false, animated: false)
        tearDown()
        viewController.endAppearanceTransition()
        notifyDismissed()
    }

    /// `xdg_popup.popup_done`: the compositor unmapped the popup for good.
    func handlePopupDone() {
        guard isActive else { return }
        cancelGestures()
        if coordinator.presentationController.dismissesOnDimTap {
            // The popup is gone: the dismissal cannot animate on it, so it ends at once.
            dismissFromGesture()
            if isActive, !coordinator.isComplete { coordinator.finish(); runEndedTransitions() }
        } else {
            // A modal presentation stays: land where it was going and show it again at once.
            if !coordinator.isComplete { coordinator.finish(); runEndedTransitions() }
            recreateSurface()
        }
    }

    /// Replaces the popup and card surfaces by new ones over the parent (no grab: the serial that
    /// opened the first is stale); the new popup's configure shows the current values.
    func recreateSurface() {
        destroyCompositor()
        makeCompositor(grab: nil)
    }

    /// Lays the card out for the current container and scale and redraws it.
    func relayoutCard() {
        guard let window else { return }
        compositor?.scale = window.scale
        card.layout(cardFrame: cardFrame, scale: window.renderScale)
        compositor?.cardDidRedraw()
    }
}
