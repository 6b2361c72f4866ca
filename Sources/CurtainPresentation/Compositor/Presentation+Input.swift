import CurtainInput
import CurtainRendering
import Wayland

/// Modal input: the presentation's surfaces take the pointer from the parent, the card's views get
/// its events in card coordinates, keys reach the card, and two gestures dismiss.
///
/// - The popup covers the parent, so no pointer event over it ever reaches the parent. Both the
///   popup (dim) and the card subsurface are registered with the ``InputRouter``.
/// - Keys: without a popup grab the parent keeps keyboard focus, and a
///   ``Window/addKeyInterceptor(_:)`` interceptor sends its keys here first. With a grab the
///   protocol lets the compositor focus the popup, and the router delivers keys on the popup's
///   surfaces here; weston 10 keeps the focus on the parent even then, so the interceptor is
///   installed in both cases (a key arrives on one surface only, never twice).
/// - A tap on the dim, outside the card, dismisses when
///   ``PresentationController/shouldDismiss(forTapAtX:y:)`` says so (its cancel path for alerts).
/// - With ``PresentationController/dismissesOnDrag``, a press on the card that no view consumes
///   starts a ``DragToDismiss``: the card follows the pointer down (rubber-banded up) through
///   ``TransitionCoordinator/setInteractiveValues(_:)``; releasing dismisses from where it is or
///   springs back with ``TransitionCoordinator/animateValues(_:completion:)``.
/// - When the window ``Window/movesOnBackgroundDrag`` (and a tap on the dim means nothing), the dim
///   lets the pointer through (``dimTakesInput``): a press beside the card moves the window.
extension Presentation {
    /// Registers the popup's and the card's surfaces with the window's input router.
    func registerSurfaces() {
        guard let window, let surface else { return }
        let router = window.application.inputRouter
        let dim = PresentationInputTarget(part: .dim, presentation: self)
        router.register(dim, for: surface.dimSurface)
        inputTargets = [dim]
        if let cardSurface = surface.cardSurface {
            let cardTarget = PresentationInputTarget(part: .card, presentation: self)
            router.register(cardTarget, for: cardSurface)
            inputTargets.append(cardTarget)
        }
    }

    /// Starts taking keys from the window, which keeps keyboard focus while the popup is up.
    func startInput() {
        guard keyInterceptor == nil, let window else { return }
        keyInterceptor = window.addKeyInterceptor { [unowned self] event in handleKey(event) }
    }

    /// Stops all input: unregisters the surfaces and removes the key interceptor.
    func stopInput() {
        if let window, let surface {
            window.application.inputRouter.unregister(surface: surface.dimSurface)
            if let cardSurface = surface.cardSurface { window.application.inputRouter.unregister(surface: cardSurface) }
        }
        inputTargets = []
        keyInterceptor?.remove()
        keyInterceptor = nil
    }

    /// A key for the presented card: its view tree first, then the controller.
    ///
    /// - Returns: True always while presented: a modal presentation swallows the parent's keys.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard !isTornDown else { return false }
        if !card.root.handleKeyEvent(event) { _ = viewController.handleKey(event) }
        return true
    }

    /// A pointer event on one of the presentation's surfaces, in that surface's coordinates.
    func handlePointerEvent(_ event: PointerEvent, on part: PresentationInputTarget.Part) {
        guard !isTornDown else { return }
        switch part {
        case .card:
            handleCardPointer(event)
        case .dim:
            let image = card.restingImageFrame
            // In the Cairo fallback the card is part of the popup: hit-test it here.
            if surface?.usesViewports == false, drag != nil || card.cardRectInImage.offsetBy(
                dx: image.minX, dy: image.minY).contains(Point(x: event.x, y: event.y))
            {
                var local = event
                local.x -= image.minX
                local.y -= image.minY + coordinator.values.offsetY
                handleCardPointer(local)
            } else {
                handleDimPointer(event)
            }
        }
    }

    /// Taps on the dim: a press and release outside the card dismiss when allowed.
    private func handleDimPointer(_ event: PointerEvent) {
        switch event.kind {
        case .press(.left):
            dimPress = Point(x: event.x, y: event.y)
        case .release(.left):
            defer { dimPress = nil }
            guard dimPress != nil,
                coordinator.presentationController.shouldDismiss(forTapAtX: event.x, y: event.y)
            else { return }
            dismissFromGesture()
        default:
            break
        }
    }

    /// The card's views first; presses they leave alone may start a drag.
    private func handleCardPointer(_ event: PointerEvent) {
        let containerY = event.y + card.restingImageFrame.minY + coordinator.values.offsetY
        let now = seconds(since: .zero)
        if var gesture = drag {
            switch event.kind {
            case .motion:
                gesture.move(toY: containerY, time: now)
                drag = gesture
                var values = coordinator.values
                values.offsetY = gesture.offsetY
                coordinator.setInteractiveValues(values)
                scheduleCommit()
            case .release:
                let decision = gesture.end(atY: containerY, time: now)
                drag = nil
                finishDrag(gesture, decision: decision)
            default:
                break
            }
            return
        }
        if card.handlePointerEvent(event) { return }
        guard case .press(.left) = event.kind, coordinator.presentationController.dismissesOnDrag,
            coordinator.isPresented, coordinator.isComplete
        else { return }
        var gesture = DragToDismiss(cardHeight: cardFrame.height)
        gesture.begin(atY: containerY - coordinator.values.offsetY, time: now)
        drag = gesture
    }

    private func finishDrag(_ gesture: DragToDismiss, decision: DragToDismiss.Decision) {
        switch decision {
        case .dismiss:
            dismissFromGesture()
        case .snapBack(let velocity):
            coordinator.animateValues([gesture.snapBackAnimation(releaseVelocity: velocity)])
            scheduleCommit()
        }
    }

    /// Ends the presentation the way a user's "go away" should: the controller's cancel path
    /// when it has one (an alert's cancel action), else an animated dismissal.
    func dismissFromGesture() {
        if let cancellable = viewController as? PresentationCancelling {
            cancellable.cancelPresentation()
        } else {
            viewController.dismiss(animated: true)
        }
    }

    /// The view asked to be drawn again (hover, focus, typing): redraw the card and show it.
    func handleCardNeedsDisplay() {
        guard !isTornDown, surface?.isConfigured ?? false else { return }
        // Render on the next loop turn so several changes in one batch draw once.
        window?.application.eventLoop.addTimer(after: .zero) { [weak self] in
            guard let self, !isTornDown, card.needsRender, card.render() != nil else { return }
            surface?.cardDidRedraw()
            scheduleCommit()
        }
    }

    /// Seconds on the monotonic clock.
    func seconds(since origin: Duration) -> Double {
        let parts = (EventLoop.now() - origin).components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
